import type { MailTranslation } from './en.ts'

/** The server's mail in zh-TW (see ./en.ts). */
export default {
  'login.subject': '你的 {app} 登入驗證碼：{code}',
  'login.codeIs': '你的 {app} 登入驗證碼是：',
  'login.ignore': '如果你沒有要求登入，請忽略這封電子郵件：沒有驗證碼就不會發生任何事。',
  'device.subject': '核准 {app} 的新裝置',
  'device.lead':
    '有人正在一台從未使用過的裝置上登入你的 {app} 錢包。你的錢包已在另一台裝置上，因此這台裝置需要你核准一次。',
  'device.approveFirst': '如果是你本人，請先核准這台裝置（在你要求驗證碼的瀏覽器中）：',
  'device.approveLink': '核准這台裝置',
  'device.thenCode': '接著輸入這組驗證碼：',
  'code.expiry': '驗證碼將在 {minutes, plural, other {# 分鐘}}後失效，且只能使用一次。',
  'change.primarySubject': '確認變更你的 Foyer 電子郵件：{code}',
  'change.primaryLead': '請使用這組驗證碼確認將你的 Foyer 電子郵件變更為 {newEmail}：',
  'change.secondarySubject': '確認你的新 Foyer 電子郵件：{code}',
  'change.secondaryLead': '請使用這組驗證碼確認 {newEmail} 為你的 Foyer 電子郵件：',
  'change.ignore': '如果你沒有要求這項變更，請忽略這封電子郵件：沒有驗證碼就不會有任何變更。',
  'changed.subject': '你的 Foyer 電子郵件已變更',
  'changed.when': '{date} {time}（UTC）',
  'changed.what':
    '你的 Foyer 錢包電子郵件已於 {when} 從 {oldEmail} 變更為 {newEmail}。此地址已無法再登入該錢包，其他所有已登入該錢包的裝置皆已登出。',
  'changed.ifYou': '如果是你本人進行的變更，則無需任何操作。',
  'changed.ifNot':
    '如果不是，表示有人登入了你的錢包並且能讀取這個信箱：請立即變更這個信箱的密碼，然後聯絡你使用該錢包的應用程式客服，並提供這封電子郵件的日期。請妥善保管你的復原金鑰：應用程式的人員絕不會向你索取。',
  'approve.title': '核准這台裝置？',
  'approve.intro':
    '有人要求以 {email} 的身分在一台新裝置上登入 {app}。如果是你本人，請在這裡核准（也就是在你要求驗證碼的瀏覽器中）。',
  'approve.noScript':
    '這個頁面需要 JavaScript：只有指令碼才能判斷這是否是你要求驗證碼的瀏覽器。請為這個頁面開啟 JavaScript，然後重新開啟連結。',
  'approve.button': '核准這台裝置',
  'approve.ignore': '如果你沒有要求登入，請關閉這個頁面：沒有驗證碼就不會發生任何事。',
  'approve.approving': '正在核准…',
  'approve.doneTitle': '裝置已核准',
  'approve.doneIntro':
    '這台裝置已核准。請返回 {app}，輸入同一封電子郵件中的驗證碼。你可以關閉這個分頁。',
  'approve.failed': '無法核准這台裝置。請再試一次。',
  'approve.unreachable': '無法連線到錢包伺服器：請檢查你的網路連線，然後再試一次。',
  'approve.wrongDevice':
    '這個連結只能核准你要求驗證碼的那個瀏覽器，而目前是另一個瀏覽器：請在那個瀏覽器中開啟這個連結（將它複製到該瀏覽器的網址列）。未核准任何項目。',
  'approve.unusableTitle': '這個連結無法使用',
  'approve.unusable': '這個核准連結已過期或已使用過。請返回應用程式並重新要求驗證碼。',
} satisfies MailTranslation
