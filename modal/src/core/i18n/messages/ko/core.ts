import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in ko (see ../en/core.ts). */
export default {
  'view.back': '뒤로',
  'view.close': '닫기',
  'view.errorTitle': '문제가 발생했습니다',
  'view.retry': '다시 시도',
  'view.unavailable': '이 화면은 아직 사용할 수 없습니다.',
  'view.copyLink': '링크 복사',
  'view.linkCopied': '링크를 복사했습니다',
  'view.copyLinkFailed': '링크를 복사할 수 없습니다',
  'notice.emailUpdated': '이메일이 {email}(으)로 변경되었습니다',
  'notice.actionNotAllowed': '허용되지 않는 작업입니다',
  'notice.onrampFinish':
    '{provider} 창에서 구매를 완료하세요. {symbol}이(가) 도착하면 여기의 잔액이 업데이트됩니다.',
  'notice.onrampFinishSolana':
    '{provider} 창에서 구매를 완료하세요. 이후 {symbol}이(가) Solana 계정에 표시됩니다.',
  'notice.onrampArrived': '{amount} {symbol} 도착',
  'notice.confirmTransfer': '지갑에서 전송을 확인하세요…',
  'notice.transactionStarted': '트랜잭션이 시작되었습니다',
  'notice.confirmedInBlock': '블록 {block}에서 트랜잭션이 확인되었습니다',
  'notice.confirmedInSlot': '슬롯 {slot}에서 트랜잭션이 확인되었습니다',
  'notice.transactionFailed': '트랜잭션 실패: {reason}',
  'notice.solanaNotConfirmed':
    '트랜잭션을 보냈지만 아직 확인되지 않았습니다: Solana Explorer에서 확인하세요.',
  'error.userRejected': '지갑에서 요청을 거부했습니다.',
  'error.networkFailed':
    '네트워크가 응답하지 않습니다. 체인의 RPC가 실행 중인지 확인한 후 다시 시도하세요.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': '문제가 발생했습니다',
  'error.solanaSendFailed': '트랜잭션을 보내지 못했습니다. 다시 시도하세요.',
  'error.invalidSendInput': '올바른 금액과 받는 주소를 입력하세요',
  'error.unsupportedChain': '지원되지 않는 체인',
  'error.noTransactionHash': '지갑이 트랜잭션 해시를 반환하지 않았습니다.',
  'error.transferRefused': '토큰이 전송을 거부했습니다(transfer가 false를 반환함).',
  'error.transferNotReported': '토큰이 전송을 보고하지 않았습니다.',
  'error.requestRejected': '요청이 거부되었습니다.',
  'error.requestAborted': '요청이 중단되었습니다',
  'error.chainNotConfigured': '체인이 구성되지 않았습니다.',
  'error.switchNotSupported': '이 지갑은 앱에서 네트워크 전환을 지원하지 않습니다',
  'error.notConnected': '연결된 지갑이 없습니다.',
  'error.connectCancelled': '연결이 취소되었습니다.',
  'error.noSignature': '지갑이 서명을 반환하지 않았습니다.',
  'error.frameLoad': '이메일 로그인을 불러올 수 없습니다',
  'error.networkNotFound': '네트워크를 찾을 수 없습니다',
  'error.emailCooldown': '{seconds, plural, other {#초}} 후에 다시 시도하세요',
} satisfies Translation<typeof coreMessages>
