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
} satisfies MailTranslation
