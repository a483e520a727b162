import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in zh-TW (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': '你的錢包 · Foyer',
  'manage.title': '你的錢包',
  'manage.noSession':
    '此瀏覽器上沒有已登入的錢包。請在應用程式中用電子郵件登入，然後重新開啟此頁面。',
  'manage.email': '電子郵件',
  'manage.noEmail': '無（透過通行金鑰或社群帳號登入）',
  'manage.address': '地址',
  'manage.duration':
    '{unit, select, hour {{count, plural, other {# 小時}}} other {{count, plural, other {# 分鐘}}}}',
  'manage.privateKey': '私鑰',
  'manage.exportButton': '匯出私鑰',
  'manage.notHeld': '此瀏覽器中沒有該錢包：請先用電子郵件登入。',
  'manage.keyShown': '你的私鑰顯示在下方。轉移完成後請關閉此分頁。',
  'manage.confirmExport': '確認並匯出',
  'manage.cancel': '取消',
  'manage.exportCancelled': '已取消匯出：未顯示任何內容。',
  'manage.codeSent': '我們已將 6 位數驗證碼寄到 {email}。請輸入驗證碼以確認是你本人。',
  'manage.codeLabel': '驗證碼',
  'manage.codeInvalid': '請輸入電子郵件中的 6 位數驗證碼。',
  'manage.checking': '正在檢查你的登入狀態…',
  'manage.sessionEnded': '此瀏覽器的登入已結束。請在應用程式中重新登入，然後重新開啟此頁面。',
  'manage.signInAgain':
    '為了你的安全，匯出需要在最近 {fresh}內登入過。請在應用程式中用{via, select, passkey {你的通行金鑰} social {{provider}} other {你的帳號}}重新登入（帳戶 > 中斷連線 > 登入），然後重新開啟此頁面。',
  'manage.sendingCode': '為了你的安全，匯出需要在最近 {fresh}內登入過：正在將驗證碼寄到 {email}…',
  'manage.newApproval':
    '此瀏覽器需要 {email} 的新核准：請在應用程式中重新登入，然後重新開啟此頁面。',
  'manage.exportWarning':
    '任何擁有私鑰的人都能控制此錢包及其中的一切。僅在將錢包轉移到你信任的其他應用程式時匯出，切勿將其貼到任何網站，也切勿與任何人分享，包括客服。',
  'manage.signOutEverywhere': '在所有裝置上登出',
  'manage.sessionsLabel': '已登入的工作階段',
  'manage.thisBrowser': '此瀏覽器',
  'manage.device': '裝置 {device}…',
  'manage.signedInAt': '登入於 {date}',
  'manage.signingOut': '正在所有裝置上登出…',
  'manage.signedOutEverywhere':
    '已在所有裝置上登出（{count, plural, other {已結束 # 個登入}}）。請在應用程式中重新登入以使用你的錢包：錢包保持不變。',
  'manage.alreadySignedOut':
    '此瀏覽器的登入已經結束。請在應用程式中重新登入，然後開啟此頁面以在所有裝置上登出。',
  'manage.devicesTitle': '已登入的裝置',
  'manage.devicesHelp':
    '遺失了裝置，或在不再信任的地方登入過？在所有裝置（包括本裝置）上登出此錢包。你的錢包及其地址保持不變。',

  'passkey.title': '通行金鑰',
  'passkey.intro':
    '使用指紋、臉部或裝置 PIN 登入此錢包。通行金鑰僅在此錢包自己的網站 {host} 上有效。',
  'passkey.listLabel': '你的通行金鑰',
  'passkey.details':
    '新增於 {added} · {lastUsed, select, never {從未使用} other {上次使用於 {lastUsed}}}{recovery, select, yes { · 可在新裝置上開啟錢包} other {}}',
  'passkey.none': '還沒有通行金鑰。',
  'passkey.add': '新增通行金鑰',
  'passkey.remove': '移除',
  'passkey.removeLabel': '移除 {name}',
  'passkey.removed': '已移除 {name}：它無法再開啟此錢包。',
  'passkey.waiting': '正在等待你的通行金鑰…',
  'passkey.addedWithRecovery':
    '已新增通行金鑰。它可用於登入，並可在新裝置上不需復原金鑰即可開啟此錢包。',
  'passkey.addedWithoutRecovery':
    '已新增通行金鑰。它可用於登入；但其驗證器無法保護復原金鑰（不支援 WebAuthn PRF），所以請妥善保管你的復原金鑰。',
  'passkey.cancelled': '通行金鑰提示已關閉或逾時：沒有任何變更。準備好後請再試一次。',
  'passkey.exists': '此裝置已有此錢包的通行金鑰：請改選「使用我的通行金鑰」。',
  'passkey.wrongSite':
    '無法在 {host} 上使用通行金鑰：錢包必須透過 https 從網域名稱（或 localhost）提供，絕不能是 IP 位址。',
  'passkey.left': '你關閉了「使用通行金鑰繼續」：沒有任何變更。',
  'passkey.noPrf':
    '你的通行金鑰無法在此裝置上保護復原金鑰（其驗證器不支援 WebAuthn PRF 擴充功能），所以請妥善保管這個復原金鑰：有了它和你的通行金鑰，你可以在新裝置上開啟錢包。',
  'passkey.vaultFailed':
    '你的通行金鑰目前無法將復原金鑰儲存到錢包伺服器，所以請妥善保管這個復原金鑰：有了它和你的通行金鑰，你可以在新裝置上開啟錢包。',

  'recovery.login':
    '{via, select, passkey {你的通行金鑰} social {你的 {provider} 帳號} other {你的電子郵件}}',
  'recovery.saveTitle': '儲存你的復原金鑰',
  'recovery.wordsLabel': '復原金鑰，{count, plural, other {# 個單字}}',
  'recovery.copy': '複製',
  'recovery.copied': '已複製復原金鑰。',
  'recovery.copyBlocked': '此處無法複製：請抄寫這些單字。',
  'recovery.saved': '我已儲存',
  'recovery.intro':
    '憑這 {count, plural, other {# 個單字}}和{login}，你可以在新裝置上開啟錢包。請依順序抄寫下來，或儲存在密碼管理工具中：任何人（包括此應用程式）都無法再次顯示它們。',
  'recovery.confirmTitle': '確認你的復原金鑰',
  'recovery.confirmIntro': '為確認你已儲存：請輸入復原金鑰的第 {words} 個單字。',
  'recovery.wordLabel': '第 {position} 個單字',
  'recovery.back': '返回',
  'recovery.confirm': '確認',
  'recovery.missingWords': '請同時輸入復原金鑰的第 {words} 個{count, plural, other {單字}}。',
  'recovery.wrongWords':
    '第 {words} 個{count, plural, other {單字}}與你的復原金鑰不符。請檢查你抄寫的內容，或返回重新查看金鑰。',

  'restore.title': '復原你的錢包',
  'restore.intro':
    '此裝置上還沒有錢包 {address}。請輸入建立錢包時儲存的復原金鑰：依順序輸入單字（每個單字輸入前四個字母即可）。',
  'restore.label': '復原金鑰',
  'restore.submit': '復原',
  'restore.cancel': '取消',
  'restore.lostKey': '我遺失了復原金鑰',
  'restore.failed': '該復原金鑰無效。',
  'restore.lostTitle': '遺失了復原金鑰？',
  'restore.lostIntro':
    '錢包 {address} 需要你的登入再加一把金鑰才能開啟：儲存在你之前登入過的每台裝置上的金鑰，或復原金鑰。除此之外沒有人持有副本，包括此應用程式。',
  'restore.lostOtherDevice':
    '在你之前用過的裝置或瀏覽器上登入：錢包會在那裡開啟。你可以在其帳戶中匯出私鑰並妥善保管。',
  'restore.lostFindKey':
    '到你儲存復原金鑰的地方找一找（密碼管理工具、筆記、列印的副本），然後在這裡重新登入。',
  'restore.lostNothingLost': '「取消登入」會讓此裝置保持原樣：不會變更或遺失任何內容。',
  'restore.back': '返回',
  'restore.cancelSignIn': '取消登入',
  'restore.cancelled':
    '你離開了「復原你的錢包」：此裝置上沒有任何變更。找到復原金鑰後，或在之前登入過的裝置上，請重新登入。',

  'social.notAnApp': '此頁面不是該錢包伺服器的應用程式，因此無法在此登入',
  'social.notAResult': '這不是該錢包伺服器的登入結果',
  'social.stateMismatch':
    '此登入回應與此錢包發起的任何登入都不相符（state mismatch），因此已被拒絕。請再試一次。',
  'social.failed': '登入失敗。請再試一次。',
  'social.otherWindow': '此登入是在其他視窗中發起的，或已過期。請在這裡重新開始。',
  'social.farcasterFirst': '請先開啟 Farcaster 登入',
  'social.farcasterTimeout': 'Farcaster 未能及時確認登入：請掃描新的 QR 碼再試一次',

  'login.enterEmailFirst': '請先輸入你的電子郵件',
  'login.approvalTimeout': '未及時開啟核准連結：請重新索取驗證碼',

  'error.notSignedIn': '未登入嵌入式錢包',
  'error.noAppSession': '錢包拒絕了此請求：請求未攜帶錢包為此應用程式簽發的工作階段。請重新登入。',
  'error.otherAppSession': '錢包拒絕了此請求：其工作階段屬於另一個應用程式。請在這裡重新登入。',
  'error.rejected': '請求已在錢包中被拒絕',
  'error.chainNotServed': '此錢包不支援鏈 {chainId}',
  'error.ownMessage': '錢包拒絕簽署此訊息：它會替換錢包自己的金鑰分片，而這只能由錢包本身完成。',
  'error.networkName': '{name}（鏈 {chainId}）',
  'error.unknownNetwork': '鏈 {chainId}',
  'error.unknownChain': '鏈 {chainId}',
  'error.refusedHere': '此錢包只能在 {frameOrigin} 上執行，不能在 {origin} 上執行。',
  'error.refusedNoServer': '此錢包只能在它自己的伺服器上執行，不能在 {origin} 上執行。',
  'error.noAppOrigins': '此錢包伺服器未列出任何可以嵌入它的應用程式（appOrigins）。',
  'error.sessionExpired': '你的登入已過期：請重新登入以存取你的錢包。',
  'error.shareStored': '此錢包的驗證分片已儲存：替換它需要錢包本身的簽名。',
  'error.otherWalletStored':
    '此帳號已儲存了另一個錢包：請用該錢包的復原分片復原它，而不是建立新錢包。',
  'error.tooManyRequests':
    '{seconds, plural, =0 {請求過多：請稍後再試。} other {請求過多：請在 # 秒後再試。}}',
  'error.serverDown':
    'Foyer 伺服器目前無法{action, select, store {儲存你的錢包} other {載入你的錢包}}（HTTP {status}）：請稍後再試。',
  'error.serverRefused':
    'Foyer 伺服器拒絕{action, select, store {儲存你的錢包} other {載入你的錢包}}。',
  'error.unreachable':
    '無法連線到 Foyer 伺服器以{action, select, store {儲存你的錢包} other {載入你的錢包}}：請檢查網路連線後再試一次。',
  'error.storeUnconfirmed': 'Foyer 伺服器未確認已儲存錢包 {address}。',
  'error.unreadableShare': 'Foyer 伺服器傳送的驗證分片無法被此框架讀取。',
  'error.deviceShareDamaged':
    '無法在此裝置上解鎖錢包 {address}：其儲存的分片已損毀。請登入並使用你的復原分片來復原它。',
  'error.invalidShare': '這不是有效的分片：請複製分片的全部文字，只能包含字母、數字、+ / 和 =。',
  'error.shareLength':
    '此分片不完整或過長：一個分片為 {bytes} 位元組（44 個字元）；而這個為 {length} 位元組。',
  'error.sharesMismatch':
    '這兩個分片無法重建錢包 {address}：其中一個屬於另一個錢包或已損毀。請使用你為此錢包儲存的復原分片。',
  'error.wordCount': '復原金鑰有 {expected} 個單字；這裡有 {count} 個。請依順序輸入每個單字。',
  'error.unknownWord': '第 {position} 個單字不是復原金鑰中的單字：請檢查拼字。',
  'error.checksum':
    '這 {count} 個單字不是復原金鑰：有一個拼錯，或有兩個順序顛倒。請與你儲存的金鑰核對。',
} satisfies Translation<typeof walletMessages>
