import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in id (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Dompet Anda · Foyer',
  'manage.title': 'Dompet Anda',
  'manage.noSession':
    'Tidak ada dompet yang masuk di browser ini. Masuk dengan email Anda di aplikasi, lalu buka halaman ini lagi.',
  'manage.email': 'Email',
  'manage.noEmail': 'tidak ada (masuk dengan passkey atau login sosial)',
  'manage.address': 'Alamat',
  'manage.duration':
    '{unit, select, hour {{count, plural, other {# jam}}} other {{count, plural, other {# menit}}}}',
  'manage.privateKey': 'Kunci privat',
  'manage.exportButton': 'Ekspor kunci privat',
  'manage.notHeld': 'Browser ini tidak menyimpan dompet: masuk dulu dengan email Anda.',
  'manage.keyShown': 'Kunci privat Anda ada di bawah. Tutup tab ini setelah Anda memindahkannya.',
  'manage.confirmExport': 'Konfirmasi dan ekspor',
  'manage.cancel': 'Batal',
  'manage.exportCancelled': 'Ekspor dibatalkan: tidak ada yang ditampilkan.',
  'manage.codeSent':
    'Kami mengirim kode 6 digit ke {email}. Masukkan kode itu untuk mengonfirmasi bahwa ini Anda.',
  'manage.codeLabel': 'Kode',
  'manage.codeInvalid': 'Masukkan kode 6 digit dari email.',
  'manage.checking': 'Memeriksa status masuk Anda…',
  'manage.sessionEnded':
    'Sesi masuk browser ini telah berakhir. Masuk lagi di aplikasi, lalu buka halaman ini lagi.',
  'manage.signInAgain':
    'Demi keamanan Anda, ekspor memerlukan proses masuk dalam {fresh} terakhir. Masuk lagi dengan {via, select, passkey {passkey Anda} social {{provider}} other {akun Anda}} di aplikasi (Akun, Putuskan, lalu masuk), lalu buka halaman ini lagi.',
  'manage.sendingCode':
    'Demi keamanan Anda, ekspor memerlukan proses masuk dalam {fresh} terakhir: mengirim kode ke {email}…',
  'manage.newApproval':
    'Browser ini memerlukan persetujuan baru untuk {email}: masuk lagi di aplikasi, lalu buka halaman ini lagi.',
  'manage.exportWarning':
    'Siapa pun yang memiliki kunci privat mengendalikan dompet ini dan semua isinya. Ekspor hanya untuk memindahkan dompet ke aplikasi lain yang Anda percayai, jangan pernah menempelkannya di situs web, dan jangan pernah membagikannya, bahkan kepada tim dukungan.',
  'manage.signOutEverywhere': 'Keluar di semua perangkat',
  'manage.sessionsLabel': 'Sesi yang masuk',
  'manage.thisBrowser': 'Browser ini',
  'manage.device': 'Perangkat {device}…',
  'manage.signedInAt': 'masuk {date}',
  'manage.signingOut': 'Keluar di semua perangkat…',
  'manage.signedOutEverywhere':
    'Telah keluar di semua perangkat ({count, plural, other {# sesi diakhiri}}). Masuk lagi di aplikasi untuk menggunakan dompet Anda: dompetnya tetap sama.',
  'manage.alreadySignedOut':
    'Sesi masuk browser ini sudah berakhir. Masuk lagi di aplikasi, lalu buka halaman ini untuk keluar di semua perangkat.',
  'manage.devicesTitle': 'Perangkat yang masuk',
  'manage.devicesHelp':
    'Kehilangan perangkat, atau masuk di tempat yang tidak lagi Anda percayai? Keluarkan dompet ini dari semua perangkat, termasuk perangkat ini. Dompet dan alamatnya tetap sama.',

  'passkey.title': 'Passkey',
  'passkey.intro':
    'Masuk ke dompet ini dengan sidik jari, wajah, atau PIN perangkat Anda. Passkey hanya berfungsi di {host}, situs milik dompet ini.',
  'passkey.listLabel': 'Passkey Anda',
  'passkey.details':
    'ditambahkan {added} · {lastUsed, select, never {belum pernah digunakan} other {terakhir digunakan {lastUsed}}}{recovery, select, yes { · membuka dompet di perangkat baru} other {}}',
  'passkey.none': 'Belum ada passkey.',
  'passkey.add': 'Tambahkan passkey',
  'passkey.remove': 'Hapus',
  'passkey.removeLabel': 'Hapus {name}',
  'passkey.removed': '{name} telah dihapus: passkey ini tidak lagi membuka dompet ini.',
  'passkey.waiting': 'Menunggu passkey Anda…',
  'passkey.addedWithRecovery':
    'Passkey ditambahkan. Passkey ini memasukkan Anda, dan di perangkat baru membuka dompet ini tanpa kunci pemulihan Anda.',
  'passkey.addedWithoutRecovery':
    'Passkey ditambahkan. Passkey ini memasukkan Anda; autentikatornya tidak dapat melindungi kunci pemulihan (tanpa WebAuthn PRF), jadi simpan kunci pemulihan Anda.',
  'passkey.cancelled':
    'Permintaan passkey ditutup atau waktunya habis: tidak ada yang berubah. Coba lagi saat Anda siap.',
  'passkey.exists':
    'Perangkat ini sudah memiliki passkey untuk dompet ini: pilih “Gunakan passkey saya”.',
  'passkey.wrongSite':
    'Passkey tidak dapat digunakan di {host}: dompet harus disajikan dari nama domain melalui https (atau localhost), tidak pernah dari alamat IP.',
  'passkey.left': 'Anda menutup “Lanjutkan dengan passkey”: tidak ada yang berubah.',
  'passkey.noPrf':
    'Passkey Anda tidak dapat melindungi kunci pemulihan di perangkat ini (autentikatornya tidak mendukung ekstensi WebAuthn PRF), jadi simpan kunci pemulihan ini: dengan kunci ini dan passkey Anda, Anda dapat membuka dompet di perangkat baru.',
  'passkey.vaultFailed':
    'Passkey Anda tidak dapat menyimpan kunci pemulihan di server dompet saat ini, jadi simpan kunci pemulihan ini: dengan kunci ini dan passkey Anda, Anda dapat membuka dompet di perangkat baru.',

  'recovery.login':
    '{via, select, passkey {passkey Anda} social {akun {provider} Anda} other {email Anda}}',
  'recovery.saveTitle': 'Simpan kunci pemulihan Anda',
  'recovery.wordsLabel': 'Kunci pemulihan, {count, plural, other {# kata}}',
  'recovery.copy': 'Salin',
  'recovery.copied': 'Kunci pemulihan disalin.',
  'recovery.copyBlocked': 'Penyalinan diblokir di sini: tuliskan kata-katanya.',
  'recovery.saved': 'Sudah saya simpan',
  'recovery.intro':
    'Dengan {count, plural, other {# kata}} ini dan {login}, Anda dapat membuka dompet di perangkat baru. Tuliskan secara berurutan, atau simpan di pengelola kata sandi: tidak ada seorang pun, termasuk aplikasi ini, yang dapat menampilkannya lagi.',
  'recovery.confirmTitle': 'Konfirmasi kunci pemulihan Anda',
  'recovery.confirmIntro':
    'Untuk memastikan Anda memilikinya: masukkan kata ke-{words} dari kunci pemulihan Anda.',
  'recovery.wordLabel': 'Kata ke-{position}',
  'recovery.back': 'Kembali',
  'recovery.confirm': 'Konfirmasi',
  'recovery.missingWords':
    'Masukkan juga {count, plural, other {kata}} ke-{words} dari kunci pemulihan Anda.',
  'recovery.wrongWords':
    '{count, plural, other {Kata}} ke-{words} tidak cocok dengan kunci pemulihan Anda. Periksa yang Anda tulis, atau kembali untuk melihat kunci lagi.',

  'restore.title': 'Pulihkan dompet Anda',
  'restore.intro':
    'Perangkat ini belum menyimpan dompet {address}. Masukkan kunci pemulihan yang Anda simpan saat dompet dibuat: kata-katanya secara berurutan (empat huruf pertama setiap kata sudah cukup).',
  'restore.label': 'Kunci pemulihan',
  'restore.submit': 'Pulihkan',
  'restore.cancel': 'Batal',
  'restore.lostKey': 'Kunci pemulihan saya hilang',
  'restore.failed': 'Kunci pemulihan itu tidak berhasil.',
  'restore.lostTitle': 'Kunci pemulihan Anda hilang?',
  'restore.lostIntro':
    'Dompet {address} terbuka dengan login Anda ditambah satu kunci lagi: kunci yang disimpan di setiap perangkat tempat Anda pernah masuk, atau kunci pemulihan. Tidak ada orang lain yang memiliki salinannya, termasuk aplikasi ini.',
  'restore.lostOtherDevice':
    'Masuk di perangkat atau browser yang pernah Anda gunakan: dompet terbuka di sana. Dari Akun di sana, Anda dapat mengekspor kunci privat dan menyimpannya dengan aman.',
  'restore.lostFindKey':
    'Cari kunci pemulihan di tempat Anda menyimpannya (pengelola kata sandi, catatan, salinan cetak), lalu masuk lagi di sini.',
  'restore.lostNothingLost':
    '“Batalkan masuk” membiarkan perangkat ini seperti semula: tidak ada yang diubah atau hilang.',
  'restore.back': 'Kembali',
  'restore.cancelSignIn': 'Batalkan masuk',
  'restore.cancelled':
    'Anda meninggalkan “Pulihkan dompet Anda”: tidak ada yang berubah di perangkat ini. Masuk lagi setelah kunci pemulihan Anda ada, atau di perangkat tempat Anda pernah masuk.',

  'social.notAnApp':
    'Halaman ini bukan aplikasi dari server dompet ini, jadi tidak dapat masuk di sini',
  'social.notAResult': 'Ini bukan hasil masuk dari server dompet ini',
  'social.stateMismatch':
    'Jawaban masuk ini tidak cocok dengan proses masuk yang dimulai dompet ini (state mismatch), jadi ditolak. Coba lagi.',
  'social.failed': 'Gagal masuk. Coba lagi.',
  'social.otherWindow':
    'Proses masuk ini dimulai di jendela lain atau sudah kedaluwarsa. Mulai lagi di sini.',
  'social.farcasterFirst': 'Buka proses masuk Farcaster terlebih dahulu',
  'social.farcasterTimeout':
    'Farcaster tidak mengonfirmasi proses masuk tepat waktu: pindai kode baru untuk mencoba lagi',

  'login.enterEmailFirst': 'Masukkan email Anda terlebih dahulu',
  'login.approvalTimeout': 'Tautan persetujuan tidak dibuka tepat waktu: minta kode baru',

  'error.notSignedIn': 'Belum masuk ke dompet tersemat',
  'error.noAppSession':
    'Dompet menolak permintaan ini: permintaan tidak membawa sesi yang diberikan dompet kepada aplikasi ini. Masuk lagi.',
  'error.otherAppSession':
    'Dompet menolak permintaan ini: sesinya diberikan kepada aplikasi lain. Masuk lagi di sini.',
  'error.rejected': 'Permintaan ditolak di dompet',
  'error.chainNotServed': 'Chain {chainId} tidak didukung oleh dompet ini',
  'error.ownMessage':
    'Dompet menolak menandatangani pesan ini: pesan ini akan mengganti bagian kunci milik dompet sendiri, yang hanya boleh dilakukan oleh dompet.',
  'error.networkName': '{name} (chain {chainId})',
  'error.unknownNetwork': 'chain {chainId}',
  'error.unknownChain': 'Chain {chainId}',
  'error.refusedHere': 'Dompet ini hanya berjalan di {frameOrigin}, bukan di {origin}.',
  'error.refusedNoServer': 'Dompet ini hanya berjalan di servernya sendiri, bukan di {origin}.',
  'error.noAppOrigins':
    'Server dompet ini tidak mencantumkan aplikasi yang boleh menyematkannya (appOrigins).',
  'error.sessionExpired': 'Sesi masuk Anda telah berakhir: masuk lagi untuk mengakses dompet Anda.',
  'error.shareStored':
    'Bagian autentikasi dompet ini sudah tersimpan: menggantinya memerlukan tanda tangan dompet itu sendiri.',
  'error.otherWalletStored':
    'Dompet lain sudah tersimpan untuk akun ini: pulihkan dompet itu dengan bagian pemulihannya alih-alih membuat yang baru.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Terlalu banyak permintaan: coba lagi sebentar lagi.} other {Terlalu banyak permintaan: coba lagi setelah # detik.}}',
  'error.serverDown':
    'Server Foyer tidak dapat {action, select, store {menyimpan dompet Anda} other {memuat dompet Anda}} saat ini (HTTP {status}): coba lagi sebentar lagi.',
  'error.serverRefused':
    'Server Foyer menolak {action, select, store {menyimpan dompet Anda} other {memuat dompet Anda}}.',
  'error.unreachable':
    'Tidak dapat menjangkau server Foyer untuk {action, select, store {menyimpan dompet Anda} other {memuat dompet Anda}}: periksa koneksi Anda dan coba lagi.',
  'error.storeUnconfirmed': 'Server Foyer tidak mengonfirmasi penyimpanan dompet {address}.',
  'error.unreadableShare':
    'Server Foyer mengirim bagian autentikasi yang tidak dapat dibaca oleh frame ini.',
  'error.deviceShareDamaged':
    'Dompet {address} tidak dapat dibuka di perangkat ini: bagian yang tersimpan rusak. Masuk dan gunakan bagian pemulihan Anda untuk memulihkannya.',
  'error.invalidShare':
    'Ini bukan bagian yang valid: salin seluruh teks bagian, hanya huruf, angka, + / dan =.',
  'error.shareLength':
    'Bagian ini tidak lengkap atau terlalu panjang: satu bagian berukuran {bytes} byte (44 karakter); yang ini {length} byte.',
  'error.sharesMismatch':
    'Kedua bagian ini tidak membentuk kembali dompet {address}: salah satunya milik dompet lain atau rusak. Gunakan bagian pemulihan yang Anda simpan untuk dompet ini.',
  'error.wordCount':
    'Kunci pemulihan terdiri dari {expected} kata; yang ini {count} kata. Masukkan setiap kata secara berurutan.',
  'error.unknownWord':
    'Kata ke-{position} bukan salah satu kata kunci pemulihan: periksa ejaannya.',
  'error.checksum':
    '{count} kata ini bukan kunci pemulihan: ada yang salah ketik, atau dua kata tertukar. Cocokkan dengan kunci yang Anda simpan.',
} satisfies Translation<typeof walletMessages>
