import type { MailTranslation } from './en.ts'

/** The server's mail in it (see ./en.ts). */
export default {
  'login.subject': 'Il tuo codice di accesso a {app}: {code}',
  'login.codeIs': 'Il tuo codice di accesso a {app} è:',
  'login.ignore':
    'Se non hai chiesto di accedere, ignora questa email: senza il codice non succede nulla.',
  'device.subject': 'Approva un nuovo dispositivo per {app}',
  'device.lead':
    'Qualcuno sta accedendo al tuo wallet {app} da un dispositivo mai visto prima. Il tuo wallet è già su un altro dispositivo, quindi questo richiede la tua approvazione una volta.',
  'device.approveFirst':
    'Se sei tu, approva prima il dispositivo (nel browser in cui hai chiesto il codice):',
  'device.approveLink': 'Approva questo dispositivo',
  'device.thenCode': 'Poi inserisci questo codice:',
  'code.expiry':
    'Scade tra {minutes, plural, one {# minuto} other {# minuti}} e funziona una sola volta.',
  'change.primarySubject': 'Conferma la modifica della tua email Foyer: {code}',
  'change.primaryLead':
    'Conferma la modifica della tua email Foyer in {newEmail} con questo codice:',
  'change.secondarySubject': 'Conferma la tua nuova email Foyer: {code}',
  'change.secondaryLead': 'Conferma {newEmail} come tua email Foyer con questo codice:',
  'change.ignore':
    'Se non hai chiesto questa modifica, ignora questa email: senza il codice non cambia nulla.',
  'changed.subject': 'La tua email Foyer è stata modificata',
  'changed.when': '{date} alle {time} UTC',
  'changed.what':
    'L’email del tuo wallet Foyer è stata cambiata da {oldEmail} a {newEmail} il {when}. Questo indirizzo non consente più di accedere al wallet e tutti gli altri dispositivi collegati sono stati disconnessi.',
  'changed.ifYou': 'Se hai fatto tu questa modifica, non devi fare nulla.',
  'changed.ifNot':
    'Altrimenti, l’ha fatta qualcuno che aveva effettuato l’accesso al tuo wallet e poteva leggere questa casella di posta: cambia subito la password di questa casella, poi contatta l’assistenza dell’app in cui usi il wallet, indicando la data di questa email. Tieni per te la tua chiave di recupero: nessuno dell’app te la chiederà mai.',
  'approve.title': 'Approvare questo dispositivo?',
  'approve.intro':
    'Qualcuno ha chiesto di accedere a {app} come {email} da un nuovo dispositivo. Se eri tu, approvalo qui, nel browser in cui hai chiesto il codice.',
  'approve.noScript':
    'Questa pagina richiede JavaScript: solo uno script può capire se questo è il browser in cui hai chiesto il codice. Attiva JavaScript per questa pagina e apri di nuovo il link.',
  'approve.button': 'Approva questo dispositivo',
  'approve.ignore':
    'Se non hai chiesto di accedere, chiudi questa pagina: senza il codice non succede nulla.',
  'approve.approving': 'Approvazione in corso…',
  'approve.doneTitle': 'Dispositivo approvato',
  'approve.doneIntro':
    'Questo dispositivo è approvato. Torna su {app} e inserisci il codice della stessa email. Puoi chiudere questa scheda.',
  'approve.failed': 'Non è stato possibile approvare il dispositivo. Riprova.',
  'approve.unreachable':
    'Il server del wallet non è raggiungibile: controlla la connessione e riprova.',
  'approve.wrongDevice':
    'Questo link approva solo il browser in cui hai chiesto il codice, e questo è un altro: apri il link in quel browser (copialo nella sua barra degli indirizzi). Non è stato approvato nulla.',
  'approve.unusableTitle': 'Questo link non può essere usato',
  'approve.unusable':
    'Questo link di approvazione è scaduto o è già stato usato. Torna all’app e richiedi un nuovo codice.',
} satisfies MailTranslation
