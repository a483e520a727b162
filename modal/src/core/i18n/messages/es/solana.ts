import type { solanaMessages } from '../en/solana.ts'
import type { Translation } from '../en.ts'

/** The solana views' messages in es (see ../en/solana.ts). */
export default {
  'solana.walletsLabel': 'Billeteras de Solana',
  'solana.installed': 'Instalada',
  'solana.connected': 'Conectada',
  'solana.duplicateWarning': 'Otra billetera de esta página usa el mismo nombre',
  'solana.waiting': 'Esperando a {wallet}… Aprueba la solicitud en tu billetera.',
  'solana.emailWallet': 'Billetera de correo electrónico',
  'solana.accountTitle': 'Cuenta',
  'solana.reconnecting': 'Reconectando tu billetera de Solana…',
  'solana.notConnected': 'No hay ninguna cuenta de Solana conectada.',
  'solana.viewTransaction': 'Ver la transacción en Solana Explorer',
  'solana.viewOnExplorer': 'Ver en Solana Explorer',
  'solana.opensInNewTab': '(se abre en una pestaña nueva)',
  'solana.walletOnNetwork': '{wallet} en {network}',
  'solana.loadingBalance': 'Cargando saldo…',
  'solana.balanceError': 'No se pudo cargar el saldo.',
  'solana.retry': 'Reintentar',
  'solana.network': 'Red',
  'solana.switchNetwork': 'Red: {network}. Cambiar de red',
  'solana.send': 'Enviar',
  'solana.buy': 'Comprar',
  'solana.signOutNote':
    'Al cerrar sesión se cierran las dos cuentas de tu billetera de correo electrónico: esta y su cuenta EVM.',
  'solana.signOut': 'Cerrar sesión',
  'solana.disconnect': 'Desconectar',
  'solana.accountRowLabel': 'Cuenta de Solana',
  'solana.useSolanaAccount': 'Usar la cuenta de Solana',
  'solana.evmAccountLabel': 'Cuenta EVM',
  'solana.useEvmAccount': 'Usar la cuenta EVM',
  'solana.networksLabel': 'Redes de Solana',
  'solana.networkUnsupported': '{wallet} no es compatible con esta red',
  'solana.sendTitle': 'Enviar',
  'solana.token': 'Token',
  'solana.amount': 'Importe',
  'solana.receiver': 'Dirección del destinatario',
  'solana.review': 'Revisar',
  'solana.reviewSummary': 'Envías {amount} a {address}.',
  'solana.fee': 'Comisión de red {fee}',
  'solana.feeWithRent':
    'Comisión de red {fee}, y {rent} para abrir la cuenta USDC del destinatario',
  'solana.offCurve':
    'Esta dirección pertenece a un programa, no a una billetera: lo que envíes ahí podría quedar bloqueado.',
  'solana.errorWalletGone': '{wallet} ya no está en esta página.',
  'solana.errorNoAccount': '{wallet} no proporcionó ninguna cuenta.',
  'solana.errorNoWallet': 'No hay ninguna billetera de Solana conectada.',
  'solana.errorAccountGone': '{wallet} ya no proporciona {address}.',
  'solana.errorCannotSign': '{wallet} no puede firmar transacciones de Solana.',
  'solana.errorEmailWalletNetwork':
    'La billetera de correo electrónico no envía en {network} en esta app.',
  'solana.errorFrameNoTransaction':
    'El marco de la billetera no devolvió ninguna transacción firmada.',
  'solana.errorFrameNoSignature': 'El marco de la billetera no devolvió ninguna firma.',
  'solana.errorNodeNoAnswer': 'El nodo de {network} no respondió ({url}).',
  'solana.errorNodeRefused': 'El nodo rechazó la solicitud.',
  'solana.errorSimulation': 'La red rechazó la transferencia en una simulación: {reason}',
  'solana.errorAmountNotNumber': 'El importe debe ser un número. Introducido: «{amount}»',
  'solana.errorAmountDecimals':
    'El importe admite como máximo {decimals, plural, one {# decimal} other {# decimales}}. Introducido: «{amount}»',
  'solana.errorAmountZero': 'El importe debe ser mayor que 0. Introducido: «{amount}»',
  'solana.errorReceiver':
    'El destinatario debe ser una dirección de Solana (base58, 32 bytes). Introducido: «{address}»',
  'solana.errorNoUsdc': '{network} no tiene USDC para enviar.',
} satisfies Translation<typeof solanaMessages>
