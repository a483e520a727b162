import type { MailTranslation } from './en.ts'

/** The server's mail in de (see ./en.ts). */
export default {
  'login.subject': 'Ihr Anmeldecode für {app}: {code}',
  'login.codeIs': 'Ihr Anmeldecode für {app} lautet:',
  'login.ignore':
    'Wenn Sie keine Anmeldung angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code passiert nichts.',
  'device.subject': 'Neues Gerät für {app} bestätigen',
  'device.lead':
    'Jemand meldet sich auf einem bisher unbekannten Gerät bei Ihrer {app}-Wallet an. Ihre Wallet ist bereits auf einem anderen Gerät eingerichtet, daher müssen Sie dieses Gerät einmalig bestätigen.',
  'device.approveFirst':
    'Wenn Sie das sind, bestätigen Sie zuerst das Gerät (in dem Browser, in dem Sie den Code angefordert haben):',
  'device.approveLink': 'Dieses Gerät bestätigen',
  'device.thenCode': 'Geben Sie dann diesen Code ein:',
  'code.expiry':
    'Er läuft in {minutes, plural, one {# Minute} other {# Minuten}} ab und gilt nur einmal.',
  'change.primarySubject': 'Änderung Ihrer Foyer-E-Mail bestätigen: {code}',
  'change.primaryLead':
    'Bestätigen Sie mit diesem Code die Änderung Ihrer Foyer-E-Mail zu {newEmail}:',
  'change.secondarySubject': 'Ihre neue Foyer-E-Mail bestätigen: {code}',
  'change.secondaryLead': 'Bestätigen Sie mit diesem Code {newEmail} als Ihre Foyer-E-Mail:',
  'change.ignore':
    'Wenn Sie diese Änderung nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code ändert sich nichts.',
  'changed.subject': 'Ihre Foyer-E-Mail wurde geändert',
  'changed.when': '{date} um {time} UTC',
  'changed.what':
    'Die E-Mail Ihrer Foyer-Wallet wurde am {when} von {oldEmail} zu {newEmail} geändert. Mit dieser Adresse ist keine Anmeldung bei der Wallet mehr möglich, und alle anderen dort angemeldeten Geräte wurden abgemeldet.',
  'changed.ifYou': 'Wenn Sie diese Änderung vorgenommen haben, müssen Sie nichts tun.',
  'changed.ifNot':
    'Wenn nicht, hat jemand die Änderung vorgenommen, der in Ihrer Wallet angemeldet war und dieses Postfach lesen konnte: Ändern Sie jetzt das Passwort dieses Postfachs und wenden Sie sich dann mit dem Datum dieser E-Mail an den Support der App, in der Sie die Wallet nutzen. Behalten Sie Ihren Wiederherstellungsschlüssel für sich: Niemand von der App wird Sie jemals danach fragen.',
} satisfies MailTranslation
