import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in tr (see ../en/core.ts). */
export default {
  'view.back': 'Geri',
  'view.close': 'Kapat',
  'view.errorTitle': 'Bir sorun oluştu',
  'view.retry': 'Tekrar dene',
  'view.unavailable': 'Bu görünüm henüz kullanılamıyor.',
  'view.copyLink': 'Bağlantıyı kopyala',
  'view.linkCopied': 'Bağlantı kopyalandı',
  'view.copyLinkFailed': 'Bağlantı kopyalanamadı',
  'notice.emailUpdated': 'E-postanız artık {email}',
  'notice.actionNotAllowed': 'İşleme izin verilmiyor',
  'notice.onrampFinish':
    'Satın alma işlemini {provider} penceresinde tamamlayın. {symbol} bakiyeniz geldiğinde burada güncellenir.',
  'notice.onrampFinishSolana':
    'Satın alma işlemini {provider} penceresinde tamamlayın. {symbol} ardından Solana hesabınızda görünür.',
  'notice.onrampArrived': '{amount} {symbol} geldi',
  'notice.confirmTransfer': 'Transferi cüzdanınızda onaylayın…',
  'notice.transactionStarted': 'İşlem başlatıldı',
  'notice.confirmedInBlock': 'İşlem {block} numaralı blokta onaylandı',
  'notice.confirmedInSlot': 'İşlem {slot} numaralı slotta onaylandı',
  'notice.transactionFailed': 'İşlem başarısız: {reason}',
  'notice.solanaNotConfirmed':
    'İşlem gönderildi ancak henüz onaylanmadı: Solana Explorer’da kontrol edin.',
  'error.userRejected': 'İsteği cüzdanınızda reddettiniz.',
  'error.networkFailed':
    'Ağ yanıt vermiyor. Zincirin RPC’sinin çalıştığından emin olun ve tekrar deneyin.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Bir sorun oluştu',
  'error.solanaSendFailed': 'İşlem gönderilemedi. Lütfen tekrar deneyin.',
  'error.invalidSendInput': 'Lütfen geçerli bir tutar ve alıcı adresi girin',
  'error.unsupportedChain': 'Desteklenmeyen zincir',
  'error.noTransactionHash': 'Cüzdan bir işlem hash’i döndürmedi.',
  'error.transferRefused': 'Token transferi reddetti (transfer false döndürdü).',
  'error.transferNotReported': 'Token herhangi bir transfer bildirmedi.',
  'error.requestRejected': 'İstek reddedildi.',
  'error.requestAborted': 'İstek iptal edildi',
  'error.chainNotConfigured': 'Zincir yapılandırılmamış.',
  'error.switchNotSupported': 'Bu cüzdan uygulamadan ağ değiştirmeyi desteklemiyor',
  'error.notConnected': 'Bağlı cüzdan yok.',
  'error.connectCancelled': 'Bağlantı iptal edildi.',
  'error.noSignature': 'Cüzdan bir imza döndürmedi.',
  'error.frameLoad': 'E-posta ile giriş yüklenemedi',
  'error.networkNotFound': 'Ağ bulunamadı',
  'error.emailCooldown':
    'Lütfen {seconds, plural, one {# saniye} other {# saniye}} sonra tekrar deneyin',
} satisfies Translation<typeof coreMessages>
