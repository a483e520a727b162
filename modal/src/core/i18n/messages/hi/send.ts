import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in hi (see ../en/send.ts). */
export default {
  'send.title': 'भेजें',
  'send.tokenLabel': 'टोकन',
  'send.tokenOption': '{symbol} — {balance} उपलब्ध',
  'send.amountLabel': 'राशि',
  'send.receiverLabel': 'प्राप्तकर्ता का पता',
  'send.receiverOrNameLabel': 'प्राप्तकर्ता का पता या नाम',
  'send.previewButton': 'प्रीव्यू',
  'send.lookingUpReceiver': 'प्राप्तकर्ता खोजा जा रहा है…',
  'send.estimatingFee': 'शुल्क का अनुमान लगाया जा रहा है…',
  'send.chooseToken': 'भेजने के लिए टोकन चुनें।',
  'send.amountNotNumber': 'राशि 0 से बड़ी संख्या होनी चाहिए। दर्ज किया गया: {provided}',
  'send.amountTooManyDecimals':
    '{symbol} के लिए राशि में अधिकतम {decimals, plural, one {# दशमलव अंक} other {# दशमलव अंक}} हो सकते हैं। दर्ज किया गया: {provided}',
  'send.amountOverBalance':
    'राशि आपके {balance} {symbol} के बैलेंस से ज़्यादा नहीं होनी चाहिए। दर्ज किया गया: {provided}',
  'send.receiverNotAddress':
    'प्राप्तकर्ता 40 हेक्स अक्षरों वाला 0x पता होना चाहिए। दर्ज किया गया: {provided}',
  'send.receiverChecksum':
    'प्राप्तकर्ता का चेकसम गलत है (EIP-55): किसी अक्षर का केस (बड़ा/छोटा) गलत है, इसलिए पता गलत टाइप हुआ हो सकता है। इसे फिर से पेस्ट करें। दर्ज किया गया: {provided}',
  'send.receiverNoAddress': 'प्राप्तकर्ता "{name}" का इस नेटवर्क पर कोई पता नहीं है।',
  'send.receiverNotRegistered':
    'प्राप्तकर्ता "{name}" रजिस्टर किया गया नाम नहीं है। 0x पता या {example} जैसा नाम टाइप करें।',
  'send.receiverLookupFailed': '"{name}" नहीं खोजा जा सका: {reason}',
  'send.nameLookupError': 'नाम खोजने में त्रुटि',
  'send.previewSend': 'भेजें',
  'send.previewTo': 'प्राप्तकर्ता',
  'send.previewNetwork': 'नेटवर्क',
  'send.previewFee': 'नेटवर्क शुल्क',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'उपलब्ध नहीं: {reason}। वॉलेट इसका अनुमान लगाएगा।',
  'send.noEstimate': 'चेन ने कोई अनुमान नहीं दिया',
  'send.warningsLabel': 'भेजने से पहले जाँचें',
  'send.warnZeroAddress': 'यह ज़ीरो पता है: यहाँ भेजा गया सब कुछ खो जाता है।',
  'send.warnTokenContract': 'यह खुद {symbol} का कॉन्ट्रैक्ट है: यहाँ भेजे गए टोकन आमतौर पर खो जाते हैं।',
  'send.warnOwnAddress': 'यह आपका अपना पता है।',
  'send.editButton': 'बदलें',
  'send.sendButton': 'भेजें',
  'send.insufficientFunds':
    'राशि और नेटवर्क शुल्क के लिए पर्याप्त {symbol} नहीं है: {needed} {symbol} चाहिए, खाते में {available} {symbol} है।',
  'send.transferLabel': 'ट्रांसफ़र',
  'send.transferAmount': 'राशि',
  'send.transferTo': 'प्राप्तकर्ता',
  'send.transferNetwork': 'नेटवर्क',
  'send.transferHash': 'ट्रांज़ैक्शन',
  'send.opensExplorer': '(एक्सप्लोरर नए टैब में खुलेगा)',
  'send.unknownNetwork': 'अज्ञात नेटवर्क',
  'send.chainNumber': 'चेन {id}',

  'calls.emptyTitle': 'कॉल',
  'calls.none': 'इस पेज से कोई कॉल नहीं भेजी गई।',
  'calls.title': '{total, plural, one {# कॉल} other {# कॉल}}',
  'calls.intro':
    'आपका वॉलेट इन्हें {network} पर एक-एक करके भेजता है: हर कॉल आपकी मंज़ूरी माँगती है और पिछली कॉल का इंतज़ार करती है।',
  'calls.progress': '{total, number} में से {confirmed, number} कन्फ़र्म',
  'calls.progressAsking':
    '{total, number} में से {confirmed, number} कन्फ़र्म · अपने वॉलेट में {total, number} में से कॉल {n, number} कन्फ़र्म करें',
  'calls.listLabel': 'कॉल',
  'calls.stepWaiting': 'प्रतीक्षा में',
  'calls.stepAsking': 'अपने वॉलेट में कन्फ़र्म करें',
  'calls.stepSent': 'भेजी गई, ब्लॉक का इंतज़ार',
  'calls.stepConfirmed': 'कन्फ़र्म',
  'calls.stepReverted': 'रिवर्ट हुई',
  'calls.stepRejected': 'अस्वीकृत',
  'calls.stepFailed': 'विफल',
  'calls.stepSkipped': 'नहीं भेजी गई',
  'calls.send': '{target, select, new {एक नए कॉन्ट्रैक्ट} other {{to}}} को {amount} {symbol} भेजें',
  'calls.call': '{target, select, new {एक नए कॉन्ट्रैक्ट} other {{to}}} को कॉल करें',
  'calls.callWithData':
    '{bytes, plural, one {# बाइट} other {# बाइट}} डेटा के साथ {target, select, new {एक नए कॉन्ट्रैक्ट} other {{to}}} को कॉल करें',
  'calls.callWithDataAndValue':
    '{bytes, plural, one {# बाइट} other {# बाइट}} डेटा और {amount} {symbol} के साथ {target, select, new {एक नए कॉन्ट्रैक्ट} other {{to}}} को कॉल करें',
  'calls.allConfirmed':
    '{total, plural, one {कॉल कन्फ़र्म हो गई है।} other {सभी # कॉल कन्फ़र्म हो गई हैं।}}',
  'calls.rejected': 'आपने अपने वॉलेट में {total, number} में से कॉल {n, number} अस्वीकार कर दी।',
  'calls.reverted': 'चेन ने {total, number} में से कॉल {n, number} रिवर्ट कर दी।',
  'calls.failed': '{total, number} में से कॉल {n, number} विफल रही: {reason}।',
  'calls.notSentByWallet': 'वॉलेट ने इसे नहीं भेजा',
  'calls.confirmedBefore':
    '{count, plural, one {कॉल {calls} भेजी गई और कन्फ़र्म हुई।} other {कॉल {calls} भेजी गईं और कन्फ़र्म हुईं।}}',
  'calls.notSentAfter':
    '{count, plural, one {कॉल {calls} नहीं भेजी गई।} other {कॉल {calls} नहीं भेजी गईं।}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {कॉल {confirmed} भेजी गई और कन्फ़र्म हुई} other {कॉल {confirmed} भेजी गईं और कन्फ़र्म हुईं}}; {notSentCount, plural, one {कॉल {notSent} नहीं भेजी गई} other {कॉल {notSent} नहीं भेजी गईं}}।',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'नाम रजिस्टर करें',
  'names.label': 'खाते का नाम',
  'names.placeholder': 'your-name',
  'names.rules':
    'अक्षर, अंक और हाइफ़न, कम से कम {min, number} अक्षर। नाम हर नेटवर्क के लिए अलग होता है: यह नाम सिर्फ़ {network} पर आपके पते की ओर इशारा करेगा।',
  'names.typeName': 'कोई नाम टाइप करें।',
  'names.badCharacter': 'सिर्फ़ अक्षर, अंक और हाइफ़न इस्तेमाल करें: "{character}" की अनुमति नहीं है।',
  'names.tooShort':
    'कम से कम {min, plural, one {# अक्षर} other {# अक्षर}} इस्तेमाल करें: "{name}" में {length, number} हैं।',
  'names.notEns': 'मान्य ENS नाम नहीं है (ENSIP-15): {reason}।',
  'names.checking': '{name} जाँचा जा रहा है…',
  'names.available': '{name} उपलब्ध है।',
  'names.taken': '{name} पहले से लिया जा चुका है।',
  'names.takenTryThese': '{name} पहले से लिया जा चुका है। इनमें से कोई आज़माएँ:',
  'names.checkFailed': '{name} जाँचा नहीं जा सका: {reason}',
  'names.needsServer': 'खाते के नामों के लिए Foyer सर्वर चाहिए।',
  'names.suggestionsLabel': 'उपलब्ध नाम',
  'names.register': 'रजिस्टर करें',
  'names.registeringTitle': 'नाम रजिस्टर हो रहा है',
  'names.registeredTitle': 'नाम रजिस्टर हो गया',
  'names.registering': '{name} रजिस्टर हो रहा है…',
  'names.confirmInWallet': 'अपने वॉलेट में संदेश कन्फ़र्म करें।',
  'names.yours': '{name} अब आपका है।',
  'names.backToAccount': 'खाते पर वापस जाएँ',

  'onramp.title': 'खरीदें',
  'onramp.needsServer':
    'क्रिप्टो खरीदने के लिए Foyer सर्वर चाहिए: इस ऐप में कोई कॉन्फ़िगर नहीं है ({option})।',
  'onramp.loadingProviders': 'प्रोवाइडर लोड हो रहे हैं…',
  'onramp.loadFailed': 'खरीदने के विकल्प लोड नहीं हो सके। {reason}',
  'onramp.retry': 'फिर से कोशिश करें',
  'onramp.notOnNetwork': '{symbol} को {network} पर नहीं खरीदा जा सकता। {networks} पर स्विच करें।',
  'onramp.notOnSolanaNetwork':
    '{symbol} को इस Solana नेटवर्क पर नहीं खरीदा जा सकता। {networks} पर स्विच करें।',
  'onramp.formLabel': 'क्रिप्टो खरीदें',
  'onramp.providerLabel': 'प्रोवाइडर',
  'onramp.loading': 'लोड हो रहा है…',
  'onramp.noProvider': 'कोई प्रोवाइडर उपलब्ध नहीं',
  'onramp.buyLabel': 'खरीदें',
  'onramp.currencyOption': '{network} पर {symbol} ({name})',
  'onramp.currencyOptionSolana': 'इस Solana नेटवर्क पर {symbol} ({name})',
  'onramp.payWithLabel': 'भुगतान मुद्रा',
  'onramp.methodLabel': 'भुगतान का तरीका',
  'onramp.methodOption':
    '{method, select, card {कार्ड} ach_bank_account {बैंक ट्रांसफ़र (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'राशि ({currency})',
  'onramp.presetsLabel': 'आम राशियाँ',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'राशि ज़रूरी है: कितने {currency} का भुगतान करना है।',
  'onramp.amountFormat':
    'राशि अधिकतम 2 दशमलव अंकों वाली {currency} की संख्या होनी चाहिए, जैसे 50 या 49.99। दर्ज किया गया: "{provided}"',
  'onramp.amountBelowMin':
    '{method, select, card {कार्ड} ach_bank_account {बैंक ट्रांसफ़र (ACH)} other {{name}}} के लिए राशि कम से कम {min} {currency} होनी चाहिए। दर्ज किया गया: "{provided}"',
  'onramp.amountAboveMax':
    '{method, select, card {कार्ड} ach_bank_account {बैंक ट्रांसफ़र (ACH)} other {{name}}} के लिए राशि अधिकतम {max} {currency} हो सकती है। दर्ज किया गया: "{provided}"',
  'onramp.amountAboveMaxOther':
    '{method, select, card {कार्ड} ach_bank_account {बैंक ट्रांसफ़र (ACH)} other {{name}}} के लिए राशि अधिकतम {max} {currency} हो सकती है; {otherMethod, select, card {कार्ड} ach_bank_account {बैंक ट्रांसफ़र (ACH)} other {{otherName}}} से {otherMax} {currency} तक का भुगतान हो सकता है। दर्ज किया गया: "{provided}"',
  'onramp.gettingQuote': 'कोटेशन लिया जा रहा है…',
  'onramp.quote': 'आपको {network} पर ≈ {amount} {symbol} मिलेंगे',
  'onramp.quoteSolana': 'आपको इस Solana नेटवर्क पर ≈ {amount} {symbol} मिलेंगे',
  'onramp.quoteFailed': 'कोटेशन नहीं मिल सका। {reason}',
  'onramp.continue': 'जारी रखें',
  'onramp.continueWith': '{provider} के साथ जारी रखें',
  'onramp.popupBlocked':
    'ब्राउज़र ने {provider} की विंडो ब्लॉक कर दी। इस साइट के लिए पॉप-अप की अनुमति दें, फिर से "जारी रखें" दबाएँ।',
  'onramp.notReady':
    '{missing, select, provider {अभी नहीं खरीद सकते: कोई प्रोवाइडर उपलब्ध नहीं है।} account {अभी नहीं खरीद सकते: कोई खाता कनेक्ट नहीं है।} network {अभी नहीं खरीद सकते: {symbol} इस नेटवर्क पर नहीं बिकता।} other {अभी नहीं खरीद सकते: इस राशि के लिए अभी कोई कोटेशन नहीं है।}}',
} satisfies Translation<typeof sendMessages>
