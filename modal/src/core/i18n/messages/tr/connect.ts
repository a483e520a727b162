import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in tr (see ../en/connect.ts). */
export default {
  'connect.title': 'Cüzdan bağla',
  'connect.or': 'veya',
  'connect.looking': 'Cüzdanlar aranıyor…',
  'connect.retry': 'Tekrar dene',
  'connect.noWallet': 'Bu tarayıcıda cüzdan bulunamadı.',
  'connect.noWalletInstall':
    'Bir tarayıcı cüzdan uzantısı yükleyin, ardından bu sayfayı yeniden yükleyin.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Yukarıdan e-postanızla veya bir sosyal hesapla devam edin ya da bir tarayıcı cüzdan uzantısı yükleyip bu sayfayı yeniden yükleyin.} email {Yukarıdan e-postanızla devam edin ya da bir tarayıcı cüzdan uzantısı yükleyip bu sayfayı yeniden yükleyin.} other {Yukarıdan bir sosyal hesapla devam edin ya da bir tarayıcı cüzdan uzantısı yükleyip bu sayfayı yeniden yükleyin.}}',
  'connect.getWallet': 'Cüzdan edinin:',
  'connect.opensDownloadPage': '(indirme sayfası yeni sekmede açılır)',
  'connect.walletsLabel': 'Cüzdanlar',
  'connect.duplicateWallet': 'Bu sayfadaki başka bir cüzdan aynı kimliği kullanıyor · kimlik {id}',
  'connect.badgeConnected': 'Bağlı',
  'connect.badgeRecent': 'Son kullanılan',
  'connect.badgeThisSafe': 'Bu Safe',
  'connect.badgeInstalled': 'Yüklü',
  'connect.walletConnectHint': 'Telefonunuzdaki bir cüzdanla tarayın',
  'connect.waiting': '{wallet} bekleniyor… İsteği cüzdanınızda onaylayın.',
  'connect.cancel': 'İptal',
  'connect.siweFailed': 'Oturum açılamadı, bu nedenle cüzdanın bağlantısı kesildi: {reason}',
  'email.formLabel': 'E-postayla devam et',
  'email.label': 'E-posta',
  'email.placeholder': 'siz@ornek.com',
  'email.sendingCode': 'Kod gönderiliyor…',
  'email.continue': 'Devam',
  'email.approveDeviceTitle': 'Bu cihazı onaylayın',
  'email.approveDeviceBody':
    'Cüzdanınız zaten başka bir cihazda, bu yüzden bu cihazın bir kez onaylanması gerekiyor. {email} adresine bir bağlantı gönderdik: bu tarayıcıda açın, ardından buraya dönün. Kod ekranı kendiliğinden açılır.',
  'email.waitingApproval': 'Onay bekleniyor…',
  'email.enterCodeTitle': 'Kodu girin',
  'email.codeSent': '{email} adresine 6 haneli bir kod gönderdik. Kod 10 dakika geçerlidir.',
  'email.codeLabel': 'Kod',
  'email.checking': 'Kontrol ediliyor…',
  'email.resendIn': '{seconds, number} sn sonra kodu yeniden gönder',
  'email.sending': 'Gönderiliyor…',
  'email.resend': 'Kodu yeniden gönder',
  'email.changeTitle': 'E-postayı değiştir',
  'email.addTitle': 'E-posta ekle',
  'email.changeIntro':
    'Cüzdanınızın e-postası {email}. Önce bu adrese, ardından yeni e-postaya bir kod göndeririz. Cüzdan ve adresi aynı kalır.',
  'email.addIntro':
    'Geçiş anahtarınızın yanı sıra bir kodla da oturum açmak için bir e-posta ekleyin. Bu adrese bir kod göndeririz. Cüzdan ve adresi aynı kalır.',
  'email.newEmailLabel': 'Yeni e-posta',
  'email.sendCodeIn': '{seconds, number} sn sonra kod gönder',
  'email.sendCode': 'Kod gönder',
  'email.currentCodeTitle': 'Mevcut e-postanızdaki kod',
  'email.newCodeTitle': 'Yeni e-postanızdaki kod',
  'email.currentCodeIntro':
    '{current} adresini {email} olarak değiştirmeyi onaylamak için bu adrese 6 haneli bir kod gönderdik. Kod 10 dakika geçerlidir.',
  'email.newCodeIntro':
    '{email} adresine 6 haneli bir kod gönderdik. Bu adresi cüzdanınızın e-postası yapmak için kodu girin. Kod 10 dakika geçerlidir.',
  'social.groupLabel': 'Sosyal hesapla giriş',
  'social.continueWith': '{provider} ile devam et',
  'social.signingIn': 'Oturum açılıyor',
  'social.opening': '{provider} penceresi açılıyor…',
  'social.openingSignIn': 'Oturum açma penceresi açılıyor…',
  'social.waiting':
    'Açılan pencerede {provider} ile oturum açın. Orada işiniz bittiğinde burada da oturumunuz açılır.',
  'social.signingYouIn': 'Oturumunuz açılıyor…',
  'social.redirecting': '{provider} sayfasına yönlendiriliyorsunuz…',
  'social.popupBlocked':
    'Tarayıcınız oturum açma penceresini engelledi. Bu site için açılır pencerelere izin verin veya bu sekmede devam edin.',
  'social.continueInTab': 'Bu sekmede devam et',
  'social.tryAgain': 'Tekrar dene',
  'social.back': 'Geri',
  'social.farcasterPreparing': 'Kod hazırlanıyor…',
  'social.farcasterQrAlt': 'QR kod: oturum açmak için Farcaster uygulamasıyla tarayın',
  'social.farcasterWaiting':
    'Farcaster bekleniyor… Kodu telefonunuzla tarayın veya bağlantıyı Farcaster uygulamasında açın, ardından orada onaylayın.',
  'social.farcasterOpen': 'Farcaster’da aç',
  'social.farcasterLocalClient': 'Yerel Farcaster istemcisini aç',
  'social.opensNewTab': '(yeni sekmede açılır)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Kod hazırlanıyor…',
  'walletConnect.qrAlt': 'QR kod: bağlanmak için cüzdan uygulamanızla tarayın',
  'walletConnect.waiting':
    'Cüzdanınız bekleniyor… Kodu bir WalletConnect cüzdanıyla tarayın, ardından orada onaylayın.',
  'walletConnect.openInApp': 'Bir cüzdan uygulamasında aç',
  'walletConnect.failed': 'WalletConnect ile bağlanılamadı. {reason}',
  'walletConnect.retry': 'Tekrar dene',
  'siwe.title': 'Oturum aç',
  'siwe.intro':
    '{app}, bu hesabın size ait olduğunu kanıtlamak için {wallet} ile bir mesaj imzalamanızı istiyor. İmzalamak ücretsizdir ve işlem göndermez.',
  'siwe.introAnyWallet':
    '{app}, bu hesabın size ait olduğunu kanıtlamak için cüzdanınızla bir mesaj imzalamanızı istiyor. İmzalamak ücretsizdir ve işlem göndermez.',
  'siwe.waiting': 'İmzanız bekleniyor… İsteği cüzdanınızda onaylayın.',
  'siwe.tryAgain': 'Tekrar dene',
  'siwe.disconnect': 'Bağlantıyı kes',
  'passkey.continue': 'Geçiş anahtarıyla devam et',
  'passkey.waiting': 'Geçiş anahtarınız bekleniyor…',
} satisfies Translation<typeof connectMessages>
