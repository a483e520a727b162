import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in ru (see ../en/core.ts). */
export default {
  'view.back': 'Назад',
  'view.close': 'Закрыть',
  'view.errorTitle': 'Что-то пошло не так',
  'view.retry': 'Повторить',
  'view.unavailable': 'Этот раздел пока недоступен.',
  'view.copyLink': 'Скопировать ссылку',
  'view.linkCopied': 'Ссылка скопирована',
  'view.copyLinkFailed': 'Не удалось скопировать ссылку',
  'notice.emailUpdated': 'Теперь ваш email — {email}',
  'notice.actionNotAllowed': 'Действие запрещено',
  'notice.onrampFinish':
    'Завершите покупку в окне {provider}. Баланс {symbol} обновится здесь, когда средства поступят.',
  'notice.onrampFinishSolana':
    'Завершите покупку в окне {provider}. Затем {symbol} появятся в вашем аккаунте Solana.',
  'notice.onrampArrived': 'Поступило {amount} {symbol}',
  'notice.confirmTransfer': 'Подтвердите перевод в кошельке…',
  'notice.transactionStarted': 'Транзакция начата',
  'notice.confirmedInBlock': 'Транзакция подтверждена в блоке {block}',
  'notice.confirmedInSlot': 'Транзакция подтверждена в слоте {slot}',
  'notice.transactionFailed': 'Транзакция не выполнена: {reason}',
  'notice.solanaNotConfirmed':
    'Транзакция отправлена, но ещё не подтверждена: проверьте её в Solana Explorer.',
  'error.userRejected': 'Вы отклонили запрос в кошельке.',
  'error.networkFailed': 'Сеть не отвечает. Убедитесь, что RPC сети работает, и повторите попытку.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Что-то пошло не так',
  'error.solanaSendFailed': 'Не удалось отправить транзакцию. Попробуйте ещё раз.',
  'error.invalidSendInput': 'Введите корректную сумму и адрес получателя',
  'error.unsupportedChain': 'Сеть не поддерживается',
  'error.noTransactionHash': 'Кошелёк не вернул хеш транзакции.',
  'error.transferRefused': 'Токен отклонил перевод (transfer вернул false).',
  'error.transferNotReported': 'Токен не сообщил о переводе.',
  'error.requestRejected': 'Запрос отклонён.',
  'error.requestAborted': 'Запрос прерван',
  'error.chainNotConfigured': 'Сеть не настроена.',
  'error.switchNotSupported': 'Этот кошелёк не поддерживает смену сети из приложения',
  'error.notConnected': 'Кошелёк не подключён.',
  'error.connectCancelled': 'Подключение отменено.',
  'error.noSignature': 'Кошелёк не вернул подпись.',
  'error.frameLoad': 'Не удалось загрузить вход по email',
  'error.networkNotFound': 'Сеть не найдена',
  'error.emailCooldown':
    'Повторите попытку через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}',
} satisfies Translation<typeof coreMessages>
