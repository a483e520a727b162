import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in ru (see ../en/send.ts). */
export default {
  'send.title': 'Отправить',
  'send.tokenLabel': 'Токен',
  'send.tokenOption': '{symbol} — доступно {balance}',
  'send.amountLabel': 'Сумма',
  'send.receiverLabel': 'Адрес получателя',
  'send.receiverOrNameLabel': 'Адрес или имя получателя',
  'send.previewButton': 'Предпросмотр',
  'send.lookingUpReceiver': 'Поиск получателя…',
  'send.estimatingFee': 'Оценка комиссии…',
  'send.chooseToken': 'Выберите токен для отправки.',
  'send.amountNotNumber': 'Сумма должна быть числом больше 0. Введено: {provided}',
  'send.amountTooManyDecimals':
    'Для {symbol} сумма может содержать не более {decimals, plural, one {# знака} few {# знаков} many {# знаков} other {# знака}} после запятой. Введено: {provided}',
  'send.amountOverBalance':
    'Сумма не должна превышать ваш баланс {balance} {symbol}. Введено: {provided}',
  'send.receiverNotAddress':
    'Получатель должен быть адресом 0x из 40 шестнадцатеричных символов. Введено: {provided}',
  'send.receiverChecksum':
    'Неверная контрольная сумма получателя (EIP-55): регистр одной из букв не совпадает, возможно, в адресе опечатка. Вставьте его ещё раз. Введено: {provided}',
  'send.receiverNoAddress': 'У получателя «{name}» нет адреса в этой сети.',
  'send.receiverNotRegistered':
    '«{name}» — не зарегистрированное имя. Введите адрес 0x или имя вида {example}.',
  'send.receiverLookupFailed': 'Не удалось найти «{name}»: {reason}',
  'send.nameLookupError': 'Ошибка при разрешении имени',
  'send.previewSend': 'Отправка',
  'send.previewTo': 'Кому',
  'send.previewNetwork': 'Сеть',
  'send.previewFee': 'Комиссия сети',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Недоступно: {reason}. Кошелёк оценит её сам.',
  'send.noEstimate': 'сеть не дала оценку',
  'send.warningsLabel': 'Проверьте перед отправкой',
  'send.warnZeroAddress': 'Это нулевой адрес: всё, что отправлено на него, будет потеряно.',
  'send.warnTokenContract':
    'Это сам контракт {symbol}: токены, отправленные на него, обычно теряются.',
  'send.warnOwnAddress': 'Это ваш собственный адрес.',
  'send.editButton': 'Изменить',
  'send.sendButton': 'Отправить',
  'send.insufficientFunds':
    'Недостаточно {symbol} для суммы и комиссии сети: нужно {needed} {symbol}, на счёте {available} {symbol}.',
  'send.transferLabel': 'Перевод',
  'send.transferAmount': 'Сумма',
  'send.transferTo': 'Кому',
  'send.transferNetwork': 'Сеть',
  'send.transferHash': 'Транзакция',
  'send.opensExplorer': '(откроет обозреватель в новой вкладке)',
  'send.unknownNetwork': 'Неизвестная сеть',
  'send.chainNumber': 'Сеть {id}',

  'calls.emptyTitle': 'Вызовы',
  'calls.none': 'С этой страницы вызовы не отправлялись.',
  'calls.title': '{total, plural, one {# вызов} few {# вызова} many {# вызовов} other {# вызова}}',
  'calls.intro':
    'Кошелёк отправляет их по одному в сети {network}: каждый требует вашего подтверждения и ждёт предыдущий.',
  'calls.progress': 'Подтверждено {confirmed, number} из {total, number}',
  'calls.progressAsking':
    'Подтверждено {confirmed, number} из {total, number} · подтвердите вызов {n, number} из {total, number} в кошельке',
  'calls.listLabel': 'Вызовы',
  'calls.stepWaiting': 'Ожидание',
  'calls.stepAsking': 'Подтвердите в кошельке',
  'calls.stepSent': 'Отправлен, ждёт блока',
  'calls.stepConfirmed': 'Подтверждён',
  'calls.stepReverted': 'Отменён сетью',
  'calls.stepRejected': 'Отклонён',
  'calls.stepFailed': 'Ошибка',
  'calls.stepSkipped': 'Не отправлен',
  'calls.send':
    'Отправить {amount} {symbol} на {target, select, new {новый контракт} other {{to}}}',
  'calls.call': 'Вызвать {target, select, new {новый контракт} other {{to}}}',
  'calls.callWithData':
    'Вызвать {target, select, new {новый контракт} other {{to}}} с данными ({bytes, plural, one {# байт} few {# байта} many {# байт} other {# байта}})',
  'calls.callWithDataAndValue':
    'Вызвать {target, select, new {новый контракт} other {{to}}} с данными ({bytes, plural, one {# байт} few {# байта} many {# байт} other {# байта}}) и {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {Вызов подтверждён.} few {Все # вызова подтверждены.} many {Все # вызовов подтверждены.} other {Все # вызова подтверждены.}}',
  'calls.rejected': 'Вы отклонили вызов {n, number} из {total, number} в кошельке.',
  'calls.reverted': 'Сеть отменила вызов {n, number} из {total, number}.',
  'calls.failed': 'Вызов {n, number} из {total, number} не выполнен: {reason}.',
  'calls.notSentByWallet': 'кошелёк его не отправил',
  'calls.confirmedBefore':
    '{count, plural, one {Вызов {calls} отправлен и подтверждён.} other {Вызовы {calls} отправлены и подтверждены.}}',
  'calls.notSentAfter':
    '{count, plural, one {Вызов {calls} не отправлен.} other {Вызовы {calls} не отправлены.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {Вызов {confirmed} отправлен и подтверждён} other {Вызовы {confirmed} отправлены и подтверждены}}; {notSentCount, plural, one {вызов {notSent} не отправлен} other {вызовы {notSent} не отправлены}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Регистрация имени',
  'names.label': 'Имя аккаунта',
  'names.placeholder': 'your-name',
  'names.rules':
    'Латинские буквы, цифры и дефисы, не менее {min, number} символов. Имя действует в одной сети: это будет указывать на ваш адрес только в {network}.',
  'names.typeName': 'Введите имя.',
  'names.badCharacter':
    'Используйте только латинские буквы, цифры и дефисы: «{character}» не допускается.',
  'names.tooShort':
    'Нужно не менее {min, plural, one {# символа} few {# символов} many {# символов} other {# символа}}: в «{name}» их {length, number}.',
  'names.notEns': 'Недопустимое имя ENS (ENSIP-15): {reason}.',
  'names.checking': 'Проверяем {name}…',
  'names.available': '{name} свободно.',
  'names.taken': '{name} уже занято.',
  'names.takenTryThese': '{name} уже занято. Попробуйте одно из этих:',
  'names.checkFailed': 'Не удалось проверить {name}: {reason}',
  'names.needsServer': 'Для имён аккаунтов нужен сервер Foyer.',
  'names.suggestionsLabel': 'Свободные имена',
  'names.register': 'Зарегистрировать',
  'names.registeringTitle': 'Регистрация имени',
  'names.registeredTitle': 'Имя зарегистрировано',
  'names.registering': 'Регистрируем {name}…',
  'names.confirmInWallet': 'Подтвердите сообщение в кошельке.',
  'names.yours': '{name} теперь ваше.',
  'names.backToAccount': 'Назад к аккаунту',

  'onramp.title': 'Купить',
  'onramp.needsServer':
    'Для покупки криптовалюты нужен сервер Foyer: в этом приложении он не настроен ({option}).',
  'onramp.loadingProviders': 'Загрузка провайдеров…',
  'onramp.loadFailed': 'Не удалось загрузить варианты покупки. {reason}',
  'onramp.retry': 'Повторить',
  'onramp.notOnNetwork': '{symbol} нельзя купить в сети {network}. Переключитесь на {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} нельзя купить в этой сети Solana. Переключитесь на {networks}.',
  'onramp.formLabel': 'Купить криптовалюту',
  'onramp.providerLabel': 'Провайдер',
  'onramp.loading': 'Загрузка…',
  'onramp.noProvider': 'Нет доступных провайдеров',
  'onramp.buyLabel': 'Купить',
  'onramp.currencyOption': '{symbol} ({name}) в сети {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) в этой сети Solana',
  'onramp.payWithLabel': 'Оплата в',
  'onramp.methodLabel': 'Способ оплаты',
  'onramp.methodOption':
    '{method, select, card {Карта} ach_bank_account {Банковский перевод (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Сумма ({currency})',
  'onramp.presetsLabel': 'Частые суммы',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'Укажите сумму: сколько {currency} заплатить.',
  'onramp.amountFormat':
    'Сумма должна быть числом в {currency} не более чем с 2 знаками после точки, например 50 или 49.99. Введено: «{provided}»',
  'onramp.amountBelowMin':
    'Сумма должна быть не меньше {min} {currency} для способа «{method, select, card {карта} ach_bank_account {банковский перевод (ACH)} other {{name}}}». Введено: «{provided}»',
  'onramp.amountAboveMax':
    'Сумма должна быть не больше {max} {currency} для способа «{method, select, card {карта} ach_bank_account {банковский перевод (ACH)} other {{name}}}». Введено: «{provided}»',
  'onramp.amountAboveMaxOther':
    'Сумма должна быть не больше {max} {currency} для способа «{method, select, card {карта} ach_bank_account {банковский перевод (ACH)} other {{name}}}»; способ «{otherMethod, select, card {карта} ach_bank_account {банковский перевод (ACH)} other {{otherName}}}» допускает до {otherMax} {currency}. Введено: «{provided}»',
  'onramp.gettingQuote': 'Получаем котировку…',
  'onramp.quote': 'Вы получите ≈ {amount} {symbol} в сети {network}',
  'onramp.quoteSolana': 'Вы получите ≈ {amount} {symbol} в этой сети Solana',
  'onramp.quoteFailed': 'Не удалось получить котировку. {reason}',
  'onramp.continue': 'Продолжить',
  'onramp.continueWith': 'Продолжить с {provider}',
  'onramp.popupBlocked':
    'Браузер заблокировал окно {provider}. Разрешите всплывающие окна для этого сайта и снова нажмите «Продолжить».',
  'onramp.notReady':
    '{missing, select, provider {Купить пока нельзя: нет доступных провайдеров.} account {Купить пока нельзя: аккаунт не подключён.} network {Купить пока нельзя: {symbol} не продаётся в этой сети.} other {Купить пока нельзя: для этой суммы ещё нет котировки.}}',
} satisfies Translation<typeof sendMessages>
