import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in id (see ../en/core.ts). */
export default {
  'view.back': 'Kembali',
  'view.close': 'Tutup',
  'view.errorTitle': 'Terjadi kesalahan',
  'view.retry': 'Coba lagi',
  'view.unavailable': 'Tampilan ini belum tersedia.',
  'view.copyLink': 'Salin tautan',
  'view.linkCopied': 'Tautan disalin',
  'view.copyLinkFailed': 'Tidak dapat menyalin tautan',
  'notice.emailUpdated': 'Email Anda sekarang {email}',
  'notice.actionNotAllowed': 'Tindakan tidak diizinkan',
  'notice.onrampFinish':
    'Selesaikan pembelian di jendela {provider}. Saldo {symbol} Anda akan diperbarui di sini saat dana tiba.',
  'notice.onrampFinishSolana':
    'Selesaikan pembelian di jendela {provider}. {symbol} Anda lalu akan muncul di akun Solana Anda.',
  'notice.onrampArrived': '{amount} {symbol} telah tiba',
  'notice.confirmTransfer': 'Konfirmasi transfer di dompet Anda…',
  'notice.transactionStarted': 'Transaksi dimulai',
  'notice.confirmedInBlock': 'Transaksi dikonfirmasi di blok {block}',
  'notice.confirmedInSlot': 'Transaksi dikonfirmasi di slot {slot}',
  'notice.transactionFailed': 'Transaksi gagal: {reason}',
  'notice.solanaNotConfirmed':
    'Transaksi terkirim, belum dikonfirmasi: periksa di Solana Explorer.',
  'error.userRejected': 'Anda menolak permintaan di dompet Anda.',
  'error.networkFailed': 'Jaringan tidak merespons. Pastikan RPC chain berjalan, lalu coba lagi.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Terjadi kesalahan',
  'error.solanaSendFailed': 'Gagal mengirim transaksi. Silakan coba lagi.',
  'error.invalidSendInput': 'Masukkan jumlah dan alamat penerima yang valid',
  'error.unsupportedChain': 'Chain tidak didukung',
  'error.noTransactionHash': 'Dompet tidak mengembalikan hash transaksi.',
  'error.transferRefused': 'Token menolak transfer (transfer mengembalikan false).',
  'error.transferNotReported': 'Token tidak melaporkan transfer apa pun.',
  'error.requestRejected': 'Permintaan ditolak.',
  'error.requestAborted': 'Permintaan dibatalkan',
  'error.chainNotConfigured': 'Chain belum dikonfigurasi.',
  'error.switchNotSupported': 'Dompet ini tidak mendukung penggantian jaringan dari aplikasi',
  'error.notConnected': 'Tidak ada dompet yang terhubung.',
  'error.connectCancelled': 'Koneksi dibatalkan.',
  'error.noSignature': 'Dompet tidak mengembalikan tanda tangan.',
  'error.frameLoad': 'Tidak dapat memuat login email',
  'error.networkNotFound': 'Jaringan tidak ditemukan',
  'error.emailCooldown': 'Silakan coba lagi dalam {seconds, plural, other {# detik}}',
} satisfies Translation<typeof coreMessages>
