import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in vi (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Ví của bạn · Foyer',
  'manage.title': 'Ví của bạn',
  'manage.noSession':
    'Chưa có ví nào được đăng nhập trên trình duyệt này. Hãy đăng nhập bằng email trong ứng dụng, rồi mở lại trang này.',
  'manage.email': 'Email',
  'manage.noEmail': 'không có (đăng nhập bằng passkey hoặc tài khoản mạng xã hội)',
  'manage.address': 'Địa chỉ',
  'manage.duration':
    '{unit, select, hour {{count, plural, other {# giờ}}} other {{count, plural, other {# phút}}}}',
  'manage.privateKey': 'Khóa riêng tư',
  'manage.exportButton': 'Xuất khóa riêng tư',
  'manage.notHeld': 'Trình duyệt này không giữ ví: hãy đăng nhập bằng email trước.',
  'manage.keyShown': 'Khóa riêng tư của bạn ở bên dưới. Đóng tab này sau khi bạn đã chuyển nó đi.',
  'manage.confirmExport': 'Xác nhận và xuất',
  'manage.cancel': 'Hủy',
  'manage.exportCancelled': 'Đã hủy xuất: không có gì được hiển thị.',
  'manage.codeSent': 'Chúng tôi đã gửi mã 6 chữ số đến {email}. Nhập mã để xác nhận đó là bạn.',
  'manage.codeLabel': 'Mã',
  'manage.codeInvalid': 'Nhập mã 6 chữ số trong email.',
  'manage.checking': 'Đang kiểm tra phiên đăng nhập…',
  'manage.sessionEnded':
    'Phiên đăng nhập của trình duyệt này đã kết thúc. Hãy đăng nhập lại trong ứng dụng, rồi mở lại trang này.',
  'manage.signInAgain':
    'Để bảo mật, việc xuất cần một lần đăng nhập trong {fresh} gần nhất. Hãy đăng nhập lại bằng {via, select, passkey {passkey của bạn} social {{provider}} other {tài khoản của bạn}} trong ứng dụng (Tài khoản, Ngắt kết nối, rồi đăng nhập), sau đó mở lại trang này.',
  'manage.sendingCode':
    'Để bảo mật, việc xuất cần một lần đăng nhập trong {fresh} gần nhất: đang gửi mã đến {email}…',
  'manage.newApproval':
    'Trình duyệt này cần phê duyệt mới cho {email}: hãy đăng nhập lại trong ứng dụng, rồi mở lại trang này.',
  'manage.exportWarning':
    'Bất kỳ ai có khóa riêng tư đều kiểm soát ví này và mọi thứ trong đó. Chỉ xuất khóa để chuyển ví sang một ứng dụng khác mà bạn tin tưởng, không bao giờ dán vào trang web và không bao giờ chia sẻ, kể cả với bộ phận hỗ trợ.',
  'manage.signOutEverywhere': 'Đăng xuất khỏi mọi nơi',
  'manage.sessionsLabel': 'Các phiên đã đăng nhập',
  'manage.thisBrowser': 'Trình duyệt này',
  'manage.device': 'Thiết bị {device}…',
  'manage.signedInAt': 'đăng nhập lúc {date}',
  'manage.signingOut': 'Đang đăng xuất khỏi mọi nơi…',
  'manage.signedOutEverywhere':
    'Đã đăng xuất trên mọi thiết bị ({count, plural, other {đã kết thúc # phiên}}). Hãy đăng nhập lại trong ứng dụng để dùng ví: ví vẫn giữ nguyên.',
  'manage.alreadySignedOut':
    'Phiên đăng nhập của trình duyệt này đã kết thúc trước đó. Hãy đăng nhập lại trong ứng dụng, rồi mở trang này để đăng xuất khỏi mọi nơi.',
  'manage.devicesTitle': 'Thiết bị đã đăng nhập',
  'manage.devicesHelp':
    'Mất thiết bị, hoặc đã đăng nhập ở nơi bạn không còn tin tưởng? Hãy đăng xuất ví này trên mọi thiết bị, kể cả thiết bị này. Ví và địa chỉ của nó vẫn giữ nguyên.',

  'passkey.title': 'Passkey',
  'passkey.intro':
    'Đăng nhập vào ví này bằng vân tay, khuôn mặt hoặc mã PIN của thiết bị. Passkey chỉ hoạt động trên {host}, trang web riêng của ví này.',
  'passkey.listLabel': 'Passkey của bạn',
  'passkey.details':
    'thêm vào {added} · {lastUsed, select, never {chưa từng dùng} other {dùng lần cuối {lastUsed}}}{recovery, select, yes { · mở ví trên thiết bị mới} other {}}',
  'passkey.none': 'Chưa có passkey nào.',
  'passkey.add': 'Thêm passkey',
  'passkey.remove': 'Xóa',
  'passkey.removeLabel': 'Xóa {name}',
  'passkey.removed': 'Đã xóa {name}: passkey này không còn mở được ví này.',
  'passkey.waiting': 'Đang chờ passkey của bạn…',
  'passkey.addedWithRecovery':
    'Đã thêm passkey. Passkey giúp bạn đăng nhập và, trên thiết bị mới, mở ví này mà không cần khóa khôi phục.',
  'passkey.addedWithoutRecovery':
    'Đã thêm passkey. Passkey giúp bạn đăng nhập; trình xác thực của nó không thể bảo vệ khóa khôi phục (không có WebAuthn PRF), vì vậy hãy giữ khóa khôi phục của bạn.',
  'passkey.cancelled':
    'Yêu cầu passkey đã bị đóng hoặc hết thời gian: không có gì thay đổi. Hãy thử lại khi bạn sẵn sàng.',
  'passkey.exists': 'Thiết bị này đã có passkey cho ví này: hãy chọn “Dùng passkey của tôi”.',
  'passkey.wrongSite':
    'Không thể dùng passkey trên {host}: ví phải được phục vụ từ một tên miền qua https (hoặc localhost), không bao giờ từ địa chỉ IP.',
  'passkey.left': 'Bạn đã đóng “Tiếp tục với passkey”: không có gì thay đổi.',
  'passkey.noPrf':
    'Passkey của bạn không thể bảo vệ khóa khôi phục trên thiết bị này (trình xác thực không hỗ trợ tiện ích WebAuthn PRF), vì vậy hãy giữ khóa khôi phục này: với nó và passkey, bạn có thể mở ví trên thiết bị mới.',
  'passkey.vaultFailed':
    'Passkey của bạn hiện không thể lưu khóa khôi phục lên máy chủ ví, vì vậy hãy giữ khóa khôi phục này: với nó và passkey, bạn có thể mở ví trên thiết bị mới.',

  'recovery.login':
    '{via, select, passkey {passkey của bạn} social {tài khoản {provider} của bạn} other {email của bạn}}',
  'recovery.saveTitle': 'Lưu khóa khôi phục',
  'recovery.wordsLabel': 'Khóa khôi phục, {count, plural, other {# từ}}',
  'recovery.copy': 'Sao chép',
  'recovery.copied': 'Đã sao chép khóa khôi phục.',
  'recovery.copyBlocked': 'Không thể sao chép ở đây: hãy chép tay các từ.',
  'recovery.saved': 'Tôi đã lưu',
  'recovery.intro':
    'Với {count, plural, other {# từ}} này và {login}, bạn có thể mở ví trên thiết bị mới. Hãy ghi lại theo đúng thứ tự, hoặc lưu trong trình quản lý mật khẩu: không ai, kể cả ứng dụng này, có thể hiển thị lại chúng.',
  'recovery.confirmTitle': 'Xác nhận khóa khôi phục',
  'recovery.confirmIntro':
    'Để chắc chắn bạn đã lưu: hãy nhập các từ số {words} của khóa khôi phục.',
  'recovery.wordLabel': 'Từ số {position}',
  'recovery.back': 'Quay lại',
  'recovery.confirm': 'Xác nhận',
  'recovery.missingWords':
    'Hãy nhập cả {count, plural, other {các từ}} số {words} của khóa khôi phục.',
  'recovery.wrongWords':
    '{count, plural, other {Từ}} số {words} không khớp với khóa khôi phục của bạn. Hãy kiểm tra những gì bạn đã ghi, hoặc quay lại để xem lại khóa.',

  'restore.title': 'Khôi phục ví của bạn',
  'restore.intro':
    'Thiết bị này chưa có ví {address}. Hãy nhập khóa khôi phục bạn đã lưu khi tạo ví: các từ theo đúng thứ tự (bốn chữ cái đầu của mỗi từ là đủ).',
  'restore.label': 'Khóa khôi phục',
  'restore.submit': 'Khôi phục',
  'restore.cancel': 'Hủy',
  'restore.lostKey': 'Tôi bị mất khóa khôi phục',
  'restore.failed': 'Khóa khôi phục đó không dùng được.',
  'restore.lostTitle': 'Mất khóa khôi phục?',
  'restore.lostIntro':
    'Ví {address} mở bằng thông tin đăng nhập của bạn cộng thêm một khóa nữa: khóa được giữ trên mỗi thiết bị bạn từng đăng nhập, hoặc khóa khôi phục. Không ai khác có bản sao, kể cả ứng dụng này.',
  'restore.lostOtherDevice':
    'Đăng nhập trên thiết bị hoặc trình duyệt bạn từng dùng: ví sẽ mở ở đó. Từ mục Tài khoản, bạn có thể xuất khóa riêng tư và cất giữ an toàn.',
  'restore.lostFindKey':
    'Tìm khóa khôi phục ở nơi bạn đã lưu (trình quản lý mật khẩu, ghi chú, bản in), rồi đăng nhập lại ở đây.',
  'restore.lostNothingLost':
    '“Hủy đăng nhập” giữ nguyên thiết bị này: không có gì bị thay đổi hay mất.',
  'restore.back': 'Quay lại',
  'restore.cancelSignIn': 'Hủy đăng nhập',
  'restore.cancelled':
    'Bạn đã rời “Khôi phục ví của bạn”: không có gì thay đổi trên thiết bị này. Hãy đăng nhập lại khi đã có khóa khôi phục, hoặc trên thiết bị bạn từng đăng nhập.',

  'social.notAnApp':
    'Trang này không phải là ứng dụng của máy chủ ví này, nên không thể đăng nhập ở đây',
  'social.notAResult': 'Đây không phải là kết quả đăng nhập của máy chủ ví này',
  'social.stateMismatch':
    'Phản hồi đăng nhập này không khớp với lần đăng nhập nào do ví này bắt đầu (state mismatch), nên đã bị từ chối. Hãy thử lại.',
  'social.failed': 'Đăng nhập thất bại. Hãy thử lại.',
  'social.otherWindow':
    'Lần đăng nhập này được bắt đầu ở cửa sổ khác hoặc đã hết hạn. Hãy bắt đầu lại ở đây.',
  'social.farcasterFirst': 'Hãy mở đăng nhập Farcaster trước',
  'social.farcasterTimeout':
    'Farcaster không xác nhận đăng nhập kịp thời: hãy quét mã mới để thử lại',

  'login.enterEmailFirst': 'Hãy nhập email trước',
  'login.approvalTimeout': 'Liên kết phê duyệt không được mở kịp thời: hãy yêu cầu mã mới',

  'error.notSignedIn': 'Chưa đăng nhập vào ví nhúng',
  'error.noAppSession':
    'Ví đã từ chối yêu cầu này: yêu cầu không mang phiên mà ví đã cấp cho ứng dụng này. Hãy đăng nhập lại.',
  'error.otherAppSession':
    'Ví đã từ chối yêu cầu này: phiên của nó đã được cấp cho ứng dụng khác. Hãy đăng nhập lại ở đây.',
  'error.rejected': 'Yêu cầu đã bị từ chối trong ví',
  'error.chainNotServed': 'Ví này không hỗ trợ chuỗi {chainId}',
  'error.ownMessage':
    'Ví đã từ chối ký tin nhắn này: nó sẽ thay thế phần khóa của chính ví, việc mà chỉ ví mới được làm.',
  'error.networkName': '{name} (chuỗi {chainId})',
  'error.unknownNetwork': 'chuỗi {chainId}',
  'error.unknownChain': 'Chuỗi {chainId}',
  'error.refusedHere': 'Ví này chỉ chạy tại {frameOrigin}, không chạy tại {origin}.',
  'error.refusedNoServer': 'Ví này chỉ chạy trên máy chủ của chính nó, không chạy tại {origin}.',
  'error.noAppOrigins':
    'Máy chủ ví này không liệt kê ứng dụng nào được phép nhúng nó (appOrigins).',
  'error.sessionExpired': 'Phiên đăng nhập đã hết hạn: hãy đăng nhập lại để truy cập ví.',
  'error.shareStored':
    'Phần xác thực của ví này đã được lưu: muốn thay thế cần có chữ ký của chính ví.',
  'error.otherWalletStored':
    'Một ví khác đã được lưu cho tài khoản này: hãy khôi phục ví đó bằng phần khôi phục của nó thay vì tạo ví mới.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Quá nhiều yêu cầu: vui lòng thử lại sau giây lát.} other {Quá nhiều yêu cầu: vui lòng thử lại sau # giây.}}',
  'error.serverDown':
    'Máy chủ Foyer hiện không thể {action, select, store {lưu ví của bạn} other {tải ví của bạn}} (HTTP {status}): vui lòng thử lại sau giây lát.',
  'error.serverRefused':
    'Máy chủ Foyer đã từ chối {action, select, store {lưu ví của bạn} other {tải ví của bạn}}.',
  'error.unreachable':
    'Không thể kết nối máy chủ Foyer để {action, select, store {lưu ví của bạn} other {tải ví của bạn}}: hãy kiểm tra kết nối và thử lại.',
  'error.storeUnconfirmed': 'Máy chủ Foyer không xác nhận đã lưu ví {address}.',
  'error.unreadableShare': 'Máy chủ Foyer đã gửi một phần xác thực mà khung này không đọc được.',
  'error.deviceShareDamaged':
    'Không thể mở khóa ví {address} trên thiết bị này: phần đã lưu bị hỏng. Hãy đăng nhập và dùng phần khôi phục để khôi phục ví.',
  'error.invalidShare':
    'Đây không phải là một phần hợp lệ: hãy sao chép toàn bộ nội dung của phần, chỉ gồm chữ cái, chữ số, + / và =.',
  'error.shareLength':
    'Phần này không đầy đủ hoặc quá dài: một phần có {bytes} byte (44 ký tự); phần này có {length} byte.',
  'error.sharesMismatch':
    'Hai phần này không tạo lại được ví {address}: một phần thuộc ví khác hoặc bị hỏng. Hãy dùng phần khôi phục bạn đã lưu cho ví này.',
  'error.wordCount':
    'Khóa khôi phục có {expected} từ; khóa này có {count} từ. Hãy nhập mọi từ theo đúng thứ tự.',
  'error.unknownWord':
    'Từ số {position} không thuộc danh sách từ của khóa khôi phục: hãy kiểm tra chính tả.',
  'error.checksum':
    '{count} từ này không phải là khóa khôi phục: có một từ gõ sai, hoặc hai từ bị đổi chỗ. Hãy đối chiếu với khóa bạn đã lưu.',
} satisfies Translation<typeof walletMessages>
