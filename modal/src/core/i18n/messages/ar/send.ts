import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in ar (see ../en/send.ts). */
export default {
  'send.title': 'إرسال',
  'send.tokenLabel': 'الرمز المميز',
  'send.tokenOption': '{symbol} — المتاح {balance}',
  'send.amountLabel': 'المبلغ',
  'send.receiverLabel': 'عنوان المستلم',
  'send.receiverOrNameLabel': 'عنوان المستلم أو اسمه',
  'send.previewButton': 'معاينة',
  'send.lookingUpReceiver': 'جارٍ البحث عن المستلم…',
  'send.estimatingFee': 'جارٍ تقدير الرسوم…',
  'send.chooseToken': 'اختر رمزًا مميزًا لإرساله.',
  'send.amountNotNumber': 'يجب أن يكون المبلغ رقمًا أكبر من 0. المُدخل: {provided}',
  'send.amountTooManyDecimals':
    'يمكن أن يحتوي المبلغ على {decimals, plural, zero {# منازل عشرية} one {منزلة عشرية واحدة} two {منزلتين عشريتين} few {# منازل عشرية} many {# منزلة عشرية} other {# منزلة عشرية}} كحد أقصى لـ {symbol}. المُدخل: {provided}',
  'send.amountOverBalance':
    'يجب ألا يتجاوز المبلغ رصيدك البالغ {balance} {symbol}. المُدخل: {provided}',
  'send.receiverNotAddress':
    'يجب أن يكون المستلم عنوان 0x من 40 حرفًا سداسيًا عشريًا. المُدخل: {provided}',
  'send.receiverChecksum':
    'المجموع الاختباري للمستلم غير صحيح (EIP-55): حالة أحد الأحرف (كبير/صغير) خاطئة، لذا قد يكون العنوان مكتوبًا بشكل خاطئ. الصقه مرة أخرى. المُدخل: {provided}',
  'send.receiverNoAddress': 'ليس للمستلم "{name}" عنوان على هذه الشبكة.',
  'send.receiverNotRegistered':
    'المستلم "{name}" ليس اسمًا مسجلًا. اكتب عنوان 0x أو اسمًا مثل {example}.',
  'send.receiverLookupFailed': 'تعذّر العثور على "{name}": {reason}',
  'send.nameLookupError': 'خطأ في تحليل الاسم',
  'send.previewSend': 'إرسال',
  'send.previewTo': 'إلى',
  'send.previewNetwork': 'الشبكة',
  'send.previewFee': 'رسوم الشبكة',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'غير متاحة: {reason}. ستقدّرها المحفظة.',
  'send.noEstimate': 'لم تقدّم الشبكة أي تقدير',
  'send.warningsLabel': 'تحقق قبل الإرسال',
  'send.warnZeroAddress': 'هذا هو العنوان الصفري: ما يُرسل إليه يضيع.',
  'send.warnTokenContract': 'هذا هو عقد {symbol} نفسه: الرموز المرسلة إليه تضيع عادةً.',
  'send.warnOwnAddress': 'هذا عنوانك أنت.',
  'send.editButton': 'تعديل',
  'send.sendButton': 'إرسال',
  'send.insufficientFunds':
    'لا يوجد ما يكفي من {symbol} للمبلغ ورسوم الشبكة: المطلوب {needed} {symbol}، وفي الحساب {available} {symbol}.',
  'send.transferLabel': 'التحويل',
  'send.transferAmount': 'المبلغ',
  'send.transferTo': 'إلى',
  'send.transferNetwork': 'الشبكة',
  'send.transferHash': 'المعاملة',
  'send.opensExplorer': '(يفتح المستكشف في علامة تبويب جديدة)',
  'send.unknownNetwork': 'شبكة غير معروفة',
  'send.chainNumber': 'الشبكة {id}',

  'calls.emptyTitle': 'الاستدعاءات',
  'calls.none': 'لم تُرسل أي استدعاءات من هذه الصفحة.',
  'calls.title':
    '{total, plural, zero {لا استدعاءات} one {استدعاء واحد} two {استدعاءان} few {# استدعاءات} many {# استدعاءً} other {# استدعاء}}',
  'calls.intro':
    'ترسلها محفظتك واحدًا تلو الآخر على {network}: كل استدعاء يطلب موافقتك وينتظر الاستدعاء السابق.',
  'calls.progress': 'تم تأكيد {confirmed, number} من {total, number}',
  'calls.progressAsking':
    'تم تأكيد {confirmed, number} من {total, number} · أكّد الاستدعاء {n, number} من {total, number} في محفظتك',
  'calls.listLabel': 'الاستدعاءات',
  'calls.stepWaiting': 'في الانتظار',
  'calls.stepAsking': 'أكّد في محفظتك',
  'calls.stepSent': 'أُرسل، بانتظار كتلة',
  'calls.stepConfirmed': 'مؤكَّد',
  'calls.stepReverted': 'مُلغى',
  'calls.stepRejected': 'مرفوض',
  'calls.stepFailed': 'فشل',
  'calls.stepSkipped': 'لم يُرسل',
  'calls.send': 'إرسال {amount} {symbol} إلى {target, select, new {عقد جديد} other {{to}}}',
  'calls.call': 'استدعاء {target, select, new {عقد جديد} other {{to}}}',
  'calls.callWithData':
    'استدعاء {target, select, new {عقد جديد} other {{to}}} مع بيانات بحجم {bytes, plural, zero {# بايت} one {بايت واحد} two {بايتين} few {# بايت} many {# بايت} other {# بايت}}',
  'calls.callWithDataAndValue':
    'استدعاء {target, select, new {عقد جديد} other {{to}}} مع بيانات بحجم {bytes, plural, zero {# بايت} one {بايت واحد} two {بايتين} few {# بايت} many {# بايت} other {# بايت}} و{amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, zero {لا توجد استدعاءات.} one {تم تأكيد الاستدعاء.} two {تم تأكيد الاستدعاءين.} few {تم تأكيد الاستدعاءات الـ #.} many {تم تأكيد الاستدعاءات الـ #.} other {تم تأكيد الاستدعاءات الـ #.}}',
  'calls.rejected': 'لقد رفضت الاستدعاء {n, number} من {total, number} في محفظتك.',
  'calls.reverted': 'ألغت الشبكة الاستدعاء {n, number} من {total, number}.',
  'calls.failed': 'فشل الاستدعاء {n, number} من {total, number}: {reason}.',
  'calls.notSentByWallet': 'لم ترسله المحفظة',
  'calls.confirmedBefore':
    '{count, plural, one {أُرسل الاستدعاء {calls} وتم تأكيده.} other {أُرسلت الاستدعاءات {calls} وتم تأكيدها.}}',
  'calls.notSentAfter':
    '{count, plural, one {لم يُرسل الاستدعاء {calls}.} other {لم تُرسل الاستدعاءات {calls}.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {أُرسل الاستدعاء {confirmed} وتم تأكيده} other {أُرسلت الاستدعاءات {confirmed} وتم تأكيدها}}؛ {notSentCount, plural, one {ولم يُرسل الاستدعاء {notSent}} other {ولم تُرسل الاستدعاءات {notSent}}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'تسجيل اسم',
  'names.label': 'اسم الحساب',
  'names.placeholder': 'your-name',
  'names.rules':
    'أحرف لاتينية وأرقام وشرطات، {min, number} أحرف على الأقل. الاسم خاص بكل شبكة: سيشير هذا الاسم إلى عنوانك على {network} فقط.',
  'names.typeName': 'اكتب اسمًا.',
  'names.badCharacter': 'استخدم الأحرف والأرقام والشرطات فقط: "{character}" غير مسموح به.',
  'names.tooShort':
    'استخدم {min, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل: عدد أحرف "{name}" هو {length, number}.',
  'names.notEns': 'ليس اسم ENS صالحًا (ENSIP-15): {reason}.',
  'names.checking': 'جارٍ التحقق من {name}…',
  'names.available': '{name} متاح.',
  'names.taken': '{name} مستخدم بالفعل.',
  'names.takenTryThese': '{name} مستخدم بالفعل. جرّب أحد هذه الأسماء:',
  'names.checkFailed': 'تعذّر التحقق من {name}: {reason}',
  'names.needsServer': 'تتطلب أسماء الحسابات خادم Foyer.',
  'names.suggestionsLabel': 'أسماء متاحة',
  'names.register': 'تسجيل',
  'names.registeringTitle': 'جارٍ تسجيل الاسم',
  'names.registeredTitle': 'تم تسجيل الاسم',
  'names.registering': 'جارٍ تسجيل {name}…',
  'names.confirmInWallet': 'أكّد الرسالة في محفظتك.',
  'names.yours': '{name} أصبح لك.',
  'names.backToAccount': 'العودة إلى الحساب',

  'onramp.title': 'شراء',
  'onramp.needsServer':
    'يتطلب شراء العملات المشفرة خادم Foyer: لم يُهيّأ أي خادم لهذا التطبيق ({option}).',
  'onramp.loadingProviders': 'جارٍ تحميل المزوّدين…',
  'onramp.loadFailed': 'تعذّر تحميل خيارات الشراء. {reason}',
  'onramp.retry': 'إعادة المحاولة',
  'onramp.notOnNetwork': 'لا يمكن شراء {symbol} على {network}. انتقل إلى {networks}.',
  'onramp.notOnSolanaNetwork': 'لا يمكن شراء {symbol} على شبكة Solana هذه. انتقل إلى {networks}.',
  'onramp.formLabel': 'شراء العملات المشفرة',
  'onramp.providerLabel': 'المزوّد',
  'onramp.loading': 'جارٍ التحميل…',
  'onramp.noProvider': 'لا يوجد مزوّد متاح',
  'onramp.buyLabel': 'شراء',
  'onramp.currencyOption': '{symbol} ({name}) على {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) على شبكة Solana هذه',
  'onramp.payWithLabel': 'الدفع بـ',
  'onramp.methodLabel': 'طريقة الدفع',
  'onramp.methodOption':
    '{method, select, card {بطاقة} ach_bank_account {تحويل بنكي (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'المبلغ ({currency})',
  'onramp.presetsLabel': 'مبالغ شائعة',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'المبلغ مطلوب: كم {currency} ستدفع.',
  'onramp.amountFormat':
    'يجب أن يكون المبلغ رقمًا بعملة {currency} بمنزلتين عشريتين كحد أقصى، مثل 50 أو 49.99. المُدخل: "{provided}"',
  'onramp.amountBelowMin':
    'يجب ألا يقل المبلغ عن {min} {currency} للدفع بـ{method, select, card {البطاقة} ach_bank_account {التحويل البنكي (ACH)} other {{name}}}. المُدخل: "{provided}"',
  'onramp.amountAboveMax':
    'يجب ألا يزيد المبلغ عن {max} {currency} للدفع بـ{method, select, card {البطاقة} ach_bank_account {التحويل البنكي (ACH)} other {{name}}}. المُدخل: "{provided}"',
  'onramp.amountAboveMaxOther':
    'يجب ألا يزيد المبلغ عن {max} {currency} للدفع بـ{method, select, card {البطاقة} ach_bank_account {التحويل البنكي (ACH)} other {{name}}}؛ يسمح الدفع بـ{otherMethod, select, card {البطاقة} ach_bank_account {التحويل البنكي (ACH)} other {{otherName}}} بما يصل إلى {otherMax} {currency}. المُدخل: "{provided}"',
  'onramp.gettingQuote': 'جارٍ الحصول على عرض سعر…',
  'onramp.quote': 'ستحصل على ≈ {amount} {symbol} على {network}',
  'onramp.quoteSolana': 'ستحصل على ≈ {amount} {symbol} على شبكة Solana هذه',
  'onramp.quoteFailed': 'تعذّر الحصول على عرض سعر. {reason}',
  'onramp.continue': 'متابعة',
  'onramp.continueWith': 'المتابعة مع {provider}',
  'onramp.popupBlocked':
    'حظر المتصفح نافذة {provider}. اسمح بالنوافذ المنبثقة لهذا الموقع، ثم اضغط على «متابعة» مرة أخرى.',
  'onramp.notReady':
    '{missing, select, provider {لا يمكن الشراء بعد: لا يوجد مزوّد متاح.} account {لا يمكن الشراء بعد: لا يوجد حساب متصل.} network {لا يمكن الشراء بعد: {symbol} غير متاح للبيع على هذه الشبكة.} other {لا يمكن الشراء بعد: لا يوجد عرض سعر للمبلغ حتى الآن.}}',
} satisfies Translation<typeof sendMessages>
