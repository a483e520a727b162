import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in tr (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Cüzdanın · Foyer',
  'manage.title': 'Cüzdanın',
  'manage.noSession':
    'Bu tarayıcıda oturum açmış bir cüzdan yok. Uygulamada e-postanla giriş yap, sonra bu sayfayı yeniden aç.',
  'manage.email': 'E-posta',
  'manage.noEmail': 'yok (passkey veya sosyal hesapla giriş yapıldı)',
  'manage.address': 'Adres',
  'manage.duration':
    '{unit, select, hour {{count, plural, one {# saat} other {# saat}}} other {{count, plural, one {# dakika} other {# dakika}}}}',
  'manage.privateKey': 'Özel anahtar',
  'manage.exportButton': 'Özel anahtarı dışa aktar',
  'manage.notHeld': 'Bu tarayıcıda cüzdan yok: önce e-postanla giriş yap.',
  'manage.keyShown': 'Özel anahtarın aşağıda. Taşıdıktan sonra bu sekmeyi kapat.',
  'manage.confirmExport': 'Onayla ve dışa aktar',
  'manage.cancel': 'İptal',
  'manage.exportCancelled': 'Dışa aktarma iptal edildi: hiçbir şey gösterilmedi.',
  'manage.codeSent':
    '{email} adresine 6 haneli bir kod gönderdik. Sen olduğunu onaylamak için kodu gir.',
  'manage.codeLabel': 'Kod',
  'manage.codeInvalid': 'E-postadaki 6 haneli kodu gir.',
  'manage.checking': 'Oturumun kontrol ediliyor…',
  'manage.sessionEnded':
    'Bu tarayıcıdaki oturum sona erdi. Uygulamada yeniden giriş yap, sonra bu sayfayı yeniden aç.',
  'manage.signInAgain':
    'Güvenliğin için dışa aktarma, son {fresh} içinde yapılmış bir giriş gerektirir. Uygulamada {via, select, passkey {passkey’inle} social {{provider} ile} other {hesabınla}} yeniden giriş yap (Hesap, Bağlantıyı kes, sonra giriş yap), ardından bu sayfayı yeniden aç.',
  'manage.sendingCode':
    'Güvenliğin için dışa aktarma, son {fresh} içinde yapılmış bir giriş gerektirir: {email} adresine kod gönderiliyor…',
  'manage.newApproval':
    'Bu tarayıcının {email} için yeni bir onaya ihtiyacı var: uygulamada yeniden giriş yap, sonra bu sayfayı yeniden aç.',
  'manage.exportWarning':
    'Özel anahtara sahip olan herkes bu cüzdanı ve içindeki her şeyi kontrol eder. Onu yalnızca cüzdanı güvendiğin başka bir uygulamaya taşımak için dışa aktar; asla bir web sitesine yapıştırma ve destek ekibi dahil kimseyle paylaşma.',
  'manage.signOutEverywhere': 'Her yerden çıkış yap',
  'manage.sessionsLabel': 'Açık oturumlar',
  'manage.thisBrowser': 'Bu tarayıcı',
  'manage.device': 'Cihaz {device}…',
  'manage.signedInAt': '{date} tarihinde giriş yapıldı',
  'manage.signingOut': 'Her yerden çıkış yapılıyor…',
  'manage.signedOutEverywhere':
    'Tüm cihazlardan çıkış yapıldı ({count, plural, one {# oturum sonlandırıldı} other {# oturum sonlandırıldı}}). Cüzdanını kullanmak için uygulamada yeniden giriş yap: cüzdanın aynı kalır.',
  'manage.alreadySignedOut':
    'Bu tarayıcıdaki oturum zaten sona ermişti. Uygulamada yeniden giriş yap, sonra her yerden çıkış yapmak için bu sayfayı aç.',
  'manage.devicesTitle': 'Oturum açık cihazlar',
  'manage.devicesHelp':
    'Bir cihazını mı kaybettin ya da artık güvenmediğin bir yerde mi giriş yaptın? Bu cüzdandan, bu cihaz dahil tüm cihazlarda çıkış yap. Cüzdanın ve adresi aynı kalır.',

  'passkey.title': 'Passkey’ler',
  'passkey.intro':
    'Bu cüzdana parmak izin, yüzün veya cihaz PIN’inle giriş yap. Passkey’ler yalnızca bu cüzdanın kendi sitesi olan {host} üzerinde çalışır.',
  'passkey.listLabel': 'Passkey’lerin',
  'passkey.details':
    'eklenme: {added} · {lastUsed, select, never {hiç kullanılmadı} other {son kullanım: {lastUsed}}}{recovery, select, yes { · cüzdanı yeni bir cihazda açar} other {}}',
  'passkey.none': 'Henüz passkey yok.',
  'passkey.add': 'Passkey ekle',
  'passkey.remove': 'Kaldır',
  'passkey.removeLabel': '{name} öğesini kaldır',
  'passkey.removed': '{name} kaldırıldı: artık bu cüzdanı açmıyor.',
  'passkey.waiting': 'Passkey’in bekleniyor…',
  'passkey.addedWithRecovery':
    'Passkey eklendi. Seni giriş yaptırır ve yeni bir cihazda bu cüzdanı kurtarma anahtarın olmadan açar.',
  'passkey.addedWithoutRecovery':
    'Passkey eklendi. Seni giriş yaptırır; doğrulayıcısı bir kurtarma anahtarını koruyamaz (WebAuthn PRF yok), bu yüzden kurtarma anahtarını sakla.',
  'passkey.cancelled':
    'Passkey istemi kapatıldı veya zaman aşımına uğradı: hiçbir şey değişmedi. Hazır olduğunda tekrar dene.',
  'passkey.exists':
    'Bu cihazda bu cüzdan için zaten bir passkey var: bunun yerine “Passkey’imi kullan”ı seç.',
  'passkey.wrongSite':
    'Passkey’ler {host} üzerinde kullanılamaz: cüzdan https üzerinden bir alan adından (veya localhost’tan) sunulmalı, asla bir IP adresinden değil.',
  'passkey.left': '“Passkey ile devam et”i kapattın: hiçbir şey değişmedi.',
  'passkey.noPrf':
    'Passkey’in bu cihazda bir kurtarma anahtarını koruyamaz (doğrulayıcısı WebAuthn PRF uzantısını desteklemiyor), bu yüzden bu kurtarma anahtarını sakla: onunla ve passkey’inle cüzdanını yeni bir cihazda açabilirsin.',
  'passkey.vaultFailed':
    'Passkey’in kurtarma anahtarını şu anda cüzdan sunucusuna kaydedemedi, bu yüzden bu kurtarma anahtarını sakla: onunla ve passkey’inle cüzdanını yeni bir cihazda açabilirsin.',

  'recovery.login':
    '{via, select, passkey {passkey’in} social {{provider} hesabın} other {e-postan}}',
  'recovery.saveTitle': 'Kurtarma anahtarını kaydet',
  'recovery.wordsLabel': 'Kurtarma anahtarı, {count, plural, one {# kelime} other {# kelime}}',
  'recovery.copy': 'Kopyala',
  'recovery.copied': 'Kurtarma anahtarı kopyalandı.',
  'recovery.copyBlocked': 'Burada kopyalama engelli: kelimeleri yaz.',
  'recovery.saved': 'Kaydettim',
  'recovery.intro':
    'Bu {count, plural, one {# kelime} other {# kelime}} ve {login} ile cüzdanını yeni bir cihazda açabilirsin. Onları sırasıyla yaz veya bir parola yöneticisinde sakla: bu uygulama dahil hiç kimse onları sana tekrar gösteremez.',
  'recovery.confirmTitle': 'Kurtarma anahtarını onayla',
  'recovery.confirmIntro':
    'Anahtarın sende olduğundan emin olmak için: kurtarma anahtarının {words}. kelimelerini gir.',
  'recovery.wordLabel': '{position}. kelime',
  'recovery.back': 'Geri',
  'recovery.confirm': 'Onayla',
  'recovery.missingWords':
    'Kurtarma anahtarının {words}. {count, plural, one {kelimesini} other {kelimelerini}} de gir.',
  'recovery.wrongWords':
    '{count, plural, one {{words}. kelime} other {{words}. kelimeler}} kurtarma anahtarınla eşleşmiyor. Yazdıklarını kontrol et ya da anahtarı yeniden görmek için Geri’ye dön.',

  'restore.title': 'Cüzdanını geri yükle',
  'restore.intro':
    'Bu cihazda henüz {address} cüzdanı yok. Cüzdan oluşturulurken kaydettiğin kurtarma anahtarını gir: kelimeleri sırasıyla (her birinin ilk dört harfi yeterli).',
  'restore.label': 'Kurtarma anahtarı',
  'restore.submit': 'Geri yükle',
  'restore.cancel': 'İptal',
  'restore.lostKey': 'Kurtarma anahtarımı kaybettim',
  'restore.failed': 'Bu kurtarma anahtarı işe yaramadı.',
  'restore.lostTitle': 'Kurtarma anahtarını mı kaybettin?',
  'restore.lostIntro':
    '{address} cüzdanı, girişinle birlikte bir anahtar daha ile açılır: daha önce giriş yaptığın her cihazda saklanan anahtar ya da kurtarma anahtarı. Bu uygulama dahil başka hiç kimsede bir kopyası yok.',
  'restore.lostOtherDevice':
    'Daha önce kullandığın bir cihazda veya tarayıcıda giriş yap: cüzdan orada açılır. Oradaki Hesap bölümünden özel anahtarı dışa aktarıp güvenle saklayabilirsin.',
  'restore.lostFindKey':
    'Kurtarma anahtarını kaydettiğin yerde ara (parola yöneticisi, bir not, yazdırdığın bir kopya), sonra burada yeniden giriş yap.',
  'restore.lostNothingLost':
    '“Girişi iptal et” bu cihazı olduğu gibi bırakır: hiçbir şey değişmez veya kaybolmaz.',
  'restore.back': 'Geri',
  'restore.cancelSignIn': 'Girişi iptal et',
  'restore.cancelled':
    '“Cüzdanını geri yükle”den çıktın: bu cihazda hiçbir şey değişmedi. Kurtarma anahtarın elindeyken ya da daha önce giriş yaptığın bir cihazda yeniden giriş yap.',

  'social.notAnApp':
    'Bu sayfa bu cüzdan sunucusunun bir uygulaması değil, bu yüzden burada giriş yapılamaz',
  'social.notAResult': 'Bu, bu cüzdan sunucusunun bir giriş sonucu değil',
  'social.stateMismatch':
    'Bu giriş yanıtı, bu cüzdanın başlattığı hiçbir girişle eşleşmiyor (state mismatch), bu yüzden reddedildi. Tekrar dene.',
  'social.failed': 'Giriş başarısız oldu. Tekrar dene.',
  'social.otherWindow':
    'Bu giriş başka bir pencerede başlatıldı veya süresi doldu. Burada yeniden başlat.',
  'social.farcasterFirst': 'Önce Farcaster girişini aç',
  'social.farcasterTimeout':
    'Farcaster girişi zamanında onaylamadı: tekrar denemek için yeni kodu tara',

  'login.enterEmailFirst': 'Önce e-postanı gir',
  'login.approvalTimeout': 'Onay bağlantısı zamanında açılmadı: yeni bir kod iste',

  'error.notSignedIn': 'Gömülü cüzdanda oturum açılmadı',
  'error.noAppSession':
    'Cüzdan bu isteği reddetti: istek, cüzdanın bu uygulamaya verdiği oturumu taşımıyor. Yeniden giriş yap.',
  'error.otherAppSession':
    'Cüzdan bu isteği reddetti: oturumu başka bir uygulamaya verilmiş. Burada yeniden giriş yap.',
  'error.rejected': 'İstek cüzdanda reddedildi',
  'error.chainNotServed': '{chainId} zinciri bu cüzdan tarafından desteklenmiyor',
  'error.ownMessage':
    'Cüzdan bu mesajı imzalamayı reddetti: mesaj cüzdanın kendi anahtar parçasını değiştirirdi ve bunu yalnızca cüzdan yapabilir.',
  'error.networkName': '{name} (zincir {chainId})',
  'error.unknownNetwork': 'zincir {chainId}',
  'error.unknownChain': 'Zincir {chainId}',
  'error.refusedHere':
    'Bu cüzdan yalnızca {frameOrigin} üzerinde çalışır, {origin} üzerinde değil.',
  'error.refusedNoServer': 'Bu cüzdan yalnızca kendi sunucusunda çalışır, {origin} üzerinde değil.',
  'error.noAppOrigins':
    'Bu cüzdan sunucusu, kendisini gömebilecek hiçbir uygulama listelemiyor (appOrigins).',
  'error.sessionExpired': 'Oturumunun süresi doldu: cüzdanına ulaşmak için yeniden giriş yap.',
  'error.shareStored':
    'Bu cüzdanın kimlik doğrulama parçası zaten kayıtlı: onu değiştirmek cüzdanın kendi imzasını gerektirir.',
  'error.otherWalletStored':
    'Bu hesap için zaten farklı bir cüzdan kayıtlı: yenisini oluşturmak yerine o cüzdanı kurtarma parçasıyla kurtar.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Çok fazla istek: lütfen birazdan tekrar dene.} one {Çok fazla istek: lütfen # saniye sonra tekrar dene.} other {Çok fazla istek: lütfen # saniye sonra tekrar dene.}}',
  'error.serverDown':
    'Foyer sunucusu şu anda {action, select, store {cüzdanını kaydedemedi} other {cüzdanını yükleyemedi}} (HTTP {status}): lütfen birazdan tekrar dene.',
  'error.serverRefused':
    'Foyer sunucusu {action, select, store {cüzdanını kaydetmeyi} other {cüzdanını yüklemeyi}} reddetti.',
  'error.unreachable':
    '{action, select, store {Cüzdanını kaydetmek} other {Cüzdanını yüklemek}} için Foyer sunucusuna ulaşılamıyor: bağlantını kontrol edip tekrar dene.',
  'error.storeUnconfirmed': 'Foyer sunucusu {address} cüzdanının kaydedildiğini onaylamadı.',
  'error.unreadableShare':
    'Foyer sunucusu, bu çerçevenin okuyamadığı bir kimlik doğrulama parçası gönderdi.',
  'error.deviceShareDamaged':
    '{address} cüzdanının kilidi bu cihazda açılamıyor: kayıtlı parçası bozuk. Giriş yap ve geri yüklemek için kurtarma parçanı kullan.',
  'error.invalidShare':
    'Bu geçerli bir parça değil: parçanın tüm metnini kopyala; yalnızca harf, rakam, + / ve =.',
  'error.shareLength':
    'Bu parça eksik veya çok uzun: bir parça {bytes} bayttır (44 karakter); bu ise {length} bayt.',
  'error.sharesMismatch':
    'Bu iki parça {address} cüzdanını yeniden oluşturmuyor: biri başka bir cüzdana ait ya da bozuk. Bu cüzdan için kaydettiğin kurtarma parçasını kullan.',
  'error.wordCount':
    'Bir kurtarma anahtarında {expected} kelime vardır; bunda {count} var. Her kelimeyi sırasıyla gir.',
  'error.unknownWord':
    '{position}. kelime kurtarma anahtarı kelimelerinden biri değil: yazımını kontrol et.',
  'error.checksum':
    'Bu {count} kelime bir kurtarma anahtarı değil: biri yanlış yazılmış ya da ikisinin yeri değişmiş. Kaydettiğin anahtarla karşılaştır.',
} satisfies Translation<typeof walletMessages>
