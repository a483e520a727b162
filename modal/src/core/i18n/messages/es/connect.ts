import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in es (see ../en/connect.ts). */
export default {
  'connect.title': 'Conectar una billetera',
  'connect.or': 'o',
  'connect.looking': 'Buscando billeteras…',
  'connect.retry': 'Reintentar',
  'connect.noWallet': 'No se encontró ninguna billetera en este navegador.',
  'connect.noWalletInstall':
    'Instala una extensión de billetera para el navegador y vuelve a cargar esta página.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Continúa arriba con tu correo o una cuenta social, o instala una extensión de billetera y vuelve a cargar esta página.} email {Continúa arriba con tu correo, o instala una extensión de billetera y vuelve a cargar esta página.} other {Continúa arriba con una cuenta social, o instala una extensión de billetera y vuelve a cargar esta página.}}',
  'connect.getWallet': 'Consigue una billetera:',
  'connect.opensDownloadPage': '(abre su página de descarga en una pestaña nueva)',
  'connect.walletsLabel': 'Billeteras',
  'connect.duplicateWallet': 'Otra billetera de esta página usa el mismo id · id {id}',
  'connect.badgeConnected': 'Conectada',
  'connect.badgeRecent': 'Reciente',
  'connect.badgeThisSafe': 'Este Safe',
  'connect.badgeInstalled': 'Instalada',
  'connect.walletConnectHint': 'Escanea con una billetera en tu teléfono',
  'connect.waiting': 'Esperando a {wallet}… Aprueba la solicitud en tu billetera.',
  'connect.cancel': 'Cancelar',
  'connect.siweFailed': 'El inicio de sesión falló, así que se desconectó la billetera: {reason}',
  'email.formLabel': 'Continuar con correo electrónico',
  'email.label': 'Correo electrónico',
  'email.placeholder': 'tu@ejemplo.com',
  'email.sendingCode': 'Enviando código…',
  'email.continue': 'Continuar',
  'email.approveDeviceTitle': 'Aprueba este dispositivo',
  'email.approveDeviceBody':
    'Tu billetera ya está en otro dispositivo, así que este necesita tu aprobación una vez. Enviamos un enlace a {email}: ábrelo en este navegador y luego vuelve aquí. La pantalla del código se abrirá sola.',
  'email.waitingApproval': 'Esperando la aprobación…',
  'email.enterCodeTitle': 'Introduce el código',
  'email.codeSent': 'Enviamos un código de 6 dígitos a {email}. Es válido durante 10 minutos.',
  'email.codeLabel': 'Código',
  'email.checking': 'Comprobando…',
  'email.resendIn': 'Reenviar código en {seconds, number} s',
  'email.sending': 'Enviando…',
  'email.resend': 'Reenviar código',
  'email.changeTitle': 'Cambiar correo electrónico',
  'email.addTitle': 'Añadir un correo electrónico',
  'email.changeIntro':
    'El correo de tu billetera es {email}. Te enviaremos un código a esa dirección y luego otro al correo nuevo. La billetera y su dirección no cambian.',
  'email.addIntro':
    'Añade un correo para iniciar sesión con un código además de con tu llave de acceso. Te enviaremos un código a esa dirección. La billetera y su dirección no cambian.',
  'email.newEmailLabel': 'Correo nuevo',
  'email.sendCodeIn': 'Enviar código en {seconds, number} s',
  'email.sendCode': 'Enviar código',
  'email.currentCodeTitle': 'Código de tu correo actual',
  'email.newCodeTitle': 'Código de tu correo nuevo',
  'email.currentCodeIntro':
    'Enviamos un código de 6 dígitos a {current} para confirmar el cambio a {email}. Es válido durante 10 minutos.',
  'email.newCodeIntro':
    'Enviamos un código de 6 dígitos a {email}. Introdúcelo para que sea el correo de tu billetera. Es válido durante 10 minutos.',
  'social.groupLabel': 'Inicios de sesión sociales',
  'social.continueWith': 'Continuar con {provider}',
  'social.signingIn': 'Iniciando sesión',
  'social.opening': 'Abriendo la ventana de {provider}…',
  'social.openingSignIn': 'Abriendo la ventana de inicio de sesión…',
  'social.waiting':
    'Inicia sesión con {provider} en la ventana que se abrió. Cuando termines allí, habrás iniciado sesión aquí.',
  'social.signingYouIn': 'Iniciando tu sesión…',
  'social.redirecting': 'Te llevamos a {provider}…',
  'social.popupBlocked':
    'Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio o continúa en esta pestaña.',
  'social.continueInTab': 'Continuar en esta pestaña',
  'social.tryAgain': 'Reintentar',
  'social.back': 'Atrás',
  'social.farcasterPreparing': 'Preparando el código…',
  'social.farcasterQrAlt': 'Código QR: escanéalo con la app de Farcaster para iniciar sesión',
  'social.farcasterWaiting':
    'Esperando a Farcaster… Escanea el código con tu teléfono o abre el enlace en la app de Farcaster y confirma allí.',
  'social.farcasterOpen': 'Abrir en Farcaster',
  'social.farcasterLocalClient': 'Abrir el cliente local de Farcaster',
  'social.opensNewTab': '(se abre en una pestaña nueva)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Preparando el código…',
  'walletConnect.qrAlt': 'Código QR: escanéalo con la app de tu billetera para conectarte',
  'walletConnect.waiting':
    'Esperando a tu billetera… Escanea el código con una billetera compatible con WalletConnect y aprueba allí.',
  'walletConnect.openInApp': 'Abrir en una app de billetera',
  'walletConnect.failed': 'No se pudo conectar con WalletConnect. {reason}',
  'walletConnect.retry': 'Reintentar',
  'siwe.title': 'Iniciar sesión',
  'siwe.intro':
    '{app} te pide que firmes un mensaje con {wallet} para demostrar que esta cuenta es tuya. Firmar no cuesta nada ni envía ninguna transacción.',
  'siwe.introAnyWallet':
    '{app} te pide que firmes un mensaje con tu billetera para demostrar que esta cuenta es tuya. Firmar no cuesta nada ni envía ninguna transacción.',
  'siwe.waiting': 'Esperando tu firma… Aprueba la solicitud en tu billetera.',
  'siwe.tryAgain': 'Reintentar',
  'siwe.disconnect': 'Desconectar',
  'passkey.continue': 'Continuar con una llave de acceso',
  'passkey.waiting': 'Esperando tu llave de acceso…',
} satisfies Translation<typeof connectMessages>
