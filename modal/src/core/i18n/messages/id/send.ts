import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in id (see ../en/send.ts). */
export default {
  'send.title': 'Kirim',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — {balance} tersedia',
  'send.amountLabel': 'Jumlah',
  'send.receiverLabel': 'Alamat penerima',
  'send.receiverOrNameLabel': 'Alamat atau nama penerima',
  'send.previewButton': 'Pratinjau',
  'send.lookingUpReceiver': 'Mencari penerima…',
  'send.estimatingFee': 'Memperkirakan biaya…',
  'send.chooseToken': 'Pilih token yang akan dikirim.',
  'send.amountNotNumber': 'Jumlah harus berupa angka di atas 0. Dimasukkan: {provided}',
  'send.amountTooManyDecimals':
    'Jumlah untuk {symbol} boleh memiliki paling banyak {decimals, plural, other {# angka desimal}}. Dimasukkan: {provided}',
  'send.amountOverBalance':
    'Jumlah tidak boleh melebihi saldo Anda sebesar {balance} {symbol}. Dimasukkan: {provided}',
  'send.receiverNotAddress':
    'Penerima harus berupa alamat 0x dengan 40 karakter heksadesimal. Dimasukkan: {provided}',
  'send.receiverChecksum':
    'Checksum penerima salah (EIP-55): huruf besar/kecil salah satu karakter tidak sesuai, jadi alamat mungkin salah ketik. Tempel lagi. Dimasukkan: {provided}',
  'send.receiverNoAddress': 'Penerima "{name}" tidak memiliki alamat di jaringan ini.',
  'send.receiverNotRegistered':
    'Penerima "{name}" bukan nama terdaftar. Ketik alamat 0x atau nama seperti {example}.',
  'send.receiverLookupFailed': 'Tidak dapat mencari "{name}": {reason}',
  'send.nameLookupError': 'Gagal menemukan nama',
  'send.previewSend': 'Kirim',
  'send.previewTo': 'Ke',
  'send.previewNetwork': 'Jaringan',
  'send.previewFee': 'Biaya jaringan',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Tidak tersedia: {reason}. Dompet akan memperkirakannya.',
  'send.noEstimate': 'chain tidak memberikan perkiraan',
  'send.warningsLabel': 'Periksa sebelum mengirim',
  'send.warnZeroAddress': 'Ini alamat nol: apa pun yang dikirim ke sini akan hilang.',
  'send.warnTokenContract':
    'Ini adalah kontrak {symbol} itu sendiri: token yang dikirim ke sini biasanya hilang.',
  'send.warnOwnAddress': 'Ini alamat Anda sendiri.',
  'send.editButton': 'Ubah',
  'send.sendButton': 'Kirim',
  'send.insufficientFunds':
    '{symbol} tidak cukup untuk jumlah dan biaya jaringan: dibutuhkan {needed} {symbol}, akun memiliki {available} {symbol}.',
  'send.transferLabel': 'Transfer',
  'send.transferAmount': 'Jumlah',
  'send.transferTo': 'Ke',
  'send.transferNetwork': 'Jaringan',
  'send.transferHash': 'Transaksi',
  'send.opensExplorer': '(membuka explorer di tab baru)',
  'send.unknownNetwork': 'Jaringan tidak dikenal',
  'send.chainNumber': 'Chain {id}',

  'calls.emptyTitle': 'Panggilan',
  'calls.none': 'Tidak ada panggilan yang dikirim dari halaman ini.',
  'calls.title': '{total, plural, other {# panggilan}}',
  'calls.intro':
    'Dompet Anda mengirimkannya satu per satu di {network}: masing-masing meminta persetujuan Anda dan menunggu panggilan sebelumnya.',
  'calls.progress': '{confirmed, number} dari {total, number} dikonfirmasi',
  'calls.progressAsking':
    '{confirmed, number} dari {total, number} dikonfirmasi · konfirmasi panggilan {n, number} dari {total, number} di dompet Anda',
  'calls.listLabel': 'Panggilan',
  'calls.stepWaiting': 'Menunggu',
  'calls.stepAsking': 'Konfirmasi di dompet Anda',
  'calls.stepSent': 'Terkirim, menunggu blok',
  'calls.stepConfirmed': 'Dikonfirmasi',
  'calls.stepReverted': 'Dibatalkan',
  'calls.stepRejected': 'Ditolak',
  'calls.stepFailed': 'Gagal',
  'calls.stepSkipped': 'Tidak dikirim',
  'calls.send': 'Kirim {amount} {symbol} ke {target, select, new {kontrak baru} other {{to}}}',
  'calls.call': 'Panggil {target, select, new {kontrak baru} other {{to}}}',
  'calls.callWithData':
    'Panggil {target, select, new {kontrak baru} other {{to}}} dengan {bytes, plural, other {# byte}} data',
  'calls.callWithDataAndValue':
    'Panggil {target, select, new {kontrak baru} other {{to}}} dengan {bytes, plural, other {# byte}} data dan {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {Panggilan sudah dikonfirmasi.} other {Semua # panggilan sudah dikonfirmasi.}}',
  'calls.rejected': 'Anda menolak panggilan {n, number} dari {total, number} di dompet Anda.',
  'calls.reverted': 'Chain membatalkan panggilan {n, number} dari {total, number}.',
  'calls.failed': 'Panggilan {n, number} dari {total, number} gagal: {reason}.',
  'calls.notSentByWallet': 'dompet tidak mengirimkannya',
  'calls.confirmedBefore':
    '{count, plural, other {Panggilan {calls} sudah dikirim dan dikonfirmasi.}}',
  'calls.notSentAfter': '{count, plural, other {Panggilan {calls} tidak dikirim.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, other {Panggilan {confirmed} sudah dikirim dan dikonfirmasi}}; {notSentCount, plural, other {panggilan {notSent} tidak dikirim}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Daftarkan nama',
  'names.label': 'Nama akun',
  'names.placeholder': 'nama-anda',
  'names.rules':
    'Huruf, angka, dan tanda hubung, minimal {min, number} karakter. Nama berlaku per jaringan: nama ini hanya akan mengarah ke alamat Anda di {network}.',
  'names.typeName': 'Ketik nama.',
  'names.badCharacter':
    'Gunakan hanya huruf, angka, dan tanda hubung: "{character}" tidak diizinkan.',
  'names.tooShort':
    'Gunakan minimal {min, plural, other {# karakter}}: "{name}" hanya {length, number}.',
  'names.notEns': 'Bukan nama ENS yang valid (ENSIP-15): {reason}.',
  'names.checking': 'Memeriksa {name}…',
  'names.available': '{name} tersedia.',
  'names.taken': '{name} sudah dipakai.',
  'names.takenTryThese': '{name} sudah dipakai. Coba salah satu ini:',
  'names.checkFailed': 'Tidak dapat memeriksa {name}: {reason}',
  'names.needsServer': 'Nama akun memerlukan server Foyer.',
  'names.suggestionsLabel': 'Nama yang tersedia',
  'names.register': 'Daftarkan',
  'names.registeringTitle': 'Mendaftarkan nama',
  'names.registeredTitle': 'Nama terdaftar',
  'names.registering': 'Mendaftarkan {name}…',
  'names.confirmInWallet': 'Konfirmasi pesan di dompet Anda.',
  'names.yours': '{name} sekarang milik Anda.',
  'names.backToAccount': 'Kembali ke akun',

  'onramp.title': 'Beli',
  'onramp.needsServer':
    'Membeli kripto memerlukan server Foyer: aplikasi ini belum mengonfigurasinya ({option}).',
  'onramp.loadingProviders': 'Memuat penyedia…',
  'onramp.loadFailed': 'Tidak dapat memuat opsi pembelian. {reason}',
  'onramp.retry': 'Coba lagi',
  'onramp.notOnNetwork': '{symbol} tidak dapat dibeli di {network}. Beralih ke {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} tidak dapat dibeli di jaringan Solana ini. Beralih ke {networks}.',
  'onramp.formLabel': 'Beli kripto',
  'onramp.providerLabel': 'Penyedia',
  'onramp.loading': 'Memuat…',
  'onramp.noProvider': 'Tidak ada penyedia yang tersedia',
  'onramp.buyLabel': 'Beli',
  'onramp.currencyOption': '{symbol} ({name}) di {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) di jaringan Solana ini',
  'onramp.payWithLabel': 'Bayar dengan',
  'onramp.methodLabel': 'Metode pembayaran',
  'onramp.methodOption':
    '{method, select, card {Kartu} ach_bank_account {Transfer bank (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Jumlah ({currency})',
  'onramp.presetsLabel': 'Jumlah umum',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'Jumlah wajib diisi: berapa {currency} yang akan dibayar.',
  'onramp.amountFormat':
    'Jumlah harus berupa angka {currency} dengan paling banyak 2 desimal, misalnya 50 atau 49.99. Dimasukkan: "{provided}"',
  'onramp.amountBelowMin':
    'Jumlah minimal {min} {currency} untuk {method, select, card {kartu} ach_bank_account {transfer bank (ACH)} other {{name}}}. Dimasukkan: "{provided}"',
  'onramp.amountAboveMax':
    'Jumlah maksimal {max} {currency} untuk {method, select, card {kartu} ach_bank_account {transfer bank (ACH)} other {{name}}}. Dimasukkan: "{provided}"',
  'onramp.amountAboveMaxOther':
    'Jumlah maksimal {max} {currency} untuk {method, select, card {kartu} ach_bank_account {transfer bank (ACH)} other {{name}}}; {otherMethod, select, card {kartu} ach_bank_account {transfer bank (ACH)} other {{otherName}}} mengizinkan hingga {otherMax} {currency}. Dimasukkan: "{provided}"',
  'onramp.gettingQuote': 'Mendapatkan penawaran harga…',
  'onramp.quote': 'Anda menerima ≈ {amount} {symbol} di {network}',
  'onramp.quoteSolana': 'Anda menerima ≈ {amount} {symbol} di jaringan Solana ini',
  'onramp.quoteFailed': 'Tidak dapat memperoleh penawaran harga. {reason}',
  'onramp.continue': 'Lanjutkan',
  'onramp.continueWith': 'Lanjutkan dengan {provider}',
  'onramp.popupBlocked':
    'Browser memblokir jendela {provider}. Izinkan pop-up untuk situs ini, lalu tekan Lanjutkan lagi.',
  'onramp.notReady':
    '{missing, select, provider {Belum bisa membeli: tidak ada penyedia yang tersedia.} account {Belum bisa membeli: tidak ada akun yang terhubung.} network {Belum bisa membeli: {symbol} tidak dijual di jaringan ini.} other {Belum bisa membeli: belum ada penawaran harga untuk jumlah ini.}}',
} satisfies Translation<typeof sendMessages>
