import type { MailTranslation } from './en.ts'

/** The server's mail in vi (see ./en.ts). */
export default {
  'login.subject': 'Mã đăng nhập {app} của bạn: {code}',
  'login.codeIs': 'Mã đăng nhập {app} của bạn là:',
  'login.ignore':
    'Nếu bạn không yêu cầu đăng nhập, hãy bỏ qua email này: sẽ không có gì xảy ra nếu không có mã.',
  'device.subject': 'Phê duyệt thiết bị mới cho {app}',
  'device.lead':
    'Có người đang đăng nhập vào ví {app} của bạn trên một thiết bị chưa từng được dùng trước đây. Ví của bạn đã có trên một thiết bị khác, vì vậy thiết bị này cần bạn phê duyệt một lần.',
  'device.approveFirst':
    'Nếu đó là bạn, hãy phê duyệt thiết bị trước (trong trình duyệt mà bạn đã yêu cầu mã):',
  'device.approveLink': 'Phê duyệt thiết bị này',
  'device.thenCode': 'Sau đó nhập mã này:',
  'code.expiry': 'Mã hết hạn sau {minutes, plural, other {# phút}} và chỉ dùng được một lần.',
  'change.primarySubject': 'Xác nhận thay đổi email Foyer của bạn: {code}',
  'change.primaryLead': 'Xác nhận đổi email Foyer của bạn thành {newEmail} bằng mã này:',
  'change.secondarySubject': 'Xác nhận email Foyer mới của bạn: {code}',
  'change.secondaryLead': 'Xác nhận {newEmail} là email Foyer của bạn bằng mã này:',
  'change.ignore':
    'Nếu bạn không yêu cầu thay đổi này, hãy bỏ qua email này: sẽ không có gì thay đổi nếu không có mã.',
  'changed.subject': 'Email Foyer của bạn đã được thay đổi',
  'changed.when': '{time} UTC ngày {date}',
  'changed.what':
    'Email của ví Foyer của bạn đã được đổi từ {oldEmail} thành {newEmail} vào lúc {when}. Địa chỉ này không còn dùng để đăng nhập vào ví được nữa, và mọi thiết bị khác đang đăng nhập vào ví đã bị đăng xuất.',
  'changed.ifYou': 'Nếu bạn đã thực hiện thay đổi này, bạn không cần làm gì cả.',
  'changed.ifNot':
    'Nếu không phải bạn, thì ai đó đã đăng nhập vào ví của bạn và có thể đọc hộp thư này đã thực hiện thay đổi: hãy đổi mật khẩu hộp thư này ngay, sau đó liên hệ bộ phận hỗ trợ của ứng dụng nơi bạn dùng ví, kèm theo ngày của email này. Hãy giữ khóa khôi phục cho riêng bạn: không ai từ ứng dụng sẽ yêu cầu khóa này.',
  'approve.title': 'Phê duyệt thiết bị này?',
  'approve.intro':
    'Có người đã yêu cầu đăng nhập vào {app} bằng {email} trên một thiết bị mới. Nếu đó là bạn, hãy phê duyệt tại đây, trong trình duyệt mà bạn đã yêu cầu mã.',
  'approve.noScript':
    'Trang này cần JavaScript: chỉ script mới xác định được đây có phải là trình duyệt mà bạn đã yêu cầu mã hay không. Hãy bật JavaScript cho trang này rồi mở lại liên kết.',
  'approve.button': 'Phê duyệt thiết bị này',
  'approve.ignore':
    'Nếu bạn không yêu cầu đăng nhập, hãy đóng trang này: sẽ không có gì xảy ra nếu không có mã.',
  'approve.approving': 'Đang phê duyệt…',
  'approve.doneTitle': 'Đã phê duyệt thiết bị',
  'approve.doneIntro':
    'Thiết bị này đã được phê duyệt. Hãy quay lại {app} và nhập mã trong cùng email đó. Bạn có thể đóng thẻ này.',
  'approve.failed': 'Không thể phê duyệt thiết bị. Hãy thử lại.',
  'approve.unreachable':
    'Không thể kết nối tới máy chủ ví: hãy kiểm tra kết nối của bạn rồi thử lại.',
  'approve.wrongDevice':
    'Liên kết này chỉ phê duyệt trình duyệt mà bạn đã yêu cầu mã, còn đây là một trình duyệt khác: hãy mở liên kết trong trình duyệt đó (sao chép vào thanh địa chỉ của trình duyệt đó). Chưa có gì được phê duyệt.',
  'approve.unusableTitle': 'Không thể dùng liên kết này',
  'approve.unusable':
    'Liên kết phê duyệt này đã hết hạn hoặc đã được dùng. Hãy quay lại ứng dụng và yêu cầu mã mới.',
} satisfies MailTranslation
