import type { MailTranslation } from './en.ts'

/** The server's mail in tr (see ./en.ts). */
export default {
  'login.subject': '{app} giriş kodunuz: {code}',
  'login.codeIs': '{app} giriş kodunuz:',
  'login.ignore':
    'Giriş yapmak istemediyseniz bu e-postayı yok sayın: kod olmadan hiçbir şey olmaz.',
  'device.subject': '{app} için yeni bir cihazı onaylayın',
  'device.lead':
    'Biri {app} cüzdanınıza daha önce görülmemiş bir cihazdan giriş yapıyor. Cüzdanınız zaten başka bir cihazda olduğundan bu cihazın bir kez onaylanması gerekiyor.',
  'device.approveFirst': 'Bu sizseniz önce cihazı onaylayın (kodu istediğiniz tarayıcıda):',
  'device.approveLink': 'Bu cihazı onayla',
  'device.thenCode': 'Ardından bu kodu girin:',
  'code.expiry':
    '{minutes, plural, one {# dakika} other {# dakika}} içinde sona erer ve yalnızca bir kez kullanılabilir.',
  'change.primarySubject': 'Foyer e-posta değişikliğinizi onaylayın: {code}',
  'change.primaryLead': 'Foyer e-postanızı {newEmail} olarak değiştirmeyi bu kodla onaylayın:',
  'change.secondarySubject': 'Yeni Foyer e-postanızı onaylayın: {code}',
  'change.secondaryLead': '{newEmail} adresini Foyer e-postanız olarak bu kodla onaylayın:',
  'change.ignore':
    'Bu değişikliği istemediyseniz bu e-postayı yok sayın: kod olmadan hiçbir şey değişmez.',
  'changed.subject': 'Foyer e-postanız değiştirildi',
  'changed.when': '{date} {time} UTC',
  'changed.what':
    'Foyer cüzdanınızın e-postası {when} tarihinde {oldEmail} adresinden {newEmail} adresine değiştirildi. Bu adresle artık cüzdana giriş yapılamaz ve cüzdanda oturumu açık olan diğer tüm cihazların oturumu kapatıldı.',
  'changed.ifYou': 'Bu değişikliği siz yaptıysanız yapmanız gereken bir şey yok.',
  'changed.ifNot':
    'Siz yapmadıysanız, cüzdanınızda oturumu açık olan ve bu posta kutusunu okuyabilen biri yaptı: bu posta kutusunun şifresini hemen değiştirin, ardından bu e-postanın tarihini belirterek cüzdanı kullandığınız uygulamanın desteğiyle iletişime geçin. Kurtarma anahtarınızı kimseyle paylaşmayın: uygulamadan hiç kimse bunu sizden asla istemez.',
  'approve.title': 'Bu cihaz onaylansın mı?',
  'approve.intro':
    'Biri yeni bir cihazda {email} olarak {app} uygulamasına giriş yapmak istedi. Bu isteği siz yaptıysanız cihazı burada, kodu istediğiniz tarayıcıda onaylayın.',
  'approve.noScript':
    'Bu sayfa JavaScript gerektirir: bunun kodu istediğiniz tarayıcı olup olmadığını yalnızca bir betik anlayabilir. Bu sayfa için JavaScript’i açın ve bağlantıyı yeniden açın.',
  'approve.button': 'Bu cihazı onayla',
  'approve.ignore': 'Giriş yapmak istemediyseniz bu sayfayı kapatın: kod olmadan hiçbir şey olmaz.',
  'approve.approving': 'Onaylanıyor…',
  'approve.doneTitle': 'Cihaz onaylandı',
  'approve.doneIntro':
    'Bu cihaz onaylandı. {app} uygulamasına dönün ve aynı e-postadaki kodu girin. Bu sekmeyi kapatabilirsiniz.',
  'approve.failed': 'Cihaz onaylanamadı. Yeniden deneyin.',
  'approve.unreachable':
    'Cüzdan sunucusuna ulaşılamıyor: bağlantınızı kontrol edip yeniden deneyin.',
  'approve.wrongDevice':
    'Bu bağlantı yalnızca kodu istediğiniz tarayıcıyı onaylar ve bu başka bir tarayıcı: bağlantıyı o tarayıcıda açın (o tarayıcının adres çubuğuna kopyalayın). Hiçbir şey onaylanmadı.',
  'approve.unusableTitle': 'Bu bağlantı kullanılamaz',
  'approve.unusable':
    'Bu onay bağlantısının süresi dolmuş veya bağlantı zaten kullanılmış. Uygulamaya dönün ve yeni bir kod isteyin.',
} satisfies MailTranslation
