import type { MailTranslation } from './en.ts'

/** The server's mail in zh-CN (see ./en.ts). */
export default {
  'login.subject': '你的 {app} 登录验证码：{code}',
  'login.codeIs': '你的 {app} 登录验证码是：',
  'login.ignore': '如果你没有请求登录，请忽略此邮件：没有验证码，什么都不会发生。',
  'device.subject': '批准 {app} 的新设备',
  'device.lead':
    '有人正在一台从未使用过的设备上登录你的 {app} 钱包。你的钱包已在另一台设备上，因此这台设备需要你批准一次。',
  'device.approveFirst': '如果是你本人，请先批准该设备（在你请求验证码的浏览器中）：',
  'device.approveLink': '批准此设备',
  'device.thenCode': '然后输入此验证码：',
  'code.expiry': '验证码将在 {minutes, plural, other {# 分钟}}后过期，且只能使用一次。',
  'change.primarySubject': '确认更改你的 Foyer 邮箱：{code}',
  'change.primaryLead': '请使用此验证码确认将你的 Foyer 邮箱更改为 {newEmail}：',
  'change.secondarySubject': '确认你的新 Foyer 邮箱：{code}',
  'change.secondaryLead': '请使用此验证码确认 {newEmail} 为你的 Foyer 邮箱：',
  'change.ignore': '如果你没有请求此更改，请忽略此邮件：没有验证码，什么都不会更改。',
  'changed.subject': '你的 Foyer 邮箱已更改',
  'changed.when': '{date} {time}（UTC）',
  'changed.what':
    '你的 Foyer 钱包邮箱已于 {when} 从 {oldEmail} 更改为 {newEmail}。此地址已无法再登录该钱包，其他所有已登录该钱包的设备均已退出登录。',
  'changed.ifYou': '如果是你本人进行的更改，则无需任何操作。',
  'changed.ifNot':
    '如果不是，说明有人登录了你的钱包并且能够读取此邮箱：请立即更改此邮箱的密码，然后联系你使用该钱包的应用的客服，并提供此邮件的日期。请妥善保管你的恢复密钥：应用的工作人员绝不会向你索要。',
  'approve.title': '批准此设备？',
  'approve.intro':
    '有人请求以 {email} 的身份在一台新设备上登录 {app}。如果是你本人，请在此处批准（也就是在你请求验证码的浏览器中）。',
  'approve.noScript':
    '此页面需要 JavaScript：只有脚本才能判断这是否是你请求验证码的浏览器。请为此页面开启 JavaScript，然后重新打开该链接。',
  'approve.button': '批准此设备',
  'approve.ignore': '如果你没有请求登录，请关闭此页面：没有验证码，什么都不会发生。',
  'approve.approving': '正在批准…',
  'approve.doneTitle': '设备已批准',
  'approve.doneIntro':
    '此设备已获批准。请返回 {app}，输入同一封邮件中的验证码。你可以关闭此标签页。',
  'approve.failed': '无法批准该设备。请重试。',
  'approve.unreachable': '无法连接到钱包服务器：请检查你的网络连接，然后重试。',
  'approve.wrongDevice':
    '此链接只能批准你请求验证码的那个浏览器，而当前是另一个浏览器：请在那个浏览器中打开此链接（将其复制到该浏览器的地址栏）。未批准任何内容。',
  'approve.unusableTitle': '此链接无法使用',
  'approve.unusable': '此批准链接已过期或已被使用。请返回应用并重新请求验证码。',
} satisfies MailTranslation
