import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in ja (see ../en/send.ts). */
export default {
  'send.title': '送金',
  'send.tokenLabel': 'トークン',
  'send.tokenOption': '{symbol} — 利用可能 {balance}',
  'send.amountLabel': '金額',
  'send.receiverLabel': '受取人のアドレス',
  'send.receiverOrNameLabel': '受取人のアドレスまたは名前',
  'send.previewButton': 'プレビュー',
  'send.lookingUpReceiver': '受取人を検索中…',
  'send.estimatingFee': '手数料を見積もり中…',
  'send.chooseToken': '送金するトークンを選択してください。',
  'send.amountNotNumber': '金額は 0 より大きい数値にしてください。入力値: {provided}',
  'send.amountTooManyDecimals':
    '{symbol} の金額は小数点以下 {decimals, plural, other {# 桁}}までです。入力値: {provided}',
  'send.amountOverBalance': '金額は残高 {balance} {symbol} を超えられません。入力値: {provided}',
  'send.receiverNotAddress':
    '受取人は 16 進数 40 文字の 0x アドレスにしてください。入力値: {provided}',
  'send.receiverChecksum':
    '受取人のチェックサムが正しくありません (EIP-55): 大文字・小文字が 1 文字違うため、アドレスの入力ミスの可能性があります。もう一度貼り付けてください。入力値: {provided}',
  'send.receiverNoAddress': '受取人「{name}」にはこのネットワークのアドレスがありません。',
  'send.receiverNotRegistered':
    '「{name}」は登録済みの名前ではありません。0x アドレスか、{example} のような名前を入力してください。',
  'send.receiverLookupFailed': '「{name}」を検索できませんでした: {reason}',
  'send.nameLookupError': '名前の解決でエラーが発生しました',
  'send.previewSend': '送金額',
  'send.previewTo': '宛先',
  'send.previewNetwork': 'ネットワーク',
  'send.previewFee': 'ネットワーク手数料',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': '取得できません: {reason}。ウォレットが見積もります。',
  'send.noEstimate': 'チェーンから見積もりが返されませんでした',
  'send.warningsLabel': '送金前に確認してください',
  'send.warnZeroAddress': 'これはゼロアドレスです。ここに送ったものは失われます。',
  'send.warnTokenContract':
    'これは {symbol} のコントラクト自体です。ここに送ったトークンは通常失われます。',
  'send.warnOwnAddress': 'これはあなた自身のアドレスです。',
  'send.editButton': '編集',
  'send.sendButton': '送金',
  'send.insufficientFunds':
    '金額とネットワーク手数料に対して {symbol} が足りません。必要額は {needed} {symbol}、アカウントの残高は {available} {symbol} です。',
  'send.transferLabel': '送金',
  'send.transferAmount': '金額',
  'send.transferTo': '宛先',
  'send.transferNetwork': 'ネットワーク',
  'send.transferHash': 'トランザクション',
  'send.opensExplorer': '(エクスプローラーを新しいタブで開きます)',
  'send.unknownNetwork': '不明なネットワーク',
  'send.chainNumber': 'チェーン {id}',

  'calls.emptyTitle': 'コール',
  'calls.none': 'このページから送信されたコールはありません。',
  'calls.title': '{total, plural, other {# 件のコール}}',
  'calls.intro':
    'ウォレットは {network} でこれらを 1 件ずつ送信します。各コールで承認が必要で、前のコールの完了を待ちます。',
  'calls.progress': '{total, number} 件中 {confirmed, number} 件確認済み',
  'calls.progressAsking':
    '{total, number} 件中 {confirmed, number} 件確認済み · ウォレットで {total, number} 件中 {n, number} 件目のコールを承認してください',
  'calls.listLabel': 'コール',
  'calls.stepWaiting': '待機中',
  'calls.stepAsking': 'ウォレットで承認',
  'calls.stepSent': '送信済み、ブロック待ち',
  'calls.stepConfirmed': '確認済み',
  'calls.stepReverted': 'リバート',
  'calls.stepRejected': '拒否',
  'calls.stepFailed': '失敗',
  'calls.stepSkipped': '未送信',
  'calls.send':
    '{target, select, new {新しいコントラクト} other {{to}}} に {amount} {symbol} を送金',
  'calls.call': '{target, select, new {新しいコントラクト} other {{to}}} を呼び出し',
  'calls.callWithData':
    '{bytes, plural, other {# バイト}}のデータで {target, select, new {新しいコントラクト} other {{to}}} を呼び出し',
  'calls.callWithDataAndValue':
    '{bytes, plural, other {# バイト}}のデータと {amount} {symbol} で {target, select, new {新しいコントラクト} other {{to}}} を呼び出し',
  'calls.allConfirmed':
    '{total, plural, one {コールが確認されました。} other {# 件すべてのコールが確認されました。}}',
  'calls.rejected': 'ウォレットで {total, number} 件中 {n, number} 件目のコールを拒否しました。',
  'calls.reverted': 'チェーンが {total, number} 件中 {n, number} 件目のコールをリバートしました。',
  'calls.failed': '{total, number} 件中 {n, number} 件目のコールが失敗しました: {reason}。',
  'calls.notSentByWallet': 'ウォレットが送信しませんでした',
  'calls.confirmedBefore': '{count, plural, other {コール {calls} は送信・確認済みです。}}',
  'calls.notSentAfter': '{count, plural, other {コール {calls} は送信されていません。}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, other {コール {confirmed} は送信・確認済み}}、{notSentCount, plural, other {コール {notSent} は未送信です}}。',
  'calls.outcome': '{stop}{rest}',

  'names.title': '名前を登録',
  'names.label': 'アカウント名',
  'names.placeholder': 'your-name',
  'names.rules':
    '英字、数字、ハイフンで {min, number} 文字以上。名前はネットワークごとです。この名前は {network} 上のあなたのアドレスだけを指します。',
  'names.typeName': '名前を入力してください。',
  'names.badCharacter': '英字、数字、ハイフンのみ使用できます。「{character}」は使用できません。',
  'names.tooShort':
    '{min, plural, other {# 文字}}以上にしてください。「{name}」は {length, number} 文字です。',
  'names.notEns': '有効な ENS 名ではありません (ENSIP-15): {reason}。',
  'names.checking': '{name} を確認中…',
  'names.available': '{name} は利用できます。',
  'names.taken': '{name} は使用されています。',
  'names.takenTryThese': '{name} は使用されています。次のいずれかをお試しください:',
  'names.checkFailed': '{name} を確認できませんでした: {reason}',
  'names.needsServer': 'アカウント名には Foyer サーバーが必要です。',
  'names.suggestionsLabel': '空いている名前',
  'names.register': '登録',
  'names.registeringTitle': '名前を登録中',
  'names.registeredTitle': '名前を登録しました',
  'names.registering': '{name} を登録中…',
  'names.confirmInWallet': 'ウォレットでメッセージを承認してください。',
  'names.yours': '{name} があなたの名前になりました。',
  'names.backToAccount': 'アカウントに戻る',

  'onramp.title': '購入',
  'onramp.needsServer':
    '暗号資産の購入には Foyer サーバーが必要です。このアプリには設定されていません ({option})。',
  'onramp.loadingProviders': 'プロバイダーを読み込み中…',
  'onramp.loadFailed': '購入オプションを読み込めませんでした。{reason}',
  'onramp.retry': '再試行',
  'onramp.notOnNetwork':
    '{symbol} は {network} では購入できません。{networks} に切り替えてください。',
  'onramp.notOnSolanaNetwork':
    '{symbol} はこの Solana ネットワークでは購入できません。{networks} に切り替えてください。',
  'onramp.formLabel': '暗号資産を購入',
  'onramp.providerLabel': 'プロバイダー',
  'onramp.loading': '読み込み中…',
  'onramp.noProvider': '利用できるプロバイダーがありません',
  'onramp.buyLabel': '購入',
  'onramp.currencyOption': '{symbol} ({name}) · {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) · この Solana ネットワーク',
  'onramp.payWithLabel': '支払い通貨',
  'onramp.methodLabel': '支払い方法',
  'onramp.methodOption':
    '{method, select, card {カード} ach_bank_account {銀行振込 (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': '金額 ({currency})',
  'onramp.presetsLabel': 'よく使う金額',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': '金額を入力してください: 支払う {currency} の額。',
  'onramp.amountFormat':
    '金額は小数点以下 2 桁までの {currency} の数値にしてください (例: 50、49.99)。入力値: "{provided}"',
  'onramp.amountBelowMin':
    '{method, select, card {カード} ach_bank_account {銀行振込 (ACH)} other {{name}}}の場合、金額は {min} {currency} 以上にしてください。入力値: "{provided}"',
  'onramp.amountAboveMax':
    '{method, select, card {カード} ach_bank_account {銀行振込 (ACH)} other {{name}}}の場合、金額は {max} {currency} 以下にしてください。入力値: "{provided}"',
  'onramp.amountAboveMaxOther':
    '{method, select, card {カード} ach_bank_account {銀行振込 (ACH)} other {{name}}}の場合、金額は {max} {currency} 以下にしてください。{otherMethod, select, card {カード} ach_bank_account {銀行振込 (ACH)} other {{otherName}}}なら {otherMax} {currency} まで可能です。入力値: "{provided}"',
  'onramp.gettingQuote': '見積もりを取得中…',
  'onramp.quote': '受取額 ≈ {amount} {symbol} ({network})',
  'onramp.quoteSolana': '受取額 ≈ {amount} {symbol} (この Solana ネットワーク)',
  'onramp.quoteFailed': '見積もりを取得できませんでした。{reason}',
  'onramp.continue': '続行',
  'onramp.continueWith': '{provider} で続行',
  'onramp.popupBlocked':
    'ブラウザが {provider} のウィンドウをブロックしました。このサイトのポップアップを許可してから、もう一度「続行」を押してください。',
  'onramp.notReady':
    '{missing, select, provider {まだ購入できません: 利用できるプロバイダーがありません。} account {まだ購入できません: アカウントが接続されていません。} network {まだ購入できません: {symbol} はこのネットワークで販売されていません。} other {まだ購入できません: この金額の見積もりがまだありません。}}',
} satisfies Translation<typeof sendMessages>
