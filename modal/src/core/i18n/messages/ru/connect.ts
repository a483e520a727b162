import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in ru (see ../en/connect.ts). */
export default {
  'connect.title': 'Подключить кошелёк',
  'connect.or': 'или',
  'connect.looking': 'Поиск кошельков…',
  'connect.retry': 'Повторить',
  'connect.noWallet': 'В этом браузере не найдено ни одного кошелька.',
  'connect.noWalletInstall':
    'Установите расширение-кошелёк для браузера, затем перезагрузите эту страницу.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Продолжите выше с помощью эл. почты или аккаунта соцсети либо установите расширение-кошелёк и перезагрузите эту страницу.} email {Продолжите выше с помощью эл. почты либо установите расширение-кошелёк и перезагрузите эту страницу.} other {Продолжите выше с помощью аккаунта соцсети либо установите расширение-кошелёк и перезагрузите эту страницу.}}',
  'connect.getWallet': 'Установить кошелёк:',
  'connect.opensDownloadPage': '(откроет страницу загрузки в новой вкладке)',
  'connect.walletsLabel': 'Кошельки',
  'connect.duplicateWallet': 'Другой кошелёк на этой странице использует тот же id · id {id}',
  'connect.badgeConnected': 'Подключён',
  'connect.badgeRecent': 'Недавний',
  'connect.badgeThisSafe': 'Этот Safe',
  'connect.badgeInstalled': 'Установлен',
  'connect.walletConnectHint': 'Отсканируйте кошельком на телефоне',
  'connect.waiting': 'Ожидание {wallet}… Подтвердите запрос в кошельке.',
  'connect.cancel': 'Отмена',
  'connect.siweFailed': 'Вход не удался, поэтому кошелёк отключён: {reason}',
  'email.formLabel': 'Продолжить с эл. почтой',
  'email.label': 'Эл. почта',
  'email.placeholder': 'you@example.com',
  'email.sendingCode': 'Отправка кода…',
  'email.continue': 'Продолжить',
  'email.enterAddress': 'Введите эл. почту, например name@example.com',
  'email.notAnAddress':
    'Введите верную эл. почту, например name@example.com («{email}» не подходит)',
  'email.enterCode': 'Введите 6-значный код из письма',
  'email.approveDeviceTitle': 'Подтвердите это устройство',
  'email.approveDeviceBody':
    'Ваш кошелёк уже есть на другом устройстве, поэтому это устройство нужно один раз подтвердить. Мы отправили ссылку на {email}: откройте её в этом браузере и вернитесь сюда. Экран ввода кода откроется сам.',
  'email.waitingApproval': 'Ожидание подтверждения…',
  'email.enterCodeTitle': 'Введите код',
  'email.codeSent': 'Мы отправили 6-значный код на {email}. Он действует 10 минут.',
  'email.codeLabel': 'Код',
  'email.checking': 'Проверка…',
  'email.resendIn': 'Отправить код повторно через {seconds, number} с',
  'email.sending': 'Отправка…',
  'email.resend': 'Отправить код повторно',
  'email.changeTitle': 'Изменить эл. почту',
  'email.addTitle': 'Добавить эл. почту',
  'email.changeIntro':
    'Эл. почта вашего кошелька: {email}. Мы отправим код на неё, а затем ещё один на новый адрес. Кошелёк и его адрес не изменятся.',
  'email.addIntro':
    'Добавьте эл. почту, чтобы входить не только с ключом доступа, но и по коду. Мы отправим на неё код. Кошелёк и его адрес не изменятся.',
  'email.newEmailLabel': 'Новая эл. почта',
  'email.sendCodeIn': 'Отправить код через {seconds, number} с',
  'email.sendCode': 'Отправить код',
  'email.currentCodeTitle': 'Код из текущей эл. почты',
  'email.newCodeTitle': 'Код из новой эл. почты',
  'email.currentCodeIntro':
    'Мы отправили 6-значный код на {current}, чтобы подтвердить замену на {email}. Он действует 10 минут.',
  'email.newCodeIntro':
    'Мы отправили 6-значный код на {email}. Введите его, чтобы сделать этот адрес почтой вашего кошелька. Он действует 10 минут.',
  'social.groupLabel': 'Вход через соцсети',
  'social.continueWith': 'Продолжить с {provider}',
  'social.signingIn': 'Вход',
  'social.opening': 'Открываем окно {provider}…',
  'social.openingSignIn': 'Открываем окно входа…',
  'social.waiting':
    'Войдите через {provider} в открывшемся окне. Как только закончите там, вы войдёте и здесь.',
  'social.signingYouIn': 'Выполняем вход…',
  'social.redirecting': 'Переходим в {provider}…',
  'social.popupBlocked':
    'Браузер заблокировал окно входа. Разрешите всплывающие окна для этого сайта или продолжите в этой вкладке.',
  'social.continueInTab': 'Продолжить в этой вкладке',
  'social.tryAgain': 'Повторить',
  'social.back': 'Назад',
  'social.farcasterPreparing': 'Подготовка кода…',
  'social.farcasterQrAlt': 'QR-код: отсканируйте его в приложении Farcaster, чтобы войти',
  'social.farcasterWaiting':
    'Ожидание Farcaster… Отсканируйте код телефоном или откройте ссылку в приложении Farcaster, затем подтвердите там.',
  'social.farcasterOpen': 'Открыть в Farcaster',
  'social.farcasterLocalClient': 'Открыть локальный клиент Farcaster',
  'social.opensNewTab': '(откроется в новой вкладке)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Подготовка кода…',
  'walletConnect.qrAlt': 'QR-код: отсканируйте его в приложении кошелька, чтобы подключиться',
  'walletConnect.waiting':
    'Ожидание кошелька… Отсканируйте код кошельком с поддержкой WalletConnect, затем подтвердите там.',
  'walletConnect.openInApp': 'Открыть в приложении кошелька',
  'walletConnect.failed': 'Не удалось подключиться через WalletConnect. {reason}',
  'walletConnect.retry': 'Повторить',
  'siwe.title': 'Вход',
  'siwe.intro':
    '{app} просит подписать сообщение с помощью {wallet}, чтобы подтвердить, что этот аккаунт ваш. Подпись бесплатна и не отправляет транзакцию.',
  'siwe.introAnyWallet':
    '{app} просит подписать сообщение в вашем кошельке, чтобы подтвердить, что этот аккаунт ваш. Подпись бесплатна и не отправляет транзакцию.',
  'siwe.waiting': 'Ожидание подписи… Подтвердите запрос в кошельке.',
  'siwe.tryAgain': 'Повторить',
  'siwe.disconnect': 'Отключить',
  'passkey.continue': 'Продолжить с ключом доступа',
  'passkey.waiting': 'Ожидание ключа доступа…',
} satisfies Translation<typeof connectMessages>
