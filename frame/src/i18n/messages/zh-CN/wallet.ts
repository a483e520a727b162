import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in zh-CN (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': '你的钱包 · Foyer',
  'manage.title': '你的钱包',
  'manage.noSession': '此浏览器上没有已登录的钱包。请在应用中用邮箱登录，然后重新打开此页面。',
  'manage.email': '邮箱',
  'manage.noEmail': '无（通过通行密钥或社交账号登录）',
  'manage.address': '地址',
  'manage.duration':
    '{unit, select, hour {{count, plural, other {# 小时}}} other {{count, plural, other {# 分钟}}}}',
  'manage.privateKey': '私钥',
  'manage.exportButton': '导出私钥',
  'manage.notHeld': '此浏览器中没有该钱包：请先用邮箱登录。',
  'manage.keyShown': '你的私钥显示在下方。转移完成后请关闭此标签页。',
  'manage.confirmExport': '确认并导出',
  'manage.cancel': '取消',
  'manage.exportCancelled': '已取消导出：未显示任何内容。',
  'manage.codeSent': '我们已向 {email} 发送 6 位验证码。请输入验证码以确认是你本人。',
  'manage.codeLabel': '验证码',
  'manage.codeInvalid': '请输入邮件中的 6 位验证码。',
  'manage.checking': '正在检查你的登录状态…',
  'manage.sessionEnded': '此浏览器的登录已结束。请在应用中重新登录，然后重新打开此页面。',
  'manage.signInAgain':
    '为了你的安全，导出需要在最近 {fresh}内登录过。请在应用中用{via, select, passkey {你的通行密钥} social {{provider}} other {你的账号}}重新登录（账户 > 断开连接 > 登录），然后重新打开此页面。',
  'manage.sendingCode': '为了你的安全，导出需要在最近 {fresh}内登录过：正在向 {email} 发送验证码…',
  'manage.newApproval': '此浏览器需要 {email} 的新批准：请在应用中重新登录，然后重新打开此页面。',
  'manage.exportWarning':
    '任何拥有私钥的人都能控制此钱包及其中的一切。仅在将钱包转移到你信任的其他应用时导出，切勿将其粘贴到任何网站，也切勿与任何人分享，包括客服。',
  'manage.signOutEverywhere': '在所有设备上退出',
  'manage.sessionsLabel': '已登录的会话',
  'manage.thisBrowser': '此浏览器',
  'manage.device': '设备 {device}…',
  'manage.signedInAt': '登录于 {date}',
  'manage.signingOut': '正在所有设备上退出…',
  'manage.signedOutEverywhere':
    '已在所有设备上退出（{count, plural, other {已结束 # 个登录}}）。请在应用中重新登录以使用你的钱包：钱包保持不变。',
  'manage.alreadySignedOut':
    '此浏览器的登录已经结束。请在应用中重新登录，然后打开此页面以在所有设备上退出。',
  'manage.devicesTitle': '已登录的设备',
  'manage.devicesHelp':
    '丢失了设备，或在不再信任的地方登录过？在所有设备（包括本设备）上退出此钱包。你的钱包及其地址保持不变。',

  'passkey.title': '通行密钥',
  'passkey.intro':
    '使用指纹、面容或设备 PIN 登录此钱包。通行密钥仅在此钱包自己的网站 {host} 上有效。',
  'passkey.listLabel': '你的通行密钥',
  'passkey.details':
    '添加于 {added} · {lastUsed, select, never {从未使用} other {上次使用于 {lastUsed}}}{recovery, select, yes { · 可在新设备上打开钱包} other {}}',
  'passkey.none': '还没有通行密钥。',
  'passkey.add': '添加通行密钥',
  'passkey.remove': '移除',
  'passkey.removeLabel': '移除 {name}',
  'passkey.removed': '已移除 {name}：它不能再打开此钱包。',
  'passkey.waiting': '正在等待你的通行密钥…',
  'passkey.addedWithRecovery':
    '已添加通行密钥。它可用于登录，并可在新设备上无需恢复密钥即可打开此钱包。',
  'passkey.addedWithoutRecovery':
    '已添加通行密钥。它可用于登录；但其验证器无法保护恢复密钥（不支持 WebAuthn PRF），所以请保管好你的恢复密钥。',
  'passkey.cancelled': '通行密钥提示已关闭或超时：没有任何更改。准备好后请重试。',
  'passkey.exists': '此设备已有此钱包的通行密钥：请改选“使用我的通行密钥”。',
  'passkey.wrongSite':
    '无法在 {host} 上使用通行密钥：钱包必须通过 https 从域名（或 localhost）提供，绝不能是 IP 地址。',
  'passkey.left': '你关闭了“使用通行密钥继续”：没有任何更改。',
  'passkey.noPrf':
    '你的通行密钥无法在此设备上保护恢复密钥（其验证器不支持 WebAuthn PRF 扩展），所以请保管好这个恢复密钥：有了它和你的通行密钥，你可以在新设备上打开钱包。',
  'passkey.vaultFailed':
    '你的通行密钥暂时无法将恢复密钥保存到钱包服务器，所以请保管好这个恢复密钥：有了它和你的通行密钥，你可以在新设备上打开钱包。',

  'recovery.login':
    '{via, select, passkey {你的通行密钥} social {你的 {provider} 账号} other {你的邮箱}}',
  'recovery.saveTitle': '保存你的恢复密钥',
  'recovery.wordsLabel': '恢复密钥，{count, plural, other {# 个单词}}',
  'recovery.copy': '复制',
  'recovery.copied': '已复制恢复密钥。',
  'recovery.copyBlocked': '此处无法复制：请抄写这些单词。',
  'recovery.saved': '我已保存',
  'recovery.intro':
    '凭这 {count, plural, other {# 个单词}}和{login}，你可以在新设备上打开钱包。请按顺序抄写下来，或保存在密码管理器中：任何人（包括此应用）都无法再次显示它们。',
  'recovery.confirmTitle': '确认你的恢复密钥',
  'recovery.confirmIntro': '为确认你已保存：请输入恢复密钥的第 {words} 个单词。',
  'recovery.wordLabel': '第 {position} 个单词',
  'recovery.back': '返回',
  'recovery.confirm': '确认',
  'recovery.missingWords': '请同时输入恢复密钥的第 {words} 个{count, plural, other {单词}}。',
  'recovery.wrongWords':
    '第 {words} 个{count, plural, other {单词}}与你的恢复密钥不符。请检查你抄写的内容，或返回重新查看密钥。',

  'restore.title': '恢复你的钱包',
  'restore.intro':
    '此设备上还没有钱包 {address}。请输入创建钱包时保存的恢复密钥：按顺序输入单词（每个单词输入前四个字母即可）。',
  'restore.label': '恢复密钥',
  'restore.submit': '恢复',
  'restore.cancel': '取消',
  'restore.lostKey': '我丢失了恢复密钥',
  'restore.failed': '该恢复密钥无效。',
  'restore.lostTitle': '丢失了恢复密钥？',
  'restore.lostIntro':
    '钱包 {address} 需要你的登录再加一把密钥才能打开：保存在你之前登录过的每台设备上的密钥，或恢复密钥。除此之外没有人持有副本，包括此应用。',
  'restore.lostOtherDevice':
    '在你之前用过的设备或浏览器上登录：钱包会在那里打开。你可以在其账户中导出私钥并妥善保管。',
  'restore.lostFindKey':
    '到你保存恢复密钥的地方找一找（密码管理器、笔记、打印的副本），然后在这里重新登录。',
  'restore.lostNothingLost': '“取消登录”会让此设备保持原样：不会更改或丢失任何内容。',
  'restore.back': '返回',
  'restore.cancelSignIn': '取消登录',
  'restore.cancelled':
    '你离开了“恢复你的钱包”：此设备上没有任何更改。找到恢复密钥后，或在之前登录过的设备上，请重新登录。',

  'social.notAnApp': '此页面不是该钱包服务器的应用，因此无法在此登录',
  'social.notAResult': '这不是该钱包服务器的登录结果',
  'social.stateMismatch':
    '此登录响应与此钱包发起的任何登录都不匹配（state mismatch），因此已被拒绝。请重试。',
  'social.failed': '登录失败。请重试。',
  'social.otherWindow': '此登录是在其他窗口中发起的，或已过期。请在这里重新开始。',
  'social.farcasterFirst': '请先打开 Farcaster 登录',
  'social.farcasterTimeout': 'Farcaster 未能及时确认登录：请扫描新的二维码重试',

  'login.enterEmailFirst': '请先输入你的邮箱',
  'login.approvalTimeout': '未及时打开批准链接：请重新获取验证码',

  'error.notSignedIn': '未登录嵌入式钱包',
  'error.noAppSession': '钱包拒绝了此请求：请求未携带钱包为此应用签发的会话。请重新登录。',
  'error.otherAppSession': '钱包拒绝了此请求：其会话属于另一个应用。请在这里重新登录。',
  'error.rejected': '请求已在钱包中被拒绝',
  'error.chainNotServed': '此钱包不支持链 {chainId}',
  'error.ownMessage': '钱包拒绝签署此消息：它会替换钱包自己的密钥分片，而这只能由钱包本身完成。',
  'error.networkName': '{name}（链 {chainId}）',
  'error.unknownNetwork': '链 {chainId}',
  'error.unknownChain': '链 {chainId}',
  'error.refusedHere': '此钱包只能在 {frameOrigin} 上运行，不能在 {origin} 上运行。',
  'error.refusedNoServer': '此钱包只能在它自己的服务器上运行，不能在 {origin} 上运行。',
  'error.noAppOrigins': '此钱包服务器未列出任何可以嵌入它的应用（appOrigins）。',
  'error.sessionExpired': '你的登录已过期：请重新登录以访问你的钱包。',
  'error.shareStored': '此钱包的认证分片已保存：替换它需要钱包本身的签名。',
  'error.otherWalletStored':
    '此账号已保存了另一个钱包：请用该钱包的恢复分片恢复它，而不是新建钱包。',
  'error.tooManyRequests':
    '{seconds, plural, =0 {请求过多：请稍后重试。} other {请求过多：请在 # 秒后重试。}}',
  'error.serverDown':
    'Foyer 服务器暂时无法{action, select, store {保存你的钱包} other {加载你的钱包}}（HTTP {status}）：请稍后重试。',
  'error.serverRefused':
    'Foyer 服务器拒绝{action, select, store {保存你的钱包} other {加载你的钱包}}。',
  'error.unreachable':
    '无法连接 Foyer 服务器以{action, select, store {保存你的钱包} other {加载你的钱包}}：请检查网络连接后重试。',
  'error.storeUnconfirmed': 'Foyer 服务器未确认已保存钱包 {address}。',
  'error.unreadableShare': 'Foyer 服务器发送的认证分片无法被此框架读取。',
  'error.deviceShareDamaged':
    '无法在此设备上解锁钱包 {address}：其保存的分片已损坏。请登录并使用你的恢复分片来恢复它。',
  'error.invalidShare': '这不是有效的分片：请复制分片的全部文本，只能包含字母、数字、+ / 和 =。',
  'error.shareLength':
    '此分片不完整或过长：一个分片为 {bytes} 字节（44 个字符）；而这个为 {length} 字节。',
  'error.sharesMismatch':
    '这两个分片无法重建钱包 {address}：其中一个属于另一个钱包或已损坏。请使用你为此钱包保存的恢复分片。',
  'error.wordCount': '恢复密钥有 {expected} 个单词；这里有 {count} 个。请按顺序输入每个单词。',
  'error.unknownWord': '第 {position} 个单词不是恢复密钥中的单词：请检查拼写。',
  'error.checksum':
    '这 {count} 个单词不是恢复密钥：有一个拼写错误，或有两个顺序颠倒。请与你保存的密钥核对。',
} satisfies Translation<typeof walletMessages>
