import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in es (see ../en/core.ts). */
export default {
  'view.back': 'Atrás',
  'view.close': 'Cerrar',
  'view.errorTitle': 'Algo salió mal',
  'view.retry': 'Reintentar',
  'view.unavailable': 'Esta vista aún no está disponible.',
  'view.copyLink': 'Copiar enlace',
  'view.linkCopied': 'Enlace copiado',
  'view.copyLinkFailed': 'No se pudo copiar el enlace',
  'notice.emailUpdated': 'Tu correo ahora es {email}',
  'notice.actionNotAllowed': 'Acción no permitida',
  'notice.onrampFinish':
    'Termina la compra en la ventana de {provider}. Tu saldo de {symbol} se actualizará aquí cuando llegue.',
  'notice.onrampFinishSolana':
    'Termina la compra en la ventana de {provider}. Tus {symbol} aparecerán luego en tu cuenta de Solana.',
  'notice.onrampArrived': 'Llegaron {amount} {symbol}',
  'notice.confirmTransfer': 'Confirma la transferencia en tu billetera…',
  'notice.transactionStarted': 'Transacción iniciada',
  'notice.confirmedInBlock': 'Transacción confirmada en el bloque {block}',
  'notice.confirmedInSlot': 'Transacción confirmada en el slot {slot}',
  'notice.transactionFailed': 'La transacción falló: {reason}',
  'notice.solanaNotConfirmed':
    'Transacción enviada, aún sin confirmar: revísala en Solana Explorer.',
  'error.userRejected': 'Rechazaste la solicitud en tu billetera.',
  'error.networkFailed':
    'La red no responde. Comprueba que el RPC de la cadena esté funcionando y vuelve a intentarlo.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Algo salió mal',
  'error.solanaSendFailed': 'No se pudo enviar la transacción. Inténtalo de nuevo.',
  'error.invalidSendInput': 'Introduce un importe y una dirección de destino válidos',
  'error.unsupportedChain': 'Cadena no compatible',
  'error.noTransactionHash': 'La billetera no devolvió un hash de transacción.',
  'error.transferRefused': 'El token rechazó la transferencia (transfer devolvió false).',
  'error.transferNotReported': 'El token no informó ninguna transferencia.',
  'error.requestRejected': 'Se rechazó la solicitud.',
  'error.requestAborted': 'Se canceló la solicitud',
  'error.chainNotConfigured': 'Cadena no configurada.',
  'error.switchNotSupported': 'Esta billetera no permite cambiar de red desde la app',
  'error.notConnected': 'No hay ninguna billetera conectada.',
  'error.connectCancelled': 'Se canceló la conexión.',
  'error.noSignature': 'La billetera no devolvió una firma.',
  'error.frameLoad': 'No se pudo cargar el inicio de sesión con correo',
  'error.networkNotFound': 'Red no encontrada',
  'error.emailCooldown':
    'Vuelve a intentarlo en {seconds, plural, one {# segundo} many {# segundos} other {# segundos}}',
} satisfies Translation<typeof coreMessages>
