import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in ja (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'あなたのウォレット · Foyer',
  'manage.title': 'あなたのウォレット',
  'manage.noSession':
    'このブラウザでサインインしているウォレットはありません。アプリでメールアドレスでサインインしてから、このページをもう一度開いてください。',
  'manage.email': 'メールアドレス',
  'manage.noEmail': 'なし（パスキーまたはソーシャルログインでサインイン）',
  'manage.address': 'アドレス',
  'manage.duration':
    '{unit, select, hour {{count, plural, other {#時間}}} other {{count, plural, other {#分}}}}',
  'manage.privateKey': '秘密鍵',
  'manage.exportButton': '秘密鍵をエクスポート',
  'manage.notHeld':
    'このブラウザにはウォレットがありません。先にメールアドレスでサインインしてください。',
  'manage.keyShown': '秘密鍵は下に表示されています。移行が済んだらこのタブを閉じてください。',
  'manage.confirmExport': '確認してエクスポート',
  'manage.cancel': 'キャンセル',
  'manage.exportCancelled': 'エクスポートをキャンセルしました。何も表示されていません。',
  'manage.codeSent':
    '{email} に6桁のコードを送信しました。本人確認のためにコードを入力してください。',
  'manage.codeLabel': 'コード',
  'manage.codeInvalid': 'メールに記載された6桁のコードを入力してください。',
  'manage.checking': 'サインイン状態を確認しています…',
  'manage.sessionEnded':
    'このブラウザのサインインは終了しました。アプリでもう一度サインインしてから、このページを開き直してください。',
  'manage.signInAgain':
    '安全のため、エクスポートには過去{fresh}以内のサインインが必要です。アプリで{via, select, passkey {パスキー} social {{provider}} other {アカウント}}でもう一度サインインし（アカウント、接続解除、サインインの順）、このページを開き直してください。',
  'manage.sendingCode':
    '安全のため、エクスポートには過去{fresh}以内のサインインが必要です。{email} にコードを送信しています…',
  'manage.newApproval':
    'このブラウザには {email} の新しい承認が必要です。アプリでもう一度サインインしてから、このページを開き直してください。',
  'manage.exportWarning':
    '秘密鍵を持つ人は誰でも、このウォレットとその中のすべてを管理できます。エクスポートは信頼できる別のアプリへウォレットを移すときだけにし、ウェブサイトに貼り付けたり、サポートを含め誰かと共有したりしないでください。',
  'manage.signOutEverywhere': 'すべての場所からサインアウト',
  'manage.sessionsLabel': 'サインイン中のセッション',
  'manage.thisBrowser': 'このブラウザ',
  'manage.device': 'デバイス {device}…',
  'manage.signedInAt': '{date} にサインイン',
  'manage.signingOut': 'すべての場所からサインアウトしています…',
  'manage.signedOutEverywhere':
    'すべてのデバイスからサインアウトしました（{count, plural, other {#件のサインインを終了}}）。ウォレットを使うにはアプリでもう一度サインインしてください。ウォレットは同じままです。',
  'manage.alreadySignedOut':
    'このブラウザのサインインはすでに終了していました。アプリでもう一度サインインしてから、このページを開いてすべての場所からサインアウトしてください。',
  'manage.devicesTitle': 'サインイン中のデバイス',
  'manage.devicesHelp':
    'デバイスをなくした、または信頼できなくなった場所でサインインしたままですか？このデバイスを含むすべてのデバイスでこのウォレットからサインアウトできます。ウォレットとそのアドレスは変わりません。',

  'passkey.title': 'パスキー',
  'passkey.intro':
    '指紋、顔、またはデバイスのPINでこのウォレットにサインインできます。パスキーはこのウォレット専用のサイト {host} でのみ使えます。',
  'passkey.listLabel': 'あなたのパスキー',
  'passkey.details':
    '{added} に追加 · {lastUsed, select, never {未使用} other {最終使用 {lastUsed}}}{recovery, select, yes { · 新しいデバイスでウォレットを開けます} other {}}',
  'passkey.none': 'パスキーはまだありません。',
  'passkey.add': 'パスキーを追加',
  'passkey.remove': '削除',
  'passkey.removeLabel': '{name} を削除',
  'passkey.removed': '{name} を削除しました。このウォレットはもう開けません。',
  'passkey.waiting': 'パスキーを待っています…',
  'passkey.addedWithRecovery':
    'パスキーを追加しました。サインインに使え、新しいデバイスではリカバリーキーなしでこのウォレットを開けます。',
  'passkey.addedWithoutRecovery':
    'パスキーを追加しました。サインインに使えますが、この認証器はリカバリーキーを保護できません（WebAuthn PRF 非対応）。リカバリーキーは保管しておいてください。',
  'passkey.cancelled':
    'パスキーの確認が閉じられたか、タイムアウトしました。何も変更されていません。準備ができたらもう一度お試しください。',
  'passkey.exists':
    'このデバイスにはすでにこのウォレットのパスキーがあります。代わりに「自分のパスキーを使う」を選んでください。',
  'passkey.wrongSite':
    '{host} ではパスキーを使えません。ウォレットは IP アドレスではなく、https のドメイン名（または localhost）から提供する必要があります。',
  'passkey.left': '「パスキーで続行」を閉じました。何も変更されていません。',
  'passkey.noPrf':
    'このデバイスではパスキーでリカバリーキーを保護できません（認証器が WebAuthn PRF 拡張に対応していません）。このリカバリーキーを保管してください。リカバリーキーとパスキーがあれば、新しいデバイスでウォレットを開けます。',
  'passkey.vaultFailed':
    'パスキーが今はリカバリーキーをウォレットサーバーに保存できませんでした。このリカバリーキーを保管してください。リカバリーキーとパスキーがあれば、新しいデバイスでウォレットを開けます。',

  'recovery.login':
    '{via, select, passkey {パスキー} social {{provider} アカウント} other {メールアドレス}}',
  'recovery.saveTitle': 'リカバリーキーを保存',
  'recovery.wordsLabel': 'リカバリーキー、{count, plural, other {#語}}',
  'recovery.copy': 'コピー',
  'recovery.copied': 'リカバリーキーをコピーしました。',
  'recovery.copyBlocked': 'ここではコピーできません。単語を書き留めてください。',
  'recovery.saved': '保存しました',
  'recovery.intro':
    'この{count, plural, other {#語}}と{login}があれば、新しいデバイスでウォレットを開けます。順番どおりに書き留めるか、パスワードマネージャーに保存してください。このアプリを含め、誰も再表示できません。',
  'recovery.confirmTitle': 'リカバリーキーを確認',
  'recovery.confirmIntro':
    '保存できているか確認するため、リカバリーキーの{words}番目の単語を入力してください。',
  'recovery.wordLabel': '{position}番目の単語',
  'recovery.back': '戻る',
  'recovery.confirm': '確認',
  'recovery.missingWords':
    'リカバリーキーの{words}番目の{count, plural, other {単語}}も入力してください。',
  'recovery.wrongWords':
    '{words}番目の{count, plural, other {単語}}がリカバリーキーと一致しません。書き留めた内容を確認するか、戻ってキーをもう一度確認してください。',

  'restore.title': 'ウォレットを復元',
  'restore.intro':
    'このデバイスにはまだウォレット {address} がありません。作成時に保存したリカバリーキーを入力してください。単語を順番どおりに（各単語の最初の4文字で十分です）。',
  'restore.label': 'リカバリーキー',
  'restore.submit': '復元',
  'restore.cancel': 'キャンセル',
  'restore.lostKey': 'リカバリーキーをなくした',
  'restore.failed': 'そのリカバリーキーは使えませんでした。',
  'restore.lostTitle': 'リカバリーキーをなくしましたか？',
  'restore.lostIntro':
    'ウォレット {address} は、ログインともう1つの鍵で開きます。以前サインインした各デバイスに保存された鍵か、リカバリーキーです。このアプリを含め、ほかの誰もコピーを持っていません。',
  'restore.lostOtherDevice':
    '以前使ったデバイスやブラウザでサインインしてください。そこでウォレットが開きます。そのアカウント画面から秘密鍵をエクスポートして安全に保管できます。',
  'restore.lostFindKey':
    'リカバリーキーを保存した場所（パスワードマネージャー、メモ、印刷したコピー）を探してから、ここでもう一度サインインしてください。',
  'restore.lostNothingLost':
    '「サインインをキャンセル」を選んでも、このデバイスはそのままです。何も変更されず、失われません。',
  'restore.back': '戻る',
  'restore.cancelSignIn': 'サインインをキャンセル',
  'restore.cancelled':
    '「ウォレットを復元」を閉じました。このデバイスでは何も変更されていません。リカバリーキーが見つかったら、または以前サインインしたデバイスで、もう一度サインインしてください。',

  'social.notAnApp':
    'このページはこのウォレットサーバーのアプリではないため、ここではサインインできません',
  'social.notAResult': 'これはこのウォレットサーバーのサインイン結果ではありません',
  'social.stateMismatch':
    'このサインインの応答は、このウォレットが開始したサインインと一致しないため（state mismatch）、拒否されました。もう一度お試しください。',
  'social.failed': 'サインインに失敗しました。もう一度お試しください。',
  'social.otherWindow':
    'このサインインは別のウィンドウで開始されたか、期限切れです。ここでもう一度開始してください。',
  'social.farcasterFirst': '先に Farcaster のサインインを開いてください',
  'social.farcasterTimeout':
    'Farcaster が時間内にサインインを確認しませんでした。新しいコードをスキャンしてもう一度お試しください',

  'login.enterEmailFirst': '先にメールアドレスを入力してください',
  'login.approvalTimeout':
    '承認リンクが時間内に開かれませんでした。新しいコードをリクエストしてください',

  'error.notSignedIn': '埋め込みウォレットにサインインしていません',
  'error.noAppSession':
    'ウォレットがこのリクエストを拒否しました。ウォレットがこのアプリに発行したセッションが含まれていません。もう一度サインインしてください。',
  'error.otherAppSession':
    'ウォレットがこのリクエストを拒否しました。このセッションは別のアプリに発行されたものです。ここでもう一度サインインしてください。',
  'error.rejected': 'ウォレットでリクエストが拒否されました',
  'error.chainNotServed': 'チェーン {chainId} はこのウォレットでは利用できません',
  'error.ownMessage':
    'ウォレットはこのメッセージへの署名を拒否しました。ウォレット自身の鍵シェアを置き換える内容で、これはウォレットにしかできません。',
  'error.networkName': '{name}（チェーン {chainId}）',
  'error.unknownNetwork': 'チェーン {chainId}',
  'error.unknownChain': 'チェーン {chainId}',
  'error.refusedHere': 'このウォレットは {frameOrigin} でのみ動作し、{origin} では動作しません。',
  'error.refusedNoServer':
    'このウォレットは自身のサーバーでのみ動作し、{origin} では動作しません。',
  'error.noAppOrigins':
    'このウォレットサーバーには、埋め込みを許可されたアプリが登録されていません（appOrigins）。',
  'error.sessionExpired':
    'サインインの有効期限が切れました。ウォレットを使うにはもう一度サインインしてください。',
  'error.shareStored':
    'このウォレットの認証シェアはすでに保存されています。置き換えるにはウォレット自身の署名が必要です。',
  'error.otherWalletStored':
    'このアカウントには別のウォレットがすでに保存されています。新しく作成せず、そのウォレットのリカバリーシェアで復元してください。',
  'error.tooManyRequests':
    '{seconds, plural, =0 {リクエストが多すぎます。しばらくしてからもう一度お試しください。} other {リクエストが多すぎます。#秒後にもう一度お試しください。}}',
  'error.serverDown':
    'Foyer サーバーは現在{action, select, store {ウォレットを保存} other {ウォレットを読み込み}}できませんでした（HTTP {status}）。しばらくしてからもう一度お試しください。',
  'error.serverRefused':
    'Foyer サーバーが{action, select, store {ウォレットの保存} other {ウォレットの読み込み}}を拒否しました。',
  'error.unreachable':
    '{action, select, store {ウォレットを保存する} other {ウォレットを読み込む}}ための Foyer サーバーに接続できません。接続を確認してもう一度お試しください。',
  'error.storeUnconfirmed': 'Foyer サーバーはウォレット {address} の保存を確認しませんでした。',
  'error.unreadableShare':
    'Foyer サーバーから、このフレームで読み取れない認証シェアが送られてきました。',
  'error.deviceShareDamaged':
    'このデバイスではウォレット {address} のロックを解除できません。保存されたシェアが破損しています。サインインして、リカバリーシェアで復元してください。',
  'error.invalidShare':
    '有効なシェアではありません。シェアのテキスト全体をコピーしてください（英字、数字、+ / = のみ）。',
  'error.shareLength':
    'このシェアは不完全か長すぎます。シェアは {bytes} バイト（44文字）ですが、これは {length} バイトです。',
  'error.sharesMismatch':
    'この2つのシェアからはウォレット {address} を復元できません。どちらかが別のウォレットのものか、破損しています。このウォレット用に保存したリカバリーシェアを使ってください。',
  'error.wordCount':
    'リカバリーキーは{expected}語ですが、入力されたのは{count}語です。すべての単語を順番どおりに入力してください。',
  'error.unknownWord':
    '{position}番目の単語はリカバリーキーの単語ではありません。つづりを確認してください。',
  'error.checksum':
    'この{count}語はリカバリーキーではありません。1語の入力ミスか、2語の順番が入れ替わっています。保存したキーと照らし合わせてください。',
} satisfies Translation<typeof walletMessages>
