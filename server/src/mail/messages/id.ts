import type { MailTranslation } from './en.ts'

/** The server's mail in id (see ./en.ts). */
export default {
  'login.subject': 'Kode masuk {app} Anda: {code}',
  'login.codeIs': 'Kode masuk {app} Anda adalah:',
  'login.ignore':
    'Jika Anda tidak meminta untuk masuk, abaikan email ini: tidak akan terjadi apa pun tanpa kode tersebut.',
  'device.subject': 'Setujui perangkat baru untuk {app}',
  'device.lead':
    'Seseorang sedang masuk ke dompet {app} Anda di perangkat yang belum pernah digunakan sebelumnya. Dompet Anda sudah ada di perangkat lain, jadi perangkat ini perlu persetujuan Anda satu kali.',
  'device.approveFirst':
    'Jika ini Anda, setujui perangkat ini terlebih dahulu (di browser tempat Anda meminta kode):',
  'device.approveLink': 'Setujui perangkat ini',
  'device.thenCode': 'Lalu masukkan kode ini:',
  'code.expiry':
    'Kode ini kedaluwarsa dalam {minutes, plural, other {# menit}} dan hanya berlaku sekali.',
  'change.primarySubject': 'Konfirmasi perubahan email Foyer Anda: {code}',
  'change.primaryLead': 'Konfirmasi perubahan email Foyer Anda menjadi {newEmail} dengan kode ini:',
  'change.secondarySubject': 'Konfirmasi email Foyer baru Anda: {code}',
  'change.secondaryLead': 'Konfirmasi {newEmail} sebagai email Foyer Anda dengan kode ini:',
  'change.ignore':
    'Jika Anda tidak meminta perubahan ini, abaikan email ini: tidak ada yang berubah tanpa kode tersebut.',
  'changed.subject': 'Email Foyer Anda telah diubah',
  'changed.when': '{date} pukul {time} UTC',
  'changed.what':
    'Email dompet Foyer Anda telah diubah dari {oldEmail} menjadi {newEmail} pada {when}. Alamat ini tidak dapat lagi digunakan untuk masuk ke dompet, dan semua perangkat lain yang masuk ke dompet tersebut telah dikeluarkan.',
  'changed.ifYou': 'Jika Anda yang melakukan perubahan ini, tidak ada yang perlu dilakukan.',
  'changed.ifNot':
    'Jika bukan, perubahan ini dilakukan oleh seseorang yang masuk ke dompet Anda dan dapat membaca kotak surat ini: segera ubah kata sandi kotak surat ini, lalu hubungi dukungan aplikasi tempat Anda menggunakan dompet dengan menyebutkan tanggal email ini. Jangan berikan kunci pemulihan Anda kepada siapa pun: tidak ada seorang pun dari aplikasi yang akan memintanya.',
  'approve.title': 'Setujui perangkat ini?',
  'approve.intro':
    'Seseorang meminta untuk masuk ke {app} sebagai {email} di perangkat baru. Jika itu Anda, setujui di sini, di browser tempat Anda meminta kode.',
  'approve.noScript':
    'Halaman ini memerlukan JavaScript: hanya skrip yang dapat mengetahui apakah ini browser tempat Anda meminta kode. Aktifkan JavaScript untuk halaman ini dan buka tautannya lagi.',
  'approve.button': 'Setujui perangkat ini',
  'approve.ignore':
    'Jika Anda tidak meminta untuk masuk, tutup halaman ini: tidak akan terjadi apa pun tanpa kode tersebut.',
  'approve.approving': 'Menyetujui…',
  'approve.doneTitle': 'Perangkat disetujui',
  'approve.doneIntro':
    'Perangkat ini telah disetujui. Kembali ke {app} dan masukkan kode dari email yang sama. Anda dapat menutup tab ini.',
  'approve.failed': 'Perangkat tidak dapat disetujui. Coba lagi.',
  'approve.unreachable': 'Server dompet tidak dapat dijangkau: periksa koneksi Anda dan coba lagi.',
  'approve.wrongDevice':
    'Tautan ini hanya menyetujui browser tempat Anda meminta kode, dan ini browser lain: buka tautan di browser tersebut (salin ke bilah alamatnya). Tidak ada yang disetujui.',
  'approve.unusableTitle': 'Tautan ini tidak dapat digunakan',
  'approve.unusable':
    'Tautan persetujuan ini sudah kedaluwarsa atau sudah digunakan. Kembali ke aplikasi dan minta kode baru.',
} satisfies MailTranslation
