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
} satisfies MailTranslation
