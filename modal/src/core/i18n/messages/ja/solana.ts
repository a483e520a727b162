import type { solanaMessages } from '../en/solana.ts'
import type { Translation } from '../en.ts'

/** The solana views' messages in ja (see ../en/solana.ts). */
export default {
  'solana.walletsLabel': 'Solana ウォレット',
  'solana.installed': 'インストール済み',
  'solana.connected': '接続済み',
  'solana.duplicateWarning': 'このページの別のウォレットが同じ名前を使用しています',
  'solana.waiting': '{wallet} を待っています… ウォレットでリクエストを承認してください。',
  'solana.emailWallet': 'メールウォレット',
  'solana.accountTitle': 'アカウント',
  'solana.reconnecting': 'Solana ウォレットに再接続しています…',
  'solana.notConnected': 'Solana アカウントが接続されていません。',
  'solana.viewTransaction': 'Solana Explorer でトランザクションを表示',
  'solana.viewOnExplorer': 'Solana Explorer で表示',
  'solana.opensInNewTab': '(新しいタブで開きます)',
  'solana.walletOnNetwork': '{network} の {wallet}',
  'solana.loadingBalance': '残高を読み込んでいます…',
  'solana.balanceError': '残高を読み込めませんでした。',
  'solana.retry': '再試行',
  'solana.network': 'ネットワーク',
  'solana.switchNetwork': 'ネットワーク: {network}。ネットワークを切り替える',
  'solana.send': '送金',
  'solana.buy': '購入',
  'solana.signOutNote':
    'サインアウトすると、メールウォレットの両方のアカウント (このアカウントと EVM アカウント) が閉じられます。',
  'solana.signOut': 'サインアウト',
  'solana.disconnect': '切断',
  'solana.accountRowLabel': 'Solana アカウント',
  'solana.useSolanaAccount': 'Solana アカウントを使用',
  'solana.evmAccountLabel': 'EVM アカウント',
  'solana.useEvmAccount': 'EVM アカウントを使用',
  'solana.networksLabel': 'Solana ネットワーク',
  'solana.networkUnsupported': '{wallet} はこのネットワークに対応していません',
  'solana.sendTitle': '送金',
  'solana.token': 'トークン',
  'solana.amount': '金額',
  'solana.receiver': '受取人のアドレス',
  'solana.review': '確認',
  'solana.reviewSummary': '{amount} を {address} に送金します。',
  'solana.fee': 'ネットワーク手数料 {fee}',
  'solana.feeWithRent':
    'ネットワーク手数料 {fee}、および受取人の USDC アカウントを開設するための {rent}',
  'solana.offCurve':
    'このアドレスはウォレットではなくプログラムのものです。送金した資産が動かせなくなるおそれがあります。',
  'solana.errorWalletGone': '{wallet} はこのページにもうありません。',
  'solana.errorNoAccount': '{wallet} からアカウントが提供されませんでした。',
  'solana.errorNoWallet': 'Solana ウォレットが接続されていません。',
  'solana.errorAccountGone': '{wallet} は {address} を提供しなくなりました。',
  'solana.errorCannotSign': '{wallet} は Solana トランザクションに署名できません。',
  'solana.errorEmailWalletNetwork':
    'このアプリでは、メールウォレットは {network} で送金できません。',
  'solana.errorFrameNoTransaction':
    'ウォレットフレームから署名済みトランザクションが返されませんでした。',
  'solana.errorFrameNoSignature': 'ウォレットフレームから署名が返されませんでした。',
  'solana.errorNodeNoAnswer': '{network} のノードが応答しませんでした ({url})。',
  'solana.errorNodeRefused': 'ノードがリクエストを拒否しました。',
  'solana.errorSimulation': 'ネットワークがシミュレーションで送金を拒否しました: {reason}',
  'solana.errorAmountNotNumber': '金額は数値で入力してください。入力値: 「{amount}」',
  'solana.errorAmountDecimals':
    '金額の小数点以下は最大 {decimals, plural, other {# 桁}} です。入力値: 「{amount}」',
  'solana.errorAmountZero': '金額は 0 より大きくしてください。入力値: 「{amount}」',
  'solana.errorReceiver':
    '受取人は Solana アドレス (base58、32 バイト) である必要があります。入力値: 「{address}」',
  'solana.errorNoUsdc': '{network} には送金できる USDC がありません。',
} satisfies Translation<typeof solanaMessages>
