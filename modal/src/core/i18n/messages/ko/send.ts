import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in ko (see ../en/send.ts). */
export default {
  'send.title': '보내기',
  'send.tokenLabel': '토큰',
  'send.tokenOption': '{symbol} — {balance} 사용 가능',
  'send.amountLabel': '금액',
  'send.receiverLabel': '받는 주소',
  'send.receiverOrNameLabel': '받는 주소 또는 이름',
  'send.previewButton': '미리보기',
  'send.lookingUpReceiver': '받는 사람 찾는 중…',
  'send.estimatingFee': '수수료 추정 중…',
  'send.chooseToken': '보낼 토큰을 선택하세요.',
  'send.amountNotNumber': '금액은 0보다 큰 숫자여야 합니다. 입력값: {provided}',
  'send.amountTooManyDecimals':
    '{symbol} 금액은 소수점 이하 최대 {decimals, plural, other {#자리}}까지 가능합니다. 입력값: {provided}',
  'send.amountOverBalance':
    '금액은 잔액 {balance} {symbol}을(를) 초과할 수 없습니다. 입력값: {provided}',
  'send.receiverNotAddress': '받는 사람은 16진수 40자로 된 0x 주소여야 합니다. 입력값: {provided}',
  'send.receiverChecksum':
    '받는 주소의 체크섬이 올바르지 않습니다(EIP-55). 한 글자의 대소문자가 틀려 주소를 잘못 입력했을 수 있습니다. 다시 붙여넣으세요. 입력값: {provided}',
  'send.receiverNoAddress': '받는 사람 "{name}"은(는) 이 네트워크에 주소가 없습니다.',
  'send.receiverNotRegistered':
    '"{name}"은(는) 등록된 이름이 아닙니다. 0x 주소 또는 {example} 같은 이름을 입력하세요.',
  'send.receiverLookupFailed': '"{name}"을(를) 조회할 수 없습니다: {reason}',
  'send.nameLookupError': '이름 확인 중 오류가 발생했습니다',
  'send.previewSend': '보내는 금액',
  'send.previewTo': '받는 사람',
  'send.previewNetwork': '네트워크',
  'send.previewFee': '네트워크 수수료',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': '확인 불가: {reason}. 지갑에서 추정합니다.',
  'send.noEstimate': '체인에서 추정값을 제공하지 않았습니다',
  'send.warningsLabel': '보내기 전에 확인하세요',
  'send.warnZeroAddress': '제로 주소입니다. 이곳으로 보낸 자산은 사라집니다.',
  'send.warnTokenContract':
    '{symbol} 컨트랙트 자체의 주소입니다. 이곳으로 보낸 토큰은 대개 사라집니다.',
  'send.warnOwnAddress': '본인의 주소입니다.',
  'send.editButton': '수정',
  'send.sendButton': '보내기',
  'send.insufficientFunds':
    '금액과 네트워크 수수료를 내기에 {symbol}이(가) 부족합니다. 필요 금액은 {needed} {symbol}, 계정 잔액은 {available} {symbol}입니다.',
  'send.transferLabel': '전송',
  'send.transferAmount': '금액',
  'send.transferTo': '받는 사람',
  'send.transferNetwork': '네트워크',
  'send.transferHash': '트랜잭션',
  'send.opensExplorer': '(새 탭에서 탐색기 열기)',
  'send.unknownNetwork': '알 수 없는 네트워크',
  'send.chainNumber': '체인 {id}',

  'calls.emptyTitle': '호출',
  'calls.none': '이 페이지에서 보낸 호출이 없습니다.',
  'calls.title': '호출 {total, plural, other {#건}}',
  'calls.intro':
    '지갑이 {network}에서 하나씩 보냅니다. 각 호출마다 승인이 필요하며, 이전 호출이 끝나기를 기다립니다.',
  'calls.progress': '{total, number}건 중 {confirmed, number}건 확인됨',
  'calls.progressAsking':
    '{total, number}건 중 {confirmed, number}건 확인됨 · 지갑에서 {total, number}건 중 {n, number}번째 호출을 승인하세요',
  'calls.listLabel': '호출',
  'calls.stepWaiting': '대기 중',
  'calls.stepAsking': '지갑에서 승인하세요',
  'calls.stepSent': '전송됨, 블록 대기 중',
  'calls.stepConfirmed': '확인됨',
  'calls.stepReverted': '되돌려짐',
  'calls.stepRejected': '거부됨',
  'calls.stepFailed': '실패',
  'calls.stepSkipped': '전송 안 됨',
  'calls.send': '{target, select, new {새 컨트랙트} other {{to}}}(으)로 {amount} {symbol} 보내기',
  'calls.call': '{target, select, new {새 컨트랙트} other {{to}}} 호출',
  'calls.callWithData':
    '{bytes, plural, other {#바이트}} 데이터로 {target, select, new {새 컨트랙트} other {{to}}} 호출',
  'calls.callWithDataAndValue':
    '{bytes, plural, other {#바이트}} 데이터와 {amount} {symbol}(으)로 {target, select, new {새 컨트랙트} other {{to}}} 호출',
  'calls.allConfirmed':
    '{total, plural, one {호출이 확인되었습니다.} other {호출 #건이 모두 확인되었습니다.}}',
  'calls.rejected': '지갑에서 {total, number}건 중 {n, number}번째 호출을 거부했습니다.',
  'calls.reverted': '체인이 {total, number}건 중 {n, number}번째 호출을 되돌렸습니다.',
  'calls.failed': '{total, number}건 중 {n, number}번째 호출이 실패했습니다: {reason}.',
  'calls.notSentByWallet': '지갑이 보내지 않았습니다',
  'calls.confirmedBefore': '{count, plural, other {호출 {calls}은(는) 전송 및 확인되었습니다.}}',
  'calls.notSentAfter': '{count, plural, other {호출 {calls}은(는) 전송되지 않았습니다.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, other {호출 {confirmed}은(는) 전송 및 확인되었고}}, {notSentCount, plural, other {호출 {notSent}은(는) 전송되지 않았습니다}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': '이름 등록',
  'names.label': '계정 이름',
  'names.placeholder': 'your-name',
  'names.rules':
    '영문자, 숫자, 하이픈으로 {min, number}자 이상. 이름은 네트워크별로 등록됩니다. 이 이름은 {network}의 내 주소만 가리킵니다.',
  'names.typeName': '이름을 입력하세요.',
  'names.badCharacter':
    '영문자, 숫자, 하이픈만 사용할 수 있습니다. "{character}"은(는) 사용할 수 없습니다.',
  'names.tooShort':
    '{min, plural, other {#자}} 이상 입력하세요. "{name}"은(는) {length, number}자입니다.',
  'names.notEns': '유효한 ENS 이름이 아닙니다(ENSIP-15): {reason}.',
  'names.checking': '{name} 확인 중…',
  'names.available': '{name}을(를) 사용할 수 있습니다.',
  'names.taken': '{name}은(는) 이미 사용 중입니다.',
  'names.takenTryThese': '{name}은(는) 이미 사용 중입니다. 다음 중 하나를 사용해 보세요:',
  'names.checkFailed': '{name}을(를) 확인할 수 없습니다: {reason}',
  'names.needsServer': '계정 이름을 사용하려면 Foyer 서버가 필요합니다.',
  'names.suggestionsLabel': '사용 가능한 이름',
  'names.register': '등록',
  'names.registeringTitle': '이름 등록 중',
  'names.registeredTitle': '이름 등록 완료',
  'names.registering': '{name} 등록 중…',
  'names.confirmInWallet': '지갑에서 메시지를 승인하세요.',
  'names.yours': '이제 {name}은(는) 내 이름입니다.',
  'names.backToAccount': '계정으로 돌아가기',

  'onramp.title': '구매',
  'onramp.needsServer':
    '암호화폐를 구매하려면 Foyer 서버가 필요합니다. 이 앱에는 설정된 서버가 없습니다({option}).',
  'onramp.loadingProviders': '제공업체 불러오는 중…',
  'onramp.loadFailed': '구매 옵션을 불러올 수 없습니다. {reason}',
  'onramp.retry': '다시 시도',
  'onramp.notOnNetwork':
    '{network}에서는 {symbol}을(를) 구매할 수 없습니다. {networks}(으)로 전환하세요.',
  'onramp.notOnSolanaNetwork':
    '이 Solana 네트워크에서는 {symbol}을(를) 구매할 수 없습니다. {networks}(으)로 전환하세요.',
  'onramp.formLabel': '암호화폐 구매',
  'onramp.providerLabel': '제공업체',
  'onramp.loading': '불러오는 중…',
  'onramp.noProvider': '사용 가능한 제공업체 없음',
  'onramp.buyLabel': '구매',
  'onramp.currencyOption': '{network}의 {symbol}({name})',
  'onramp.currencyOptionSolana': '이 Solana 네트워크의 {symbol}({name})',
  'onramp.payWithLabel': '결제 통화',
  'onramp.methodLabel': '결제 수단',
  'onramp.methodOption':
    '{method, select, card {카드} ach_bank_account {계좌 이체(ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': '금액({currency})',
  'onramp.presetsLabel': '자주 쓰는 금액',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': '금액을 입력하세요: 결제할 {currency} 금액.',
  'onramp.amountFormat':
    '금액은 소수점 이하 최대 2자리의 {currency} 숫자여야 합니다(예: 50 또는 49.99). 입력값: "{provided}"',
  'onramp.amountBelowMin':
    '{method, select, card {카드} ach_bank_account {계좌 이체(ACH)} other {{name}}} 결제 금액은 최소 {min} {currency}입니다. 입력값: "{provided}"',
  'onramp.amountAboveMax':
    '{method, select, card {카드} ach_bank_account {계좌 이체(ACH)} other {{name}}} 결제 금액은 최대 {max} {currency}입니다. 입력값: "{provided}"',
  'onramp.amountAboveMaxOther':
    '{method, select, card {카드} ach_bank_account {계좌 이체(ACH)} other {{name}}} 결제 금액은 최대 {max} {currency}입니다. {otherMethod, select, card {카드} ach_bank_account {계좌 이체(ACH)} other {{otherName}}}(으)로는 최대 {otherMax} {currency}까지 가능합니다. 입력값: "{provided}"',
  'onramp.gettingQuote': '견적 받는 중…',
  'onramp.quote': '{network}에서 ≈ {amount} {symbol} 받음',
  'onramp.quoteSolana': '이 Solana 네트워크에서 ≈ {amount} {symbol} 받음',
  'onramp.quoteFailed': '견적을 받을 수 없습니다. {reason}',
  'onramp.continue': '계속',
  'onramp.continueWith': '{provider}(으)로 계속',
  'onramp.popupBlocked':
    '브라우저가 {provider} 창을 차단했습니다. 이 사이트의 팝업을 허용한 다음 계속을 다시 누르세요.',
  'onramp.notReady':
    '{missing, select, provider {아직 구매할 수 없습니다: 사용 가능한 제공업체가 없습니다.} account {아직 구매할 수 없습니다: 연결된 계정이 없습니다.} network {아직 구매할 수 없습니다: 이 네트워크에서는 {symbol}을(를) 판매하지 않습니다.} other {아직 구매할 수 없습니다: 이 금액에 대한 견적이 아직 없습니다.}}',
} satisfies Translation<typeof sendMessages>
