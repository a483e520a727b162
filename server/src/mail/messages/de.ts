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
  'approve.title': 'Dieses Gerät bestätigen?',
  'approve.intro':
    'Jemand möchte sich auf einem neuen Gerät als {email} bei {app} anmelden. Wenn Sie das waren, bestätigen Sie es hier, in dem Browser, in dem Sie den Code angefordert haben.',
  'approve.noScript':
    'Diese Seite benötigt JavaScript: Nur ein Skript kann erkennen, ob dies der Browser ist, in dem Sie den Code angefordert haben. Aktivieren Sie JavaScript für diese Seite und öffnen Sie den Link erneut.',
  'approve.button': 'Dieses Gerät bestätigen',
  'approve.ignore':
    'Wenn Sie keine Anmeldung angefordert haben, schließen Sie diese Seite: Ohne den Code passiert nichts.',
  'approve.approving': 'Wird bestätigt…',
  'approve.doneTitle': 'Gerät bestätigt',
  'approve.doneIntro':
    'Dieses Gerät ist bestätigt. Kehren Sie zu {app} zurück und geben Sie den Code aus derselben E-Mail ein. Sie können diesen Tab schließen.',
  'approve.failed': 'Das Gerät konnte nicht bestätigt werden. Versuchen Sie es erneut.',
  'approve.unreachable':
    'Der Wallet-Server ist nicht erreichbar: Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'approve.wrongDevice':
    'Dieser Link bestätigt nur den Browser, in dem Sie den Code angefordert haben, und dies ist ein anderer: Öffnen Sie den Link in jenem Browser (kopieren Sie ihn in dessen Adressleiste). Es wurde nichts bestätigt.',
  'approve.unusableTitle': 'Dieser Link kann nicht verwendet werden',
  'approve.unusable':
    'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet. Kehren Sie zur App zurück und fordern Sie einen neuen Code an.',
} satisfies MailTranslation
