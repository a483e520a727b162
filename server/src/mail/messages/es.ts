import type { MailTranslation } from './en.ts'

/** The server's mail in es (see ./en.ts). */
export default {
  'login.subject': 'Tu código de inicio de sesión de {app}: {code}',
  'login.codeIs': 'Tu código de inicio de sesión de {app} es:',
  'login.ignore':
    'Si no solicitaste iniciar sesión, ignora este correo: no pasará nada sin el código.',
  'device.subject': 'Aprueba un nuevo dispositivo para {app}',
  'device.lead':
    'Alguien está iniciando sesión en tu billetera de {app} desde un dispositivo que no se había usado antes. Tu billetera ya está en otro dispositivo, así que este necesita tu aprobación una vez.',
  'device.approveFirst':
    'Si eres tú, primero aprueba el dispositivo (en el navegador donde pediste el código):',
  'device.approveLink': 'Aprobar este dispositivo',
  'device.thenCode': 'Luego introduce este código:',
  'code.expiry':
    'Caduca en {minutes, plural, one {# minuto} other {# minutos}} y solo sirve una vez.',
  'change.primarySubject': 'Confirma el cambio de tu correo de Foyer: {code}',
  'change.primaryLead': 'Confirma el cambio de tu correo de Foyer a {newEmail} con este código:',
  'change.secondarySubject': 'Confirma tu nuevo correo de Foyer: {code}',
  'change.secondaryLead': 'Confirma {newEmail} como tu correo de Foyer con este código:',
  'change.ignore': 'Si no solicitaste este cambio, ignora este correo: nada cambia sin el código.',
  'changed.subject': 'Se cambió tu correo de Foyer',
  'changed.when': '{date} a las {time} UTC',
  'changed.what':
    'El correo de tu billetera de Foyer se cambió de {oldEmail} a {newEmail} el {when}. Esta dirección ya no sirve para iniciar sesión en la billetera, y se cerró la sesión en todos los demás dispositivos conectados.',
  'changed.ifYou': 'Si hiciste este cambio, no tienes que hacer nada.',
  'changed.ifNot':
    'Si no fuiste tú, lo hizo alguien que había iniciado sesión en tu billetera y podía leer este buzón: cambia ahora la contraseña de este buzón y luego contacta con el soporte de la app donde usas la billetera, indicando la fecha de este correo. No compartas tu clave de recuperación: nadie de la app te la pedirá nunca.',
  'approve.title': '¿Aprobar este dispositivo?',
  'approve.intro':
    'Alguien pidió iniciar sesión en {app} como {email} en un dispositivo nuevo. Si fuiste tú, apruébalo aquí, en el navegador donde pediste el código.',
  'approve.noScript':
    'Esta página necesita JavaScript: solo un script puede saber si este es el navegador donde pediste el código. Activa JavaScript para esta página y vuelve a abrir el enlace.',
  'approve.button': 'Aprobar este dispositivo',
  'approve.ignore':
    'Si no solicitaste iniciar sesión, cierra esta página: no pasará nada sin el código.',
  'approve.approving': 'Aprobando…',
  'approve.doneTitle': 'Dispositivo aprobado',
  'approve.doneIntro':
    'Este dispositivo está aprobado. Vuelve a {app} e introduce el código del mismo correo. Puedes cerrar esta pestaña.',
  'approve.failed': 'No se pudo aprobar el dispositivo. Inténtalo de nuevo.',
  'approve.unreachable':
    'No se puede conectar con el servidor de la billetera: comprueba tu conexión e inténtalo de nuevo.',
  'approve.wrongDevice':
    'Este enlace solo aprueba el navegador donde pediste el código, y este es otro: abre el enlace en ese navegador (cópialo en su barra de direcciones). No se aprobó nada.',
  'approve.unusableTitle': 'Este enlace no se puede usar',
  'approve.unusable':
    'Este enlace de aprobación caducó o ya se usó. Vuelve a la app y solicita un código nuevo.',
} satisfies MailTranslation
