import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in tr (see ../en/send.ts). */
export default {
  'send.title': 'Gönder',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — {balance} kullanılabilir',
  'send.amountLabel': 'Tutar',
  'send.receiverLabel': 'Alıcı adresi',
  'send.receiverOrNameLabel': 'Alıcı adresi veya adı',
  'send.previewButton': 'Önizle',
  'send.lookingUpReceiver': 'Alıcı aranıyor…',
  'send.estimatingFee': 'Ücret tahmin ediliyor…',
  'send.chooseToken': 'Göndermek için bir token seçin.',
  'send.amountNotNumber': 'Tutar 0’dan büyük bir sayı olmalıdır. Girilen: {provided}',
  'send.amountTooManyDecimals':
    'Tutar {symbol} için en fazla {decimals, plural, other {# ondalık basamak}} içerebilir. Girilen: {provided}',
  'send.amountOverBalance':
    'Tutar {balance} {symbol} olan bakiyenizi aşmamalıdır. Girilen: {provided}',
  'send.receiverNotAddress':
    'Alıcı, 40 onaltılık karakterden oluşan bir 0x adresi olmalıdır. Girilen: {provided}',
  'send.receiverChecksum':
    'Alıcının sağlama toplamı hatalı (EIP-55): bir harfin büyük/küçük harf durumu yanlış, adres yanlış yazılmış olabilir. Adresi yeniden yapıştırın. Girilen: {provided}',
  'send.receiverNoAddress': '"{name}" alıcısının bu ağda adresi yok.',
  'send.receiverNotRegistered':
    '"{name}" kayıtlı bir ad değil. Bir 0x adresi veya {example} gibi bir ad yazın.',
  'send.receiverLookupFailed': '"{name}" çözümlenemedi: {reason}',
  'send.nameLookupError': 'Ad çözümlenirken hata oluştu',
  'send.previewSend': 'Gönderilen',
  'send.previewTo': 'Alıcı',
  'send.previewNetwork': 'Ağ',
  'send.previewFee': 'Ağ ücreti',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Kullanılamıyor: {reason}. Cüzdan ücreti tahmin edecek.',
  'send.noEstimate': 'zincir bir tahmin vermedi',
  'send.warningsLabel': 'Göndermeden önce kontrol edin',
  'send.warnZeroAddress': 'Bu sıfır adresidir: buraya gönderilenler kaybolur.',
  'send.warnTokenContract':
    'Bu, {symbol} sözleşmesinin kendisidir: buraya gönderilen tokenlar genellikle kaybolur.',
  'send.warnOwnAddress': 'Bu sizin kendi adresiniz.',
  'send.editButton': 'Düzenle',
  'send.sendButton': 'Gönder',
  'send.insufficientFunds':
    'Tutar ve ağ ücreti için yeterli {symbol} yok: {needed} {symbol} gerekiyor, hesapta {available} {symbol} var.',
  'send.transferLabel': 'Transfer',
  'send.transferAmount': 'Tutar',
  'send.transferTo': 'Alıcı',
  'send.transferNetwork': 'Ağ',
  'send.transferHash': 'İşlem',
  'send.opensExplorer': '(gezgini yeni sekmede açar)',
  'send.unknownNetwork': 'Bilinmeyen ağ',
  'send.chainNumber': 'Zincir {id}',

  'calls.emptyTitle': 'Çağrılar',
  'calls.none': 'Bu sayfadan hiç çağrı gönderilmedi.',
  'calls.title': '{total, plural, other {# çağrı}}',
  'calls.intro':
    'Cüzdanınız bunları {network} üzerinde tek tek gönderir: her biri onayınızı ister ve bir öncekini bekler.',
  'calls.progress': '{total, number} çağrıdan {confirmed, number} tanesi onaylandı',
  'calls.progressAsking':
    '{total, number} çağrıdan {confirmed, number} tanesi onaylandı · {n, number}/{total, number} çağrısını cüzdanınızda onaylayın',
  'calls.listLabel': 'Çağrılar',
  'calls.stepWaiting': 'Bekliyor',
  'calls.stepAsking': 'Cüzdanınızda onaylayın',
  'calls.stepSent': 'Gönderildi, blok bekleniyor',
  'calls.stepConfirmed': 'Onaylandı',
  'calls.stepReverted': 'Geri alındı',
  'calls.stepRejected': 'Reddedildi',
  'calls.stepFailed': 'Başarısız',
  'calls.stepSkipped': 'Gönderilmedi',
  'calls.send':
    '{target, select, new {Yeni bir sözleşmeye} other {{to} adresine}} {amount} {symbol} gönder',
  'calls.call': '{target, select, new {Yeni bir sözleşmeyi} other {{to} adresini}} çağır',
  'calls.callWithData':
    '{target, select, new {Yeni bir sözleşmeyi} other {{to} adresini}} {bytes, plural, other {# bayt}} veriyle çağır',
  'calls.callWithDataAndValue':
    '{target, select, new {Yeni bir sözleşmeyi} other {{to} adresini}} {bytes, plural, other {# bayt}} veri ve {amount} {symbol} ile çağır',
  'calls.allConfirmed':
    '{total, plural, one {Çağrı onaylandı.} other {# çağrının tümü onaylandı.}}',
  'calls.rejected': '{n, number}/{total, number} çağrısını cüzdanınızda reddettiniz.',
  'calls.reverted': 'Zincir {n, number}/{total, number} çağrısını geri aldı.',
  'calls.failed': '{n, number}/{total, number} çağrısı başarısız oldu: {reason}.',
  'calls.notSentByWallet': 'cüzdan bunu göndermedi',
  'calls.confirmedBefore':
    '{count, plural, one {{calls} numaralı çağrı gönderildi ve onaylandı.} other {{calls} numaralı çağrılar gönderildi ve onaylandı.}}',
  'calls.notSentAfter':
    '{count, plural, one {{calls} numaralı çağrı gönderilmedi.} other {{calls} numaralı çağrılar gönderilmedi.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {{confirmed} numaralı çağrı} other {{confirmed} numaralı çağrılar}} gönderildi ve onaylandı; {notSentCount, plural, one {{notSent} numaralı çağrı} other {{notSent} numaralı çağrılar}} gönderilmedi.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Ad kaydet',
  'names.label': 'Hesap adı',
  'names.placeholder': 'adiniz',
  'names.rules':
    'Harfler, rakamlar ve kısa çizgiler; en az {min, number} karakter. Ad ağa özeldir: bu ad yalnızca {network} üzerindeki adresinizi gösterir.',
  'names.typeName': 'Bir ad yazın.',
  'names.badCharacter': 'Yalnızca harf, rakam ve kısa çizgi kullanın: "{character}" kullanılamaz.',
  'names.tooShort':
    'En az {min, plural, other {# karakter}} kullanın: "{name}" {length, number} karakter.',
  'names.notEns': 'Geçerli bir ENS adı değil (ENSIP-15): {reason}.',
  'names.checking': '{name} kontrol ediliyor…',
  'names.available': '{name} kullanılabilir.',
  'names.taken': '{name} alınmış.',
  'names.takenTryThese': '{name} alınmış. Bunlardan birini deneyin:',
  'names.checkFailed': '{name} kontrol edilemedi: {reason}',
  'names.needsServer': 'Hesap adları için bir Foyer sunucusu gerekir.',
  'names.suggestionsLabel': 'Boştaki adlar',
  'names.register': 'Kaydet',
  'names.registeringTitle': 'Ad kaydediliyor',
  'names.registeredTitle': 'Ad kaydedildi',
  'names.registering': '{name} kaydediliyor…',
  'names.confirmInWallet': 'Mesajı cüzdanınızda onaylayın.',
  'names.yours': '{name} artık sizin.',
  'names.backToAccount': 'Hesaba dön',

  'onramp.title': 'Satın al',
  'onramp.needsServer':
    'Kripto satın almak için bir Foyer sunucusu gerekir: bu uygulamada yapılandırılmış bir sunucu yok ({option}).',
  'onramp.loadingProviders': 'Sağlayıcılar yükleniyor…',
  'onramp.loadFailed': 'Satın alma seçenekleri yüklenemedi. {reason}',
  'onramp.retry': 'Tekrar dene',
  'onramp.notOnNetwork': '{symbol}, {network} üzerinde satın alınamaz. {networks} ağına geçin.',
  'onramp.notOnSolanaNetwork': '{symbol} bu Solana ağında satın alınamaz. {networks} ağına geçin.',
  'onramp.formLabel': 'Kripto satın al',
  'onramp.providerLabel': 'Sağlayıcı',
  'onramp.loading': 'Yükleniyor…',
  'onramp.noProvider': 'Kullanılabilir sağlayıcı yok',
  'onramp.buyLabel': 'Satın al',
  'onramp.currencyOption': '{symbol} ({name}), {network} üzerinde',
  'onramp.currencyOptionSolana': '{symbol} ({name}), bu Solana ağında',
  'onramp.payWithLabel': 'Ödeme para birimi',
  'onramp.methodLabel': 'Ödeme yöntemi',
  'onramp.methodOption':
    '{method, select, card {Kart} ach_bank_account {Banka havalesi (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Tutar ({currency})',
  'onramp.presetsLabel': 'Sık kullanılan tutarlar',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'Tutar gerekli: kaç {currency} ödeneceğini girin.',
  'onramp.amountFormat':
    'Tutar, en fazla 2 ondalık basamaklı bir {currency} sayısı olmalıdır; örneğin 50 veya 49.99. Girilen: "{provided}"',
  'onramp.amountBelowMin':
    '{method, select, card {Kart} ach_bank_account {Banka havalesi (ACH)} other {{name}}} için tutar en az {min} {currency} olmalıdır. Girilen: "{provided}"',
  'onramp.amountAboveMax':
    '{method, select, card {Kart} ach_bank_account {Banka havalesi (ACH)} other {{name}}} için tutar en fazla {max} {currency} olabilir. Girilen: "{provided}"',
  'onramp.amountAboveMaxOther':
    '{method, select, card {Kart} ach_bank_account {Banka havalesi (ACH)} other {{name}}} için tutar en fazla {max} {currency} olabilir; {otherMethod, select, card {kart} ach_bank_account {banka havalesi (ACH)} other {{otherName}}} ile {otherMax} {currency} tutarına kadar ödenebilir. Girilen: "{provided}"',
  'onramp.gettingQuote': 'Fiyat teklifi alınıyor…',
  'onramp.quote': '{network} üzerinde ≈ {amount} {symbol} alırsınız',
  'onramp.quoteSolana': 'Bu Solana ağında ≈ {amount} {symbol} alırsınız',
  'onramp.quoteFailed': 'Fiyat teklifi alınamadı. {reason}',
  'onramp.continue': 'Devam',
  'onramp.continueWith': '{provider} ile devam et',
  'onramp.popupBlocked':
    'Tarayıcı {provider} penceresini engelledi. Bu site için açılır pencerelere izin verin, ardından tekrar Devam’a basın.',
  'onramp.notReady':
    '{missing, select, provider {Henüz satın alınamıyor: kullanılabilir sağlayıcı yok.} account {Henüz satın alınamıyor: bağlı hesap yok.} network {Henüz satın alınamıyor: {symbol} bu ağda satılmıyor.} other {Henüz satın alınamıyor: bu tutar için henüz fiyat teklifi yok.}}',
} satisfies Translation<typeof sendMessages>
