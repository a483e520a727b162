import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in ko (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': '내 지갑 · Foyer',
  'manage.title': '내 지갑',
  'manage.noSession':
    '이 브라우저에 로그인된 지갑이 없습니다. 앱에서 이메일로 로그인한 다음 이 페이지를 다시 여세요.',
  'manage.email': '이메일',
  'manage.noEmail': '없음(패스키 또는 소셜 로그인으로 로그인함)',
  'manage.address': '주소',
  'manage.duration':
    '{unit, select, hour {{count, plural, other {#시간}}} other {{count, plural, other {#분}}}}',
  'manage.privateKey': '개인 키',
  'manage.exportButton': '개인 키 내보내기',
  'manage.notHeld': '이 브라우저에는 지갑이 없습니다. 먼저 이메일로 로그인하세요.',
  'manage.keyShown': '개인 키가 아래에 있습니다. 옮긴 후에는 이 탭을 닫으세요.',
  'manage.confirmExport': '확인하고 내보내기',
  'manage.cancel': '취소',
  'manage.exportCancelled': '내보내기를 취소했습니다. 아무것도 표시되지 않았습니다.',
  'manage.codeSent': '{email}(으)로 6자리 코드를 보냈습니다. 본인 확인을 위해 코드를 입력하세요.',
  'manage.codeLabel': '코드',
  'manage.codeInvalid': '이메일로 받은 6자리 코드를 입력하세요.',
  'manage.checking': '로그인 상태를 확인하는 중…',
  'manage.sessionEnded':
    '이 브라우저의 로그인이 만료되었습니다. 앱에서 다시 로그인한 다음 이 페이지를 다시 여세요.',
  'manage.signInAgain':
    '보안을 위해 내보내려면 최근 {fresh} 이내에 로그인해야 합니다. 앱에서 {via, select, passkey {패스키} social {{provider}} other {계정}}(으)로 다시 로그인한 다음(계정, 연결 해제, 로그인 순) 이 페이지를 다시 여세요.',
  'manage.sendingCode':
    '보안을 위해 내보내려면 최근 {fresh} 이내에 로그인해야 합니다. {email}(으)로 코드를 보내는 중…',
  'manage.newApproval':
    '이 브라우저는 {email}에 대한 새 승인이 필요합니다. 앱에서 다시 로그인한 다음 이 페이지를 다시 여세요.',
  'manage.exportWarning':
    '개인 키를 가진 사람은 누구나 이 지갑과 그 안의 모든 것을 제어할 수 있습니다. 신뢰하는 다른 앱으로 지갑을 옮길 때만 내보내고, 웹사이트에 붙여넣거나 고객 지원팀을 포함해 누구와도 공유하지 마세요.',
  'manage.signOutEverywhere': '모든 곳에서 로그아웃',
  'manage.sessionsLabel': '로그인된 세션',
  'manage.thisBrowser': '이 브라우저',
  'manage.device': '기기 {device}…',
  'manage.signedInAt': '{date}에 로그인',
  'manage.signingOut': '모든 곳에서 로그아웃하는 중…',
  'manage.signedOutEverywhere':
    '모든 기기에서 로그아웃했습니다({count, plural, other {로그인 #개 종료}}). 지갑을 사용하려면 앱에서 다시 로그인하세요. 지갑은 그대로입니다.',
  'manage.alreadySignedOut':
    '이 브라우저의 로그인은 이미 만료되었습니다. 앱에서 다시 로그인한 다음 이 페이지를 열어 모든 곳에서 로그아웃하세요.',
  'manage.devicesTitle': '로그인된 기기',
  'manage.devicesHelp':
    '기기를 잃어버렸거나 더 이상 신뢰할 수 없는 곳에 로그인했나요? 이 기기를 포함한 모든 기기에서 이 지갑을 로그아웃하세요. 지갑과 주소는 그대로 유지됩니다.',

  'passkey.title': '패스키',
  'passkey.intro':
    '지문, 얼굴 또는 기기 PIN으로 이 지갑에 로그인하세요. 패스키는 이 지갑 전용 사이트인 {host}에서만 작동합니다.',
  'passkey.listLabel': '내 패스키',
  'passkey.details':
    '{added}에 추가됨 · {lastUsed, select, never {사용한 적 없음} other {마지막 사용 {lastUsed}}}{recovery, select, yes { · 새 기기에서 지갑을 엶} other {}}',
  'passkey.none': '아직 패스키가 없습니다.',
  'passkey.add': '패스키 추가',
  'passkey.remove': '삭제',
  'passkey.removeLabel': '{name} 삭제',
  'passkey.removed': '{name}을(를) 삭제했습니다. 더 이상 이 지갑을 열 수 없습니다.',
  'passkey.waiting': '패스키를 기다리는 중…',
  'passkey.addedWithRecovery':
    '패스키를 추가했습니다. 이 패스키로 로그인할 수 있고, 새 기기에서는 복구 키 없이 이 지갑을 열 수 있습니다.',
  'passkey.addedWithoutRecovery':
    '패스키를 추가했습니다. 이 패스키로 로그인할 수 있지만, 인증기가 복구 키를 보호할 수 없으므로(WebAuthn PRF 미지원) 복구 키를 보관하세요.',
  'passkey.cancelled':
    '패스키 요청이 닫혔거나 시간이 초과되었습니다. 변경된 것은 없습니다. 준비되면 다시 시도하세요.',
  'passkey.exists':
    '이 기기에는 이미 이 지갑의 패스키가 있습니다. 대신 “내 패스키 사용”을 선택하세요.',
  'passkey.wrongSite':
    '{host}에서는 패스키를 사용할 수 없습니다. 지갑은 IP 주소가 아니라 https 도메인 이름(또는 localhost)에서 제공되어야 합니다.',
  'passkey.left': '“패스키로 계속하기”를 닫았습니다. 변경된 것은 없습니다.',
  'passkey.noPrf':
    '이 기기에서는 패스키로 복구 키를 보호할 수 없으므로(인증기가 WebAuthn PRF 확장을 지원하지 않음) 이 복구 키를 보관하세요. 이 키와 패스키가 있으면 새 기기에서 지갑을 열 수 있습니다.',
  'passkey.vaultFailed':
    '지금은 패스키가 복구 키를 지갑 서버에 저장하지 못했으므로 이 복구 키를 보관하세요. 이 키와 패스키가 있으면 새 기기에서 지갑을 열 수 있습니다.',

  'recovery.login': '{via, select, passkey {패스키} social {{provider} 계정} other {이메일}}',
  'recovery.saveTitle': '복구 키 저장',
  'recovery.wordsLabel': '복구 키, {count, plural, other {단어 #개}}',
  'recovery.copy': '복사',
  'recovery.copied': '복구 키를 복사했습니다.',
  'recovery.copyBlocked': '여기서는 복사가 차단되어 있습니다. 단어를 적어 두세요.',
  'recovery.saved': '저장했어요',
  'recovery.intro':
    '이 {count, plural, other {단어 #개}}와 {login}(으)로 새 기기에서 지갑을 열 수 있습니다. 순서대로 적어 두거나 비밀번호 관리자에 보관하세요. 이 앱을 포함해 누구도 다시 보여 줄 수 없습니다.',
  'recovery.confirmTitle': '복구 키 확인',
  'recovery.confirmIntro': '잘 저장했는지 확인하기 위해 복구 키의 {words}번째 단어를 입력하세요.',
  'recovery.wordLabel': '{position}번째 단어',
  'recovery.back': '뒤로',
  'recovery.confirm': '확인',
  'recovery.missingWords': '복구 키의 {words}번째 {count, plural, other {단어}}도 입력하세요.',
  'recovery.wrongWords':
    '{words}번째 {count, plural, other {단어}}가 복구 키와 일치하지 않습니다. 적어 둔 내용을 확인하거나 뒤로 가서 키를 다시 확인하세요.',

  'restore.title': '지갑 복원',
  'restore.intro':
    '이 기기에는 아직 지갑 {address}이(가) 없습니다. 지갑을 만들 때 저장한 복구 키를 입력하세요. 단어를 순서대로 입력하면 됩니다(각 단어의 앞 네 글자면 충분합니다).',
  'restore.label': '복구 키',
  'restore.submit': '복원',
  'restore.cancel': '취소',
  'restore.lostKey': '복구 키를 잃어버렸어요',
  'restore.failed': '이 복구 키로는 복원할 수 없습니다.',
  'restore.lostTitle': '복구 키를 잃어버렸나요?',
  'restore.lostIntro':
    '지갑 {address}은(는) 로그인과 추가 키 하나로 열립니다. 추가 키는 이전에 로그인한 각 기기에 보관된 키 또는 복구 키입니다. 이 앱을 포함해 다른 누구도 사본을 가지고 있지 않습니다.',
  'restore.lostOtherDevice':
    '이전에 사용한 기기나 브라우저에서 로그인하세요. 그곳에서 지갑이 열립니다. 해당 계정 화면에서 개인 키를 내보내 안전하게 보관할 수 있습니다.',
  'restore.lostFindKey':
    '복구 키를 저장한 곳(비밀번호 관리자, 메모, 인쇄본)을 찾아본 다음 여기서 다시 로그인하세요.',
  'restore.lostNothingLost':
    '“로그인 취소”를 선택해도 이 기기는 그대로입니다. 아무것도 변경되거나 사라지지 않습니다.',
  'restore.back': '뒤로',
  'restore.cancelSignIn': '로그인 취소',
  'restore.cancelled':
    '“지갑 복원”을 닫았습니다. 이 기기에서는 아무것도 변경되지 않았습니다. 복구 키를 찾으면, 또는 이전에 로그인한 기기에서 다시 로그인하세요.',

  'social.notAnApp': '이 페이지는 이 지갑 서버의 앱이 아니므로 여기서 로그인할 수 없습니다',
  'social.notAResult': '이 지갑 서버의 로그인 결과가 아닙니다',
  'social.stateMismatch':
    '이 로그인 응답은 이 지갑이 시작한 로그인과 일치하지 않아(state mismatch) 거부되었습니다. 다시 시도하세요.',
  'social.failed': '로그인하지 못했습니다. 다시 시도하세요.',
  'social.otherWindow':
    '이 로그인은 다른 창에서 시작되었거나 만료되었습니다. 여기서 다시 시작하세요.',
  'social.farcasterFirst': '먼저 Farcaster 로그인을 여세요',
  'social.farcasterTimeout':
    'Farcaster가 제시간에 로그인을 확인하지 않았습니다. 새 코드를 스캔해 다시 시도하세요',

  'login.enterEmailFirst': '먼저 이메일을 입력하세요',
  'login.approvalTimeout': '승인 링크가 제시간에 열리지 않았습니다. 새 코드를 요청하세요',

  'error.notSignedIn': '내장 지갑에 로그인되어 있지 않습니다',
  'error.noAppSession':
    '지갑이 이 요청을 거부했습니다. 지갑이 이 앱에 발급한 세션이 요청에 없습니다. 다시 로그인하세요.',
  'error.otherAppSession':
    '지갑이 이 요청을 거부했습니다. 이 세션은 다른 앱에 발급되었습니다. 여기서 다시 로그인하세요.',
  'error.rejected': '지갑에서 요청이 거부되었습니다',
  'error.chainNotServed': '이 지갑은 체인 {chainId}을(를) 지원하지 않습니다',
  'error.ownMessage':
    '지갑이 이 메시지 서명을 거부했습니다. 이 메시지는 지갑 자체의 키 조각을 교체하며, 이는 지갑만 할 수 있습니다.',
  'error.networkName': '{name}(체인 {chainId})',
  'error.unknownNetwork': '체인 {chainId}',
  'error.unknownChain': '체인 {chainId}',
  'error.refusedHere': '이 지갑은 {frameOrigin}에서만 실행되며 {origin}에서는 실행되지 않습니다.',
  'error.refusedNoServer': '이 지갑은 자체 서버에서만 실행되며 {origin}에서는 실행되지 않습니다.',
  'error.noAppOrigins':
    '이 지갑 서버에는 이 지갑을 임베드할 수 있는 앱이 등록되어 있지 않습니다(appOrigins).',
  'error.sessionExpired': '로그인이 만료되었습니다. 지갑을 사용하려면 다시 로그인하세요.',
  'error.shareStored':
    '이 지갑의 인증 조각이 이미 저장되어 있습니다. 교체하려면 지갑 자체의 서명이 필요합니다.',
  'error.otherWalletStored':
    '이 계정에는 이미 다른 지갑이 저장되어 있습니다. 새로 만들지 말고 그 지갑의 복구 조각으로 복구하세요.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {요청이 너무 많습니다. 잠시 후 다시 시도하세요.} other {요청이 너무 많습니다. #초 후에 다시 시도하세요.}}',
  'error.serverDown':
    'Foyer 서버가 지금 {action, select, store {지갑을 저장} other {지갑을 불러오지}} 못했습니다(HTTP {status}). 잠시 후 다시 시도하세요.',
  'error.serverRefused':
    'Foyer 서버가 {action, select, store {지갑 저장} other {지갑 불러오기}}을(를) 거부했습니다.',
  'error.unreachable':
    '{action, select, store {지갑을 저장하기} other {지갑을 불러오기}} 위해 Foyer 서버에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.',
  'error.storeUnconfirmed': 'Foyer 서버가 지갑 {address}의 저장을 확인하지 않았습니다.',
  'error.unreadableShare': 'Foyer 서버가 이 프레임에서 읽을 수 없는 인증 조각을 보냈습니다.',
  'error.deviceShareDamaged':
    '이 기기에서 지갑 {address}의 잠금을 해제할 수 없습니다. 저장된 조각이 손상되었습니다. 로그인한 다음 복구 조각으로 복원하세요.',
  'error.invalidShare':
    '올바른 조각이 아닙니다. 조각의 텍스트 전체를 복사하세요(문자, 숫자, + / = 만 허용).',
  'error.shareLength':
    '이 조각은 불완전하거나 너무 깁니다. 조각은 {bytes}바이트(44자)인데 이 조각은 {length}바이트입니다.',
  'error.sharesMismatch':
    '이 두 조각으로는 지갑 {address}을(를) 복원할 수 없습니다. 하나가 다른 지갑의 것이거나 손상되었습니다. 이 지갑용으로 저장한 복구 조각을 사용하세요.',
  'error.wordCount':
    '복구 키는 {expected}개 단어로 되어 있는데 입력한 키는 {count}개입니다. 모든 단어를 순서대로 입력하세요.',
  'error.unknownWord': '{position}번째 단어는 복구 키 단어가 아닙니다. 철자를 확인하세요.',
  'error.checksum':
    '이 {count}개 단어는 복구 키가 아닙니다. 하나를 잘못 입력했거나 두 단어의 순서가 바뀌었습니다. 저장한 키와 비교해 보세요.',
} satisfies Translation<typeof walletMessages>
