import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in ar (see ../en/core.ts). */
export default {
  'view.back': 'رجوع',
  'view.close': 'إغلاق',
  'view.errorTitle': 'حدث خطأ ما',
  'view.retry': 'إعادة المحاولة',
  'view.unavailable': 'هذه الصفحة غير متاحة بعد.',
  'view.copyLink': 'نسخ الرابط',
  'view.linkCopied': 'تم نسخ الرابط',
  'view.copyLinkFailed': 'تعذّر نسخ الرابط',
  'notice.emailUpdated': 'بريدك الإلكتروني الآن {email}',
  'notice.actionNotAllowed': 'الإجراء غير مسموح به',
  'notice.onrampFinish': 'أكمل الشراء في نافذة {provider}. سيتم تحديث رصيد {symbol} هنا عند وصوله.',
  'notice.onrampFinishSolana':
    'أكمل الشراء في نافذة {provider}. ستظهر {symbol} بعد ذلك في حسابك على Solana.',
  'notice.onrampArrived': 'وصل {amount} {symbol}',
  'notice.confirmTransfer': 'أكّد التحويل في محفظتك…',
  'notice.transactionStarted': 'بدأت المعاملة',
  'notice.confirmedInBlock': 'تم تأكيد المعاملة في الكتلة {block}',
  'notice.confirmedInSlot': 'تم تأكيد المعاملة في الخانة {slot}',
  'notice.transactionFailed': 'فشلت المعاملة: {reason}',
  'notice.solanaNotConfirmed':
    'تم إرسال المعاملة ولم يتم تأكيدها بعد: تحقق منها على Solana Explorer.',
  'error.userRejected': 'لقد رفضت الطلب في محفظتك.',
  'error.networkFailed': 'الشبكة لا تستجيب. تأكد من أن RPC الخاص بالسلسلة يعمل، ثم أعد المحاولة.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'حدث خطأ ما',
  'error.solanaSendFailed': 'تعذّر إرسال المعاملة. يُرجى المحاولة مرة أخرى.',
  'error.invalidSendInput': 'يُرجى إدخال مبلغ وعنوان مستلم صالحين',
  'error.unsupportedChain': 'سلسلة غير مدعومة',
  'error.noTransactionHash': 'لم تُرجع المحفظة تجزئة المعاملة.',
  'error.transferRefused': 'رفض الرمز التحويل (أرجعت transfer القيمة false).',
  'error.transferNotReported': 'لم يُبلغ الرمز عن أي تحويل.',
  'error.requestRejected': 'تم رفض الطلب.',
  'error.requestAborted': 'تم إلغاء الطلب',
  'error.chainNotConfigured': 'السلسلة غير مهيأة.',
  'error.switchNotSupported': 'لا تدعم هذه المحفظة تبديل الشبكة من التطبيق',
  'error.notConnected': 'لا توجد محفظة متصلة.',
  'error.connectCancelled': 'تم إلغاء الاتصال.',
  'error.noSignature': 'لم تُرجع المحفظة توقيعًا.',
  'error.frameLoad': 'تعذّر تحميل تسجيل الدخول بالبريد الإلكتروني',
  'error.networkNotFound': 'لم يتم العثور على الشبكة',
  'error.emailCooldown':
    'يُرجى المحاولة مرة أخرى بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
} satisfies Translation<typeof coreMessages>
