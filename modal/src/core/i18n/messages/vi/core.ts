import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in vi (see ../en/core.ts). */
export default {
  'view.back': 'Quay lại',
  'view.close': 'Đóng',
  'view.errorTitle': 'Đã xảy ra lỗi',
  'view.retry': 'Thử lại',
  'view.unavailable': 'Màn hình này chưa khả dụng.',
  'view.copyLink': 'Sao chép liên kết',
  'view.linkCopied': 'Đã sao chép liên kết',
  'view.copyLinkFailed': 'Không thể sao chép liên kết',
  'notice.emailUpdated': 'Email của bạn hiện là {email}',
  'notice.actionNotAllowed': 'Hành động không được phép',
  'notice.onrampFinish':
    'Hoàn tất giao dịch mua trong cửa sổ {provider}. Số dư {symbol} của bạn sẽ cập nhật tại đây khi tiền về.',
  'notice.onrampFinishSolana':
    'Hoàn tất giao dịch mua trong cửa sổ {provider}. Sau đó {symbol} sẽ hiển thị trong tài khoản Solana của bạn.',
  'notice.onrampArrived': 'Đã nhận {amount} {symbol}',
  'notice.confirmTransfer': 'Xác nhận chuyển khoản trong ví của bạn…',
  'notice.transactionStarted': 'Đã bắt đầu giao dịch',
  'notice.confirmedInBlock': 'Giao dịch đã được xác nhận ở khối {block}',
  'notice.confirmedInSlot': 'Giao dịch đã được xác nhận ở slot {slot}',
  'notice.transactionFailed': 'Giao dịch thất bại: {reason}',
  'notice.solanaNotConfirmed':
    'Đã gửi giao dịch, chưa được xác nhận: hãy kiểm tra trên Solana Explorer.',
  'error.userRejected': 'Bạn đã từ chối yêu cầu trong ví.',
  'error.networkFailed': 'Mạng không phản hồi. Hãy kiểm tra RPC của chuỗi đang chạy, rồi thử lại.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Đã xảy ra lỗi',
  'error.solanaSendFailed': 'Không gửi được giao dịch. Vui lòng thử lại.',
  'error.invalidSendInput': 'Vui lòng nhập số tiền và địa chỉ người nhận hợp lệ',
  'error.unsupportedChain': 'Chuỗi không được hỗ trợ',
  'error.noTransactionHash': 'Ví không trả về mã hash giao dịch.',
  'error.transferRefused': 'Token đã từ chối chuyển khoản (transfer trả về false).',
  'error.transferNotReported': 'Token không ghi nhận chuyển khoản nào.',
  'error.requestRejected': 'Yêu cầu đã bị từ chối.',
  'error.requestAborted': 'Yêu cầu đã bị hủy',
  'error.chainNotConfigured': 'Chuỗi chưa được cấu hình.',
  'error.switchNotSupported': 'Ví này không hỗ trợ chuyển mạng từ ứng dụng',
  'error.notConnected': 'Chưa kết nối ví nào.',
  'error.connectCancelled': 'Kết nối đã bị hủy.',
  'error.noSignature': 'Ví không trả về chữ ký.',
  'error.frameLoad': 'Không thể tải đăng nhập bằng email',
  'error.networkNotFound': 'Không tìm thấy mạng',
  'error.emailCooldown': 'Vui lòng thử lại sau {seconds, plural, other {# giây}}',
} satisfies Translation<typeof coreMessages>
