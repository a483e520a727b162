import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in es (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Tu billetera · Foyer',
  'manage.title': 'Tu billetera',
  'manage.noSession':
    'No hay ninguna billetera con sesión iniciada en este navegador. Inicia sesión con tu correo en la app y vuelve a abrir esta página.',
  'manage.email': 'Correo electrónico',
  'manage.noEmail': 'ninguno (sesión iniciada con una passkey o una cuenta social)',
  'manage.address': 'Dirección',
  'manage.duration':
    '{unit, select, hour {{count, plural, one {# hora} other {# horas}}} other {{count, plural, one {# minuto} other {# minutos}}}}',
  'manage.privateKey': 'Clave privada',
  'manage.exportButton': 'Exportar clave privada',
  'manage.notHeld': 'Este navegador no tiene la billetera: primero inicia sesión con tu correo.',
  'manage.keyShown':
    'Tu clave privada aparece abajo. Cierra esta pestaña cuando la hayas trasladado.',
  'manage.confirmExport': 'Confirmar y exportar',
  'manage.cancel': 'Cancelar',
  'manage.exportCancelled': 'Exportación cancelada: no se mostró nada.',
  'manage.codeSent':
    'Enviamos un código de 6 dígitos a {email}. Introdúcelo para confirmar que eres tú.',
  'manage.codeLabel': 'Código',
  'manage.codeInvalid': 'Introduce el código de 6 dígitos del correo.',
  'manage.checking': 'Comprobando tu sesión…',
  'manage.sessionEnded':
    'La sesión de este navegador ha terminado. Vuelve a iniciar sesión en la app y abre de nuevo esta página.',
  'manage.signInAgain':
    'Por tu seguridad, para exportar hace falta un inicio de sesión de los últimos {fresh}. Vuelve a iniciar sesión con {via, select, passkey {tu passkey} social {{provider}} other {tu cuenta}} en la app (Cuenta, Desconectar y luego iniciar sesión) y abre de nuevo esta página.',
  'manage.sendingCode':
    'Por tu seguridad, para exportar hace falta un inicio de sesión de los últimos {fresh}: enviando un código a {email}…',
  'manage.newApproval':
    'Este navegador necesita una nueva aprobación para {email}: vuelve a iniciar sesión en la app y abre de nuevo esta página.',
  'manage.exportWarning':
    'Quien tenga la clave privada controla esta billetera y todo lo que contiene. Expórtala solo para mover la billetera a otra app de confianza, nunca la pegues en un sitio web y nunca la compartas, ni siquiera con el soporte.',
  'manage.signOutEverywhere': 'Cerrar sesión en todas partes',
  'manage.sessionsLabel': 'Sesiones iniciadas',
  'manage.thisBrowser': 'Este navegador',
  'manage.device': 'Dispositivo {device}…',
  'manage.signedInAt': 'sesión iniciada el {date}',
  'manage.signingOut': 'Cerrando sesión en todas partes…',
  'manage.signedOutEverywhere':
    'Sesión cerrada en todos los dispositivos ({count, plural, one {# sesión terminada} other {# sesiones terminadas}}). Vuelve a iniciar sesión en la app para usar tu billetera: sigue siendo la misma.',
  'manage.alreadySignedOut':
    'La sesión de este navegador ya había terminado. Vuelve a iniciar sesión en la app y abre esta página para cerrar sesión en todas partes.',
  'manage.devicesTitle': 'Dispositivos con sesión iniciada',
  'manage.devicesHelp':
    '¿Perdiste un dispositivo o iniciaste sesión en algún sitio del que ya no te fías? Cierra la sesión de esta billetera en todos los dispositivos, incluido este. Tu billetera y su dirección siguen siendo las mismas.',

  'passkey.title': 'Passkeys',
  'passkey.intro':
    'Inicia sesión en esta billetera con tu huella, tu cara o el PIN del dispositivo. Las passkeys solo funcionan en {host}, el sitio propio de esta billetera.',
  'passkey.listLabel': 'Tus passkeys',
  'passkey.details':
    'añadida el {added} · {lastUsed, select, never {nunca usada} other {usada por última vez el {lastUsed}}}{recovery, select, yes { · abre la billetera en un dispositivo nuevo} other {}}',
  'passkey.none': 'Aún no hay passkeys.',
  'passkey.add': 'Añadir una passkey',
  'passkey.remove': 'Eliminar',
  'passkey.removeLabel': 'Eliminar {name}',
  'passkey.removed': '{name} se eliminó: ya no abre esta billetera.',
  'passkey.waiting': 'Esperando tu passkey…',
  'passkey.addedWithRecovery':
    'Passkey añadida. Inicia tu sesión y, en un dispositivo nuevo, abre esta billetera sin tu clave de recuperación.',
  'passkey.addedWithoutRecovery':
    'Passkey añadida. Inicia tu sesión; su autenticador no puede proteger una clave de recuperación (sin WebAuthn PRF), así que guarda tu clave de recuperación.',
  'passkey.cancelled':
    'La solicitud de passkey se cerró o caducó: no cambió nada. Inténtalo de nuevo cuando quieras.',
  'passkey.exists':
    'Este dispositivo ya tiene una passkey para esta billetera: elige «Usar mi passkey».',
  'passkey.wrongSite':
    'No se pueden usar passkeys en {host}: la billetera debe servirse desde un nombre de dominio por https (o localhost), nunca desde una dirección IP.',
  'passkey.left': 'Cerraste «Continuar con una passkey»: no cambió nada.',
  'passkey.noPrf':
    'Tu passkey no puede proteger una clave de recuperación en este dispositivo (su autenticador no admite la extensión WebAuthn PRF), así que guarda esta clave de recuperación: con ella y tu passkey puedes abrir tu billetera en un dispositivo nuevo.',
  'passkey.vaultFailed':
    'Tu passkey no pudo guardar ahora la clave de recuperación en el servidor de la billetera, así que guarda esta clave de recuperación: con ella y tu passkey puedes abrir tu billetera en un dispositivo nuevo.',

  'recovery.login':
    '{via, select, passkey {tu passkey} social {tu cuenta de {provider}} other {tu correo}}',
  'recovery.saveTitle': 'Guarda tu clave de recuperación',
  'recovery.wordsLabel':
    'Clave de recuperación, {count, plural, one {# palabra} other {# palabras}}',
  'recovery.copy': 'Copiar',
  'recovery.copied': 'Clave de recuperación copiada.',
  'recovery.copyBlocked': 'Aquí no se puede copiar: anota las palabras.',
  'recovery.saved': 'Ya la guardé',
  'recovery.intro':
    'Con estas {count, plural, one {# palabra} other {# palabras}} y {login} puedes abrir tu billetera en un dispositivo nuevo. Anótalas en orden o guárdalas en un gestor de contraseñas: nadie, ni siquiera esta app, puede volver a mostrártelas.',
  'recovery.confirmTitle': 'Confirma tu clave de recuperación',
  'recovery.confirmIntro':
    'Para asegurarnos de que la tienes: introduce las palabras {words} de tu clave de recuperación.',
  'recovery.wordLabel': 'Palabra {position}',
  'recovery.back': 'Atrás',
  'recovery.confirm': 'Confirmar',
  'recovery.missingWords':
    'Introduce también {count, plural, one {la palabra} other {las palabras}} {words} de tu clave de recuperación.',
  'recovery.wrongWords':
    '{count, plural, one {La palabra {words} no coincide} other {Las palabras {words} no coinciden}} con tu clave de recuperación. Revisa lo que anotaste o vuelve atrás para ver la clave de nuevo.',

  'restore.title': 'Restaura tu billetera',
  'restore.intro':
    'Este dispositivo aún no tiene la billetera {address}. Introduce la clave de recuperación que guardaste al crearla: sus palabras en orden (bastan las cuatro primeras letras de cada una).',
  'restore.label': 'Clave de recuperación',
  'restore.submit': 'Restaurar',
  'restore.cancel': 'Cancelar',
  'restore.lostKey': 'Perdí mi clave de recuperación',
  'restore.failed': 'Esa clave de recuperación no funcionó.',
  'restore.lostTitle': '¿Perdiste tu clave de recuperación?',
  'restore.lostIntro':
    'La billetera {address} se abre con tu inicio de sesión más otra clave: la que se guarda en cada dispositivo donde iniciaste sesión antes, o la clave de recuperación. Nadie más tiene una copia, ni siquiera esta app.',
  'restore.lostOtherDevice':
    'Inicia sesión en un dispositivo o navegador que hayas usado antes: ahí se abre la billetera. Desde su Cuenta puedes exportar la clave privada y guardarla en un lugar seguro.',
  'restore.lostFindKey':
    'Busca la clave de recuperación donde la guardaste (un gestor de contraseñas, una nota, una copia impresa) y vuelve a iniciar sesión aquí.',
  'restore.lostNothingLost':
    '«Cancelar inicio de sesión» deja este dispositivo como estaba: no se cambia ni se pierde nada.',
  'restore.back': 'Atrás',
  'restore.cancelSignIn': 'Cancelar inicio de sesión',
  'restore.cancelled':
    'Saliste de «Restaura tu billetera»: no cambió nada en este dispositivo. Vuelve a iniciar sesión cuando tengas tu clave de recuperación, o en un dispositivo donde ya iniciaste sesión.',

  'social.notAnApp':
    'Esta página no es una app de este servidor de billetera, así que no puede iniciar sesión aquí',
  'social.notAResult': 'Esto no es un resultado de inicio de sesión de este servidor de billetera',
  'social.stateMismatch':
    'Esta respuesta de inicio de sesión no coincide con ningún inicio de sesión que haya empezado esta billetera (state mismatch), así que se rechazó. Inténtalo de nuevo.',
  'social.failed': 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  'social.otherWindow':
    'Este inicio de sesión se empezó en otra ventana o caducó. Vuelve a empezarlo aquí.',
  'social.farcasterFirst': 'Abre primero el inicio de sesión con Farcaster',
  'social.farcasterTimeout':
    'Farcaster no confirmó el inicio de sesión a tiempo: escanea el nuevo código para intentarlo de nuevo',

  'login.enterEmailFirst': 'Primero introduce tu correo',
  'login.approvalTimeout': 'El enlace de aprobación no se abrió a tiempo: solicita un código nuevo',

  'error.notSignedIn': 'No has iniciado sesión en la billetera integrada',
  'error.noAppSession':
    'La billetera rechazó esta solicitud: no lleva la sesión que la billetera dio a esta app. Vuelve a iniciar sesión.',
  'error.otherAppSession':
    'La billetera rechazó esta solicitud: su sesión se dio a otra app. Vuelve a iniciar sesión aquí.',
  'error.rejected': 'La solicitud se rechazó en la billetera',
  'error.chainNotServed': 'Esta billetera no admite la cadena {chainId}',
  'error.ownMessage':
    'La billetera se negó a firmar este mensaje: reemplazaría la parte de clave propia de la billetera, algo que solo la billetera puede hacer.',
  'error.networkName': '{name} (cadena {chainId})',
  'error.unknownNetwork': 'cadena {chainId}',
  'error.unknownChain': 'Cadena {chainId}',
  'error.refusedHere': 'Esta billetera solo funciona en {frameOrigin}, no en {origin}.',
  'error.refusedNoServer': 'Esta billetera solo funciona en su propio servidor, no en {origin}.',
  'error.noAppOrigins':
    'Este servidor de billetera no indica ninguna app que pueda integrarlo (appOrigins).',
  'error.sessionExpired':
    'Tu sesión ha caducado: vuelve a iniciar sesión para acceder a tu billetera.',
  'error.shareStored':
    'La parte de autenticación de esta billetera ya está guardada: reemplazarla requiere la firma de la propia billetera.',
  'error.otherWalletStored':
    'Ya hay otra billetera guardada para esta cuenta: recupera esa billetera con su parte de recuperación en lugar de crear una nueva.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Demasiadas solicitudes: inténtalo de nuevo en un momento.} one {Demasiadas solicitudes: inténtalo de nuevo dentro de # segundo.} other {Demasiadas solicitudes: inténtalo de nuevo dentro de # segundos.}}',
  'error.serverDown':
    'El servidor de Foyer no pudo {action, select, store {guardar tu billetera} other {cargar tu billetera}} en este momento (HTTP {status}): inténtalo de nuevo en un momento.',
  'error.serverRefused':
    'El servidor de Foyer se negó a {action, select, store {guardar tu billetera} other {cargar tu billetera}}.',
  'error.unreachable':
    'No se puede conectar con el servidor de Foyer para {action, select, store {guardar tu billetera} other {cargar tu billetera}}: revisa tu conexión e inténtalo de nuevo.',
  'error.storeUnconfirmed': 'El servidor de Foyer no confirmó que guardó la billetera {address}.',
  'error.unreadableShare':
    'El servidor de Foyer envió una parte de autenticación que este frame no puede leer.',
  'error.deviceShareDamaged':
    'La billetera {address} no se puede desbloquear en este dispositivo: su parte guardada está dañada. Inicia sesión y usa tu parte de recuperación para restaurarla.',
  'error.invalidShare':
    'Esto no es una parte válida: copia todo el texto de la parte, solo letras, dígitos, + / y =.',
  'error.shareLength':
    'Esta parte está incompleta o es demasiado larga: una parte tiene {bytes} bytes (44 caracteres) y esta tiene {length} bytes.',
  'error.sharesMismatch':
    'Estas dos partes no reconstruyen la billetera {address}: una pertenece a otra billetera o está dañada. Usa la parte de recuperación que guardaste para esta billetera.',
  'error.wordCount':
    'Una clave de recuperación tiene {expected} palabras; esta tiene {count}. Introduce todas las palabras, en orden.',
  'error.unknownWord':
    'La palabra {position} no es una de las palabras de la clave de recuperación: revisa cómo está escrita.',
  'error.checksum':
    'Estas {count} palabras no son una clave de recuperación: una está mal escrita o hay dos intercambiadas. Compáralas con la clave que guardaste.',
} satisfies Translation<typeof walletMessages>
