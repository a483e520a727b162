import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in ja (see ../en/core.ts). */
export default {
  'view.back': '戻る',
  'view.close': '閉じる',
  'view.errorTitle': '問題が発生しました',
  'view.retry': '再試行',
  'view.unavailable': 'この画面はまだ利用できません。',
  'view.copyLink': 'リンクをコピー',
  'view.linkCopied': 'リンクをコピーしました',
  'view.copyLinkFailed': 'リンクをコピーできませんでした',
  'notice.emailUpdated': 'メールアドレスを {email} に変更しました',
  'notice.actionNotAllowed': 'この操作は許可されていません',
  'notice.onrampFinish':
    '{provider} のウィンドウで購入を完了してください。{symbol} が届くと、ここの残高が更新されます。',
  'notice.onrampFinishSolana':
    '{provider} のウィンドウで購入を完了してください。その後 {symbol} が Solana アカウントに表示されます。',
  'notice.onrampArrived': '{amount} {symbol} が届きました',
  'notice.confirmTransfer': 'ウォレットで送金を承認してください…',
  'notice.transactionStarted': 'トランザクションを開始しました',
  'notice.confirmedInBlock': 'トランザクションがブロック {block} で承認されました',
  'notice.confirmedInSlot': 'トランザクションがスロット {slot} で承認されました',
  'notice.transactionFailed': 'トランザクションが失敗しました：{reason}',
  'notice.solanaNotConfirmed':
    'トランザクションを送信しましたが、まだ承認されていません：Solana Explorer で確認してください。',
  'error.userRejected': 'ウォレットでリクエストを拒否しました。',
  'error.networkFailed':
    'ネットワークが応答しません。チェーンの RPC が動作しているか確認してから、もう一度お試しください。',
  'error.withCause': '{message}：{cause}',
  'error.somethingWentWrong': '問題が発生しました',
  'error.solanaSendFailed': 'トランザクションを送信できませんでした。もう一度お試しください。',
  'error.invalidSendInput': '有効な金額と受取人アドレスを入力してください',
  'error.unsupportedChain': '対応していないチェーンです',
  'error.noTransactionHash': 'ウォレットからトランザクションハッシュが返されませんでした。',
  'error.transferRefused': 'トークンが送金を拒否しました（transfer が false を返しました）。',
  'error.transferNotReported': 'トークンから送金が報告されませんでした。',
  'error.requestRejected': 'リクエストが拒否されました。',
  'error.requestAborted': 'リクエストが中断されました',
  'error.chainNotConfigured': 'チェーンが設定されていません。',
  'error.switchNotSupported': 'このウォレットはアプリからのネットワーク切り替えに対応していません',
  'error.notConnected': 'ウォレットが接続されていません。',
  'error.connectCancelled': '接続がキャンセルされました。',
  'error.noSignature': 'ウォレットから署名が返されませんでした。',
  'error.frameLoad': 'メールログインを読み込めませんでした',
  'error.networkNotFound': 'ネットワークが見つかりません',
  'error.emailCooldown': '{seconds, plural, other {# 秒}}後にもう一度お試しください',
} satisfies Translation<typeof coreMessages>
