import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in ja (see ../en/connect.ts). */
export default {
  'connect.title': 'ウォレットを接続',
  'connect.or': 'または',
  'connect.looking': 'ウォレットを探しています…',
  'connect.retry': '再試行',
  'connect.noWallet': 'このブラウザにウォレットが見つかりません。',
  'connect.noWalletInstall':
    'ブラウザのウォレット拡張機能をインストールしてから、このページを再読み込みしてください。',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {上のメールアドレスまたはソーシャルアカウントで続けるか、ブラウザのウォレット拡張機能をインストールしてこのページを再読み込みしてください。} email {上のメールアドレスで続けるか、ブラウザのウォレット拡張機能をインストールしてこのページを再読み込みしてください。} other {上のソーシャルアカウントで続けるか、ブラウザのウォレット拡張機能をインストールしてこのページを再読み込みしてください。}}',
  'connect.getWallet': 'ウォレットを入手:',
  'connect.opensDownloadPage': '(ダウンロードページを新しいタブで開きます)',
  'connect.walletsLabel': 'ウォレット',
  'connect.duplicateWallet': 'このページの別のウォレットが同じ ID を使用しています · ID {id}',
  'connect.badgeConnected': '接続済み',
  'connect.badgeRecent': '最近使用',
  'connect.badgeThisSafe': 'この Safe',
  'connect.badgeInstalled': 'インストール済み',
  'connect.walletConnectHint': 'スマートフォンのウォレットでスキャン',
  'connect.waiting': '{wallet} を待っています… ウォレットでリクエストを承認してください。',
  'connect.cancel': 'キャンセル',
  'connect.siweFailed': 'サインインに失敗したため、ウォレットの接続を解除しました: {reason}',
  'email.formLabel': 'メールアドレスで続ける',
  'email.label': 'メールアドレス',
  'email.placeholder': 'you@example.com',
  'email.sendingCode': 'コードを送信中…',
  'email.continue': '続ける',
  'email.enterAddress': 'メールアドレスを入力してください (例: name@example.com)',
  'email.notAnAddress':
    '有効なメールアドレスを入力してください (例: name@example.com)。「{email}」は無効です。',
  'email.enterCode': 'メールに届いた 6 桁のコードを入力してください',
  'email.approveDeviceTitle': 'このデバイスを承認',
  'email.approveDeviceBody':
    'ウォレットはすでに別のデバイスにあるため、このデバイスを一度だけ承認する必要があります。{email} にリンクを送信しました。このブラウザでリンクを開いてから、ここに戻ってください。コードの画面は自動で開きます。',
  'email.waitingApproval': '承認を待っています…',
  'email.enterCodeTitle': 'コードを入力',
  'email.codeSent': '{email} に 6 桁のコードを送信しました。有効期限は 10 分です。',
  'email.codeLabel': 'コード',
  'email.checking': '確認中…',
  'email.resendIn': '{seconds, number} 秒後にコードを再送信',
  'email.sending': '送信中…',
  'email.resend': 'コードを再送信',
  'email.changeTitle': 'メールアドレスを変更',
  'email.addTitle': 'メールアドレスを追加',
  'email.changeIntro':
    'ウォレットのメールアドレスは {email} です。まずこのアドレスに、次に新しいアドレスにコードを送信します。ウォレットとそのアドレスは変わりません。',
  'email.addIntro':
    'メールアドレスを追加すると、パスキーに加えてコードでもサインインできます。そのアドレスにコードを送信します。ウォレットとそのアドレスは変わりません。',
  'email.newEmailLabel': '新しいメールアドレス',
  'email.sendCodeIn': '{seconds, number} 秒後にコードを送信',
  'email.sendCode': 'コードを送信',
  'email.currentCodeTitle': '現在のメールアドレスに届いたコード',
  'email.newCodeTitle': '新しいメールアドレスに届いたコード',
  'email.currentCodeIntro':
    '{email} への変更を確認するため、{current} に 6 桁のコードを送信しました。有効期限は 10 分です。',
  'email.newCodeIntro':
    '{email} に 6 桁のコードを送信しました。入力すると、このアドレスがウォレットのメールアドレスになります。有効期限は 10 分です。',
  'social.groupLabel': 'ソーシャルログイン',
  'social.continueWith': '{provider} で続ける',
  'social.signingIn': 'サインイン中',
  'social.opening': '{provider} のウィンドウを開いています…',
  'social.openingSignIn': 'サインインウィンドウを開いています…',
  'social.waiting':
    '開いたウィンドウで {provider} にサインインしてください。そこで完了すると、ここでもサインインされます。',
  'social.signingYouIn': 'サインインしています…',
  'social.redirecting': '{provider} に移動しています…',
  'social.popupBlocked':
    'ブラウザがサインインウィンドウをブロックしました。このサイトのポップアップを許可するか、このタブで続けてください。',
  'social.continueInTab': 'このタブで続ける',
  'social.tryAgain': 'もう一度試す',
  'social.back': '戻る',
  'social.farcasterPreparing': 'コードを準備しています…',
  'social.farcasterQrAlt': 'QR コード: Farcaster アプリでスキャンしてサインイン',
  'social.farcasterWaiting':
    'Farcaster を待っています… スマートフォンでコードをスキャンするか、Farcaster アプリでリンクを開き、そこで確認してください。',
  'social.farcasterOpen': 'Farcaster で開く',
  'social.farcasterLocalClient': 'ローカルの Farcaster クライアントを開く',
  'social.opensNewTab': '(新しいタブで開きます)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'コードを準備しています…',
  'walletConnect.qrAlt': 'QR コード: ウォレットアプリでスキャンして接続',
  'walletConnect.waiting':
    'ウォレットを待っています… WalletConnect 対応ウォレットでコードをスキャンし、そこで承認してください。',
  'walletConnect.openInApp': 'ウォレットアプリで開く',
  'walletConnect.failed': 'WalletConnect で接続できませんでした。{reason}',
  'walletConnect.retry': '再試行',
  'siwe.title': 'サインイン',
  'siwe.intro':
    '{app} が、このアカウントがあなたのものであることを証明するため、{wallet} でメッセージに署名するよう求めています。署名は無料で、トランザクションは送信されません。',
  'siwe.introAnyWallet':
    '{app} が、このアカウントがあなたのものであることを証明するため、ウォレットでメッセージに署名するよう求めています。署名は無料で、トランザクションは送信されません。',
  'siwe.waiting': '署名を待っています… ウォレットでリクエストを承認してください。',
  'siwe.tryAgain': 'もう一度試す',
  'siwe.disconnect': '接続を解除',
  'passkey.continue': 'パスキーで続ける',
  'passkey.waiting': 'パスキーを待っています…',
} satisfies Translation<typeof connectMessages>
