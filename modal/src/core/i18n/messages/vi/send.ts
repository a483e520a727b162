import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in vi (see ../en/send.ts). */
export default {
  'send.title': 'Gửi',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — khả dụng {balance}',
  'send.amountLabel': 'Số lượng',
  'send.receiverLabel': 'Địa chỉ người nhận',
  'send.receiverOrNameLabel': 'Địa chỉ hoặc tên người nhận',
  'send.previewButton': 'Xem trước',
  'send.lookingUpReceiver': 'Đang tìm người nhận…',
  'send.estimatingFee': 'Đang ước tính phí…',
  'send.chooseToken': 'Chọn một token để gửi.',
  'send.amountNotNumber': 'Số lượng phải là một số lớn hơn 0. Đã nhập: {provided}',
  'send.amountTooManyDecimals':
    'Số lượng {symbol} chỉ được có tối đa {decimals, plural, other {# chữ số thập phân}}. Đã nhập: {provided}',
  'send.amountOverBalance':
    'Số lượng không được vượt quá số dư {balance} {symbol} của bạn. Đã nhập: {provided}',
  'send.receiverNotAddress': 'Người nhận phải là địa chỉ 0x gồm 40 ký tự hex. Đã nhập: {provided}',
  'send.receiverChecksum':
    'Checksum của người nhận không đúng (EIP-55): một chữ cái bị sai hoa/thường, nên địa chỉ có thể bị gõ nhầm. Hãy dán lại. Đã nhập: {provided}',
  'send.receiverNoAddress': 'Người nhận "{name}" không có địa chỉ trên mạng này.',
  'send.receiverNotRegistered':
    '"{name}" không phải là tên đã đăng ký. Hãy nhập địa chỉ 0x hoặc một tên như {example}.',
  'send.receiverLookupFailed': 'Không thể tra cứu "{name}": {reason}',
  'send.nameLookupError': 'Lỗi khi phân giải tên',
  'send.previewSend': 'Gửi',
  'send.previewTo': 'Đến',
  'send.previewNetwork': 'Mạng',
  'send.previewFee': 'Phí mạng',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Không khả dụng: {reason}. Ví sẽ tự ước tính.',
  'send.noEstimate': 'chuỗi không đưa ra ước tính',
  'send.warningsLabel': 'Kiểm tra trước khi gửi',
  'send.warnZeroAddress': 'Đây là địa chỉ 0: mọi thứ gửi đến đây sẽ bị mất.',
  'send.warnTokenContract': 'Đây chính là hợp đồng {symbol}: token gửi đến đây thường bị mất.',
  'send.warnOwnAddress': 'Đây là địa chỉ của chính bạn.',
  'send.editButton': 'Sửa',
  'send.sendButton': 'Gửi',
  'send.insufficientFunds':
    'Không đủ {symbol} cho số lượng và phí mạng: cần {needed} {symbol}, tài khoản có {available} {symbol}.',
  'send.transferLabel': 'Chuyển khoản',
  'send.transferAmount': 'Số lượng',
  'send.transferTo': 'Đến',
  'send.transferNetwork': 'Mạng',
  'send.transferHash': 'Giao dịch',
  'send.opensExplorer': '(mở trình khám phá trong thẻ mới)',
  'send.unknownNetwork': 'Mạng không xác định',
  'send.chainNumber': 'Chuỗi {id}',

  'calls.emptyTitle': 'Lệnh gọi',
  'calls.none': 'Không có lệnh gọi nào được gửi từ trang này.',
  'calls.title': '{total, plural, other {# lệnh gọi}}',
  'calls.intro':
    'Ví của bạn gửi lần lượt từng lệnh trên {network}: mỗi lệnh cần bạn phê duyệt và chờ lệnh trước đó.',
  'calls.progress': 'Đã xác nhận {confirmed, number}/{total, number}',
  'calls.progressAsking':
    'Đã xác nhận {confirmed, number}/{total, number} · hãy xác nhận lệnh gọi {n, number}/{total, number} trong ví',
  'calls.listLabel': 'Lệnh gọi',
  'calls.stepWaiting': 'Đang chờ',
  'calls.stepAsking': 'Xác nhận trong ví',
  'calls.stepSent': 'Đã gửi, đang chờ khối',
  'calls.stepConfirmed': 'Đã xác nhận',
  'calls.stepReverted': 'Đã bị hoàn tác',
  'calls.stepRejected': 'Đã từ chối',
  'calls.stepFailed': 'Thất bại',
  'calls.stepSkipped': 'Chưa gửi',
  'calls.send': 'Gửi {amount} {symbol} đến {target, select, new {một hợp đồng mới} other {{to}}}',
  'calls.call': 'Gọi {target, select, new {một hợp đồng mới} other {{to}}}',
  'calls.callWithData':
    'Gọi {target, select, new {một hợp đồng mới} other {{to}}} với {bytes, plural, other {# byte}} dữ liệu',
  'calls.callWithDataAndValue':
    'Gọi {target, select, new {một hợp đồng mới} other {{to}}} với {bytes, plural, other {# byte}} dữ liệu và {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {Lệnh gọi đã được xác nhận.} other {Cả # lệnh gọi đã được xác nhận.}}',
  'calls.rejected': 'Bạn đã từ chối lệnh gọi {n, number}/{total, number} trong ví.',
  'calls.reverted': 'Chuỗi đã hoàn tác lệnh gọi {n, number}/{total, number}.',
  'calls.failed': 'Lệnh gọi {n, number}/{total, number} thất bại: {reason}.',
  'calls.notSentByWallet': 'ví không gửi lệnh này',
  'calls.confirmedBefore': '{count, plural, other {Lệnh gọi {calls} đã được gửi và xác nhận.}}',
  'calls.notSentAfter': '{count, plural, other {Lệnh gọi {calls} chưa được gửi.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, other {Lệnh gọi {confirmed} đã được gửi và xác nhận}}; {notSentCount, plural, other {lệnh gọi {notSent} chưa được gửi}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Đăng ký tên',
  'names.label': 'Tên tài khoản',
  'names.placeholder': 'ten-cua-ban',
  'names.rules':
    'Chữ cái, chữ số và dấu gạch ngang, tối thiểu {min, number} ký tự. Mỗi tên gắn với một mạng: tên này chỉ trỏ đến địa chỉ của bạn trên {network}.',
  'names.typeName': 'Hãy nhập một tên.',
  'names.badCharacter':
    'Chỉ dùng chữ cái, chữ số và dấu gạch ngang: không được dùng "{character}".',
  'names.tooShort':
    'Dùng tối thiểu {min, plural, other {# ký tự}}: "{name}" có {length, number} ký tự.',
  'names.notEns': 'Không phải tên ENS hợp lệ (ENSIP-15): {reason}.',
  'names.checking': 'Đang kiểm tra {name}…',
  'names.available': '{name} còn trống.',
  'names.taken': '{name} đã có người dùng.',
  'names.takenTryThese': '{name} đã có người dùng. Hãy thử một trong các tên sau:',
  'names.checkFailed': 'Không thể kiểm tra {name}: {reason}',
  'names.needsServer': 'Tên tài khoản cần có máy chủ Foyer.',
  'names.suggestionsLabel': 'Tên còn trống',
  'names.register': 'Đăng ký',
  'names.registeringTitle': 'Đang đăng ký tên',
  'names.registeredTitle': 'Đã đăng ký tên',
  'names.registering': 'Đang đăng ký {name}…',
  'names.confirmInWallet': 'Xác nhận tin nhắn trong ví của bạn.',
  'names.yours': '{name} giờ là của bạn.',
  'names.backToAccount': 'Quay lại tài khoản',

  'onramp.title': 'Mua',
  'onramp.needsServer':
    'Mua tiền mã hóa cần có máy chủ Foyer: ứng dụng này chưa cấu hình máy chủ nào ({option}).',
  'onramp.loadingProviders': 'Đang tải nhà cung cấp…',
  'onramp.loadFailed': 'Không thể tải các tùy chọn mua. {reason}',
  'onramp.retry': 'Thử lại',
  'onramp.notOnNetwork': 'Không thể mua {symbol} trên {network}. Hãy chuyển sang {networks}.',
  'onramp.notOnSolanaNetwork':
    'Không thể mua {symbol} trên mạng Solana này. Hãy chuyển sang {networks}.',
  'onramp.formLabel': 'Mua tiền mã hóa',
  'onramp.providerLabel': 'Nhà cung cấp',
  'onramp.loading': 'Đang tải…',
  'onramp.noProvider': 'Không có nhà cung cấp nào',
  'onramp.buyLabel': 'Mua',
  'onramp.currencyOption': '{symbol} ({name}) trên {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) trên mạng Solana này',
  'onramp.payWithLabel': 'Thanh toán bằng',
  'onramp.methodLabel': 'Phương thức thanh toán',
  'onramp.methodOption':
    '{method, select, card {Thẻ} ach_bank_account {Chuyển khoản ngân hàng (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Số tiền ({currency})',
  'onramp.presetsLabel': 'Số tiền phổ biến',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'Bắt buộc nhập số tiền: bạn muốn trả bao nhiêu {currency}.',
  'onramp.amountFormat':
    'Số tiền phải là một số {currency} với tối đa 2 chữ số thập phân, ví dụ 50 hoặc 49.99. Đã nhập: "{provided}"',
  'onramp.amountBelowMin':
    'Số tiền phải ít nhất {min} {currency} khi thanh toán bằng {method, select, card {thẻ} ach_bank_account {chuyển khoản ngân hàng (ACH)} other {{name}}}. Đã nhập: "{provided}"',
  'onramp.amountAboveMax':
    'Số tiền tối đa là {max} {currency} khi thanh toán bằng {method, select, card {thẻ} ach_bank_account {chuyển khoản ngân hàng (ACH)} other {{name}}}. Đã nhập: "{provided}"',
  'onramp.amountAboveMaxOther':
    'Số tiền tối đa là {max} {currency} khi thanh toán bằng {method, select, card {thẻ} ach_bank_account {chuyển khoản ngân hàng (ACH)} other {{name}}}; {otherMethod, select, card {thẻ} ach_bank_account {chuyển khoản ngân hàng (ACH)} other {{otherName}}} cho phép tối đa {otherMax} {currency}. Đã nhập: "{provided}"',
  'onramp.gettingQuote': 'Đang lấy báo giá…',
  'onramp.quote': 'Bạn nhận ≈ {amount} {symbol} trên {network}',
  'onramp.quoteSolana': 'Bạn nhận ≈ {amount} {symbol} trên mạng Solana này',
  'onramp.quoteFailed': 'Không thể lấy báo giá. {reason}',
  'onramp.continue': 'Tiếp tục',
  'onramp.continueWith': 'Tiếp tục với {provider}',
  'onramp.popupBlocked':
    'Trình duyệt đã chặn cửa sổ {provider}. Hãy cho phép cửa sổ bật lên cho trang này, rồi nhấn Tiếp tục lần nữa.',
  'onramp.notReady':
    '{missing, select, provider {Chưa thể mua: không có nhà cung cấp nào.} account {Chưa thể mua: chưa kết nối tài khoản.} network {Chưa thể mua: {symbol} không được bán trên mạng này.} other {Chưa thể mua: chưa có báo giá cho số tiền này.}}',
} satisfies Translation<typeof sendMessages>
