import type { MailTranslation } from './en.ts'

/** The server's mail in ja (see ./en.ts). */
export default {
  'login.subject': '{app} のサインインコード: {code}',
  'login.codeIs': '{app} のサインインコード:',
  'login.ignore':
    'サインインをリクエストしていない場合は、このメールを無視してください。コードがなければ何も起こりません。',
  'device.subject': '{app} の新しいデバイスを承認してください',
  'device.lead':
    'これまで使われたことのないデバイスから、あなたの {app} ウォレットへのサインインが行われています。ウォレットはすでに別のデバイスにあるため、このデバイスには一度だけ承認が必要です。',
  'device.approveFirst':
    'ご本人の場合は、まずデバイスを承認してください（コードをリクエストしたブラウザで行ってください）:',
  'device.approveLink': 'このデバイスを承認',
  'device.thenCode': '次に、このコードを入力してください:',
  'code.expiry': 'このコードの有効期限は {minutes, plural, other {# 分}}で、1 回のみ使用できます。',
  'change.primarySubject': 'Foyer のメールアドレス変更の確認: {code}',
  'change.primaryLead':
    'Foyer のメールアドレスを {newEmail} に変更するには、このコードで確認してください:',
  'change.secondarySubject': '新しい Foyer メールアドレスの確認: {code}',
  'change.secondaryLead':
    '{newEmail} を Foyer のメールアドレスとして確認するには、このコードを使用してください:',
  'change.ignore':
    'この変更をリクエストしていない場合は、このメールを無視してください。コードがなければ何も変更されません。',
  'changed.subject': 'Foyer のメールアドレスが変更されました',
  'changed.when': '{date} {time} (UTC)',
  'changed.what':
    '{when}に、Foyer ウォレットのメールアドレスが {oldEmail} から {newEmail} に変更されました。このアドレスではウォレットにサインインできなくなり、サインイン中だった他のすべてのデバイスはサインアウトされました。',
  'changed.ifYou': 'ご自身で変更した場合は、何もする必要はありません。',
  'changed.ifNot':
    '心当たりがない場合は、あなたのウォレットにサインインしていて、このメールボックスを読むことができる誰かが変更しました。今すぐこのメールボックスのパスワードを変更し、このメールの日付を添えて、ウォレットを利用しているアプリのサポートに連絡してください。リカバリーキーは誰にも教えないでください。アプリの担当者がそれを尋ねることは決してありません。',
  'approve.title': 'このデバイスを承認しますか？',
  'approve.intro':
    '新しいデバイスで {email} として {app} へのサインインがリクエストされました。ご本人の場合は、ここ（コードをリクエストしたブラウザ）で承認してください。',
  'approve.noScript':
    'このページには JavaScript が必要です。コードをリクエストしたブラウザかどうかは、スクリプトでしか判別できません。このページで JavaScript を有効にして、リンクをもう一度開いてください。',
  'approve.button': 'このデバイスを承認',
  'approve.ignore':
    'サインインをリクエストしていない場合は、このページを閉じてください。コードがなければ何も起こりません。',
  'approve.approving': '承認しています…',
  'approve.doneTitle': 'デバイスを承認しました',
  'approve.doneIntro':
    'このデバイスは承認されました。{app} に戻り、同じメールに記載されたコードを入力してください。このタブは閉じてかまいません。',
  'approve.failed': 'デバイスを承認できませんでした。もう一度お試しください。',
  'approve.unreachable':
    'ウォレットのサーバーに接続できません。接続を確認して、もう一度お試しください。',
  'approve.wrongDevice':
    'このリンクで承認できるのは、コードをリクエストしたブラウザだけです。このブラウザは別のブラウザなので、そのブラウザでリンクを開いてください（そのブラウザのアドレスバーにコピーしてください）。何も承認されていません。',
  'approve.unusableTitle': 'このリンクは使用できません',
  'approve.unusable':
    'この承認リンクは有効期限が切れているか、すでに使用されています。アプリに戻り、新しいコードをリクエストしてください。',
} satisfies MailTranslation
