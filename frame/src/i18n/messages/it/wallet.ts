import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in it (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Il tuo wallet · Foyer',
  'manage.title': 'Il tuo wallet',
  'manage.noSession':
    'Nessun wallet ha effettuato l’accesso in questo browser. Accedi con la tua email nell’app, poi riapri questa pagina.',
  'manage.email': 'Email',
  'manage.noEmail': 'nessuna (accesso con una passkey o un account social)',
  'manage.address': 'Indirizzo',
  'manage.duration':
    '{unit, select, hour {{count, plural, one {# ora} other {# ore}}} other {{count, plural, one {# minuto} other {# minuti}}}}',
  'manage.privateKey': 'Chiave privata',
  'manage.exportButton': 'Esporta chiave privata',
  'manage.notHeld': 'Questo browser non contiene il wallet: prima accedi con la tua email.',
  'manage.keyShown':
    'La tua chiave privata è qui sotto. Chiudi questa scheda dopo averla trasferita.',
  'manage.confirmExport': 'Conferma ed esporta',
  'manage.cancel': 'Annulla',
  'manage.exportCancelled': 'Esportazione annullata: non è stato mostrato nulla.',
  'manage.codeSent':
    'Abbiamo inviato un codice di 6 cifre a {email}. Inseriscilo per confermare che sei tu.',
  'manage.codeLabel': 'Codice',
  'manage.codeInvalid': 'Inserisci il codice di 6 cifre ricevuto via email.',
  'manage.checking': 'Verifica dell’accesso…',
  'manage.sessionEnded':
    'L’accesso di questo browser è scaduto. Accedi di nuovo nell’app, poi riapri questa pagina.',
  'manage.signInAgain':
    'Per la tua sicurezza, per esportare serve un accesso effettuato negli ultimi {fresh}. Accedi di nuovo con {via, select, passkey {la tua passkey} social {{provider}} other {il tuo account}} nell’app (Account, Disconnetti, poi accedi), poi riapri questa pagina.',
  'manage.sendingCode':
    'Per la tua sicurezza, per esportare serve un accesso effettuato negli ultimi {fresh}: invio di un codice a {email}…',
  'manage.newApproval':
    'Questo browser ha bisogno di una nuova approvazione per {email}: accedi di nuovo nell’app, poi riapri questa pagina.',
  'manage.exportWarning':
    'Chiunque abbia la chiave privata controlla questo wallet e tutto ciò che contiene. Esportala solo per spostare il wallet in un’altra app di cui ti fidi, non incollarla mai in un sito web e non condividerla mai, nemmeno con l’assistenza.',
  'manage.signOutEverywhere': 'Esci ovunque',
  'manage.sessionsLabel': 'Sessioni attive',
  'manage.thisBrowser': 'Questo browser',
  'manage.device': 'Dispositivo {device}…',
  'manage.signedInAt': 'accesso il {date}',
  'manage.signingOut': 'Uscita ovunque in corso…',
  'manage.signedOutEverywhere':
    'Disconnesso da tutti i dispositivi ({count, plural, one {# accesso terminato} other {# accessi terminati}}). Accedi di nuovo nell’app per usare il tuo wallet: resta lo stesso.',
  'manage.alreadySignedOut':
    'L’accesso di questo browser era già scaduto. Accedi di nuovo nell’app, poi apri questa pagina per uscire ovunque.',
  'manage.devicesTitle': 'Dispositivi connessi',
  'manage.devicesHelp':
    'Hai perso un dispositivo o hai effettuato l’accesso da qualche parte di cui non ti fidi più? Disconnetti questo wallet da tutti i dispositivi, compreso questo. Il tuo wallet e il suo indirizzo restano gli stessi.',

  'passkey.title': 'Passkey',
  'passkey.intro':
    'Accedi a questo wallet con impronta, volto o PIN del dispositivo. Le passkey funzionano solo su {host}, il sito di questo wallet.',
  'passkey.listLabel': 'Le tue passkey',
  'passkey.details':
    'aggiunta il {added} · {lastUsed, select, never {mai usata} other {ultimo uso il {lastUsed}}}{recovery, select, yes { · apre il wallet su un nuovo dispositivo} other {}}',
  'passkey.none': 'Ancora nessuna passkey.',
  'passkey.add': 'Aggiungi una passkey',
  'passkey.remove': 'Rimuovi',
  'passkey.removeLabel': 'Rimuovi {name}',
  'passkey.removed': '{name} è stata rimossa: non apre più questo wallet.',
  'passkey.waiting': 'In attesa della tua passkey…',
  'passkey.addedWithRecovery':
    'Passkey aggiunta. Ti fa accedere e, su un nuovo dispositivo, apre questo wallet senza la chiave di recupero.',
  'passkey.addedWithoutRecovery':
    'Passkey aggiunta. Ti fa accedere; il suo autenticatore non può proteggere una chiave di recupero (niente WebAuthn PRF), quindi conserva la tua chiave di recupero.',
  'passkey.cancelled':
    'La richiesta della passkey è stata chiusa o è scaduta: non è cambiato nulla. Riprova quando sei pronto.',
  'passkey.exists':
    'Questo dispositivo ha già una passkey per questo wallet: scegli invece «Usa la mia passkey».',
  'passkey.wrongSite':
    'Le passkey non si possono usare su {host}: il wallet deve essere servito da un nome di dominio in https (o localhost), mai da un indirizzo IP.',
  'passkey.left': 'Hai chiuso «Continua con una passkey»: non è cambiato nulla.',
  'passkey.noPrf':
    'La tua passkey non può proteggere una chiave di recupero su questo dispositivo (il suo autenticatore non supporta l’estensione WebAuthn PRF), quindi conserva questa chiave di recupero: con essa e la tua passkey puoi aprire il wallet su un nuovo dispositivo.',
  'passkey.vaultFailed':
    'La tua passkey non è riuscita a salvare ora la chiave di recupero sul server del wallet, quindi conserva questa chiave di recupero: con essa e la tua passkey puoi aprire il wallet su un nuovo dispositivo.',

  'recovery.login':
    '{via, select, passkey {la tua passkey} social {il tuo account {provider}} other {la tua email}}',
  'recovery.saveTitle': 'Salva la tua chiave di recupero',
  'recovery.wordsLabel': 'Chiave di recupero, {count, plural, one {# parola} other {# parole}}',
  'recovery.copy': 'Copia',
  'recovery.copied': 'Chiave di recupero copiata.',
  'recovery.copyBlocked': 'Qui la copia è bloccata: scrivi le parole.',
  'recovery.saved': 'L’ho salvata',
  'recovery.intro':
    'Con queste {count, plural, one {# parola} other {# parole}} e {login} puoi aprire il tuo wallet su un nuovo dispositivo. Scrivile in ordine o conservale in un gestore di password: nessuno, nemmeno questa app, può mostrartele di nuovo.',
  'recovery.confirmTitle': 'Conferma la tua chiave di recupero',
  'recovery.confirmIntro':
    'Per essere sicuri che tu l’abbia: inserisci le parole {words} della tua chiave di recupero.',
  'recovery.wordLabel': 'Parola {position}',
  'recovery.back': 'Indietro',
  'recovery.confirm': 'Conferma',
  'recovery.missingWords':
    'Inserisci anche {count, plural, one {la parola} other {le parole}} {words} della tua chiave di recupero.',
  'recovery.wrongWords':
    '{count, plural, one {La parola {words} non corrisponde} other {Le parole {words} non corrispondono}} alla tua chiave di recupero. Controlla cosa hai scritto o torna indietro per rivedere la chiave.',

  'restore.title': 'Ripristina il tuo wallet',
  'restore.intro':
    'Questo dispositivo non contiene ancora il wallet {address}. Inserisci la chiave di recupero salvata quando è stato creato: le sue parole in ordine (bastano le prime quattro lettere di ciascuna).',
  'restore.label': 'Chiave di recupero',
  'restore.submit': 'Ripristina',
  'restore.cancel': 'Annulla',
  'restore.lostKey': 'Ho perso la chiave di recupero',
  'restore.failed': 'Questa chiave di recupero non ha funzionato.',
  'restore.lostTitle': 'Hai perso la chiave di recupero?',
  'restore.lostIntro':
    'Il wallet {address} si apre con il tuo accesso più un’altra chiave: quella conservata su ogni dispositivo in cui hai già effettuato l’accesso, oppure la chiave di recupero. Nessun altro ne ha una copia, nemmeno questa app.',
  'restore.lostOtherDevice':
    'Accedi da un dispositivo o browser che hai già usato: lì il wallet si apre. Dal suo Account puoi esportare la chiave privata e conservarla al sicuro.',
  'restore.lostFindKey':
    'Cerca la chiave di recupero dove l’hai salvata (un gestore di password, una nota, una copia stampata), poi accedi di nuovo qui.',
  'restore.lostNothingLost':
    '«Annulla accesso» lascia questo dispositivo com’era: nulla viene modificato o perso.',
  'restore.back': 'Indietro',
  'restore.cancelSignIn': 'Annulla accesso',
  'restore.cancelled':
    'Hai lasciato «Ripristina il tuo wallet»: su questo dispositivo non è cambiato nulla. Accedi di nuovo quando avrai la chiave di recupero, oppure da un dispositivo in cui hai già effettuato l’accesso.',

  'social.notAnApp':
    'Questa pagina non è un’app di questo server wallet, quindi non può effettuare l’accesso qui',
  'social.notAResult': 'Questo non è un risultato di accesso di questo server wallet',
  'social.stateMismatch':
    'Questa risposta di accesso non corrisponde a nessun accesso avviato da questo wallet (state mismatch), quindi è stata rifiutata. Riprova.',
  'social.failed': 'Accesso non riuscito. Riprova.',
  'social.otherWindow':
    'Questo accesso è stato avviato in un’altra finestra o è scaduto. Avvialo di nuovo qui.',
  'social.farcasterFirst': 'Apri prima l’accesso con Farcaster',
  'social.farcasterTimeout':
    'Farcaster non ha confermato l’accesso in tempo: scansiona il nuovo codice per riprovare',

  'login.enterEmailFirst': 'Inserisci prima la tua email',
  'login.approvalTimeout':
    'Il link di approvazione non è stato aperto in tempo: richiedi un nuovo codice',

  'error.notSignedIn': 'Accesso al wallet integrato non effettuato',
  'error.noAppSession':
    'Il wallet ha rifiutato questa richiesta: non contiene la sessione che il wallet ha dato a questa app. Accedi di nuovo.',
  'error.otherAppSession':
    'Il wallet ha rifiutato questa richiesta: la sua sessione è stata data a un’altra app. Accedi di nuovo qui.',
  'error.rejected': 'La richiesta è stata rifiutata nel wallet',
  'error.chainNotServed': 'La chain {chainId} non è supportata da questo wallet',
  'error.ownMessage':
    'Il wallet si è rifiutato di firmare questo messaggio: sostituirebbe la quota di chiave del wallet stesso, cosa che solo il wallet può fare.',
  'error.networkName': '{name} (chain {chainId})',
  'error.unknownNetwork': 'chain {chainId}',
  'error.unknownChain': 'Chain {chainId}',
  'error.refusedHere': 'Questo wallet funziona solo su {frameOrigin}, non su {origin}.',
  'error.refusedNoServer': 'Questo wallet funziona solo sul proprio server, non su {origin}.',
  'error.noAppOrigins':
    'Questo server wallet non elenca nessuna app che possa incorporarlo (appOrigins).',
  'error.sessionExpired':
    'Il tuo accesso è scaduto: accedi di nuovo per raggiungere il tuo wallet.',
  'error.shareStored':
    'La quota di autenticazione di questo wallet è già salvata: per sostituirla serve la firma del wallet stesso.',
  'error.otherWalletStored':
    'Per questo account è già salvato un altro wallet: recupera quel wallet con la sua quota di recupero invece di crearne uno nuovo.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Troppe richieste: riprova tra un momento.} one {Troppe richieste: riprova tra # secondo.} other {Troppe richieste: riprova tra # secondi.}}',
  'error.serverDown':
    'Il server Foyer non è riuscito a {action, select, store {salvare il tuo wallet} other {caricare il tuo wallet}} in questo momento (HTTP {status}): riprova tra un momento.',
  'error.serverRefused':
    'Il server Foyer si è rifiutato di {action, select, store {salvare il tuo wallet} other {caricare il tuo wallet}}.',
  'error.unreachable':
    'Impossibile raggiungere il server Foyer per {action, select, store {salvare il tuo wallet} other {caricare il tuo wallet}}: controlla la connessione e riprova.',
  'error.storeUnconfirmed':
    'Il server Foyer non ha confermato il salvataggio del wallet {address}.',
  'error.unreadableShare':
    'Il server Foyer ha inviato una quota di autenticazione che questo frame non riesce a leggere.',
  'error.deviceShareDamaged':
    'Il wallet {address} non può essere sbloccato su questo dispositivo: la sua quota salvata è danneggiata. Accedi e usa la tua quota di recupero per ripristinarlo.',
  'error.invalidShare':
    'Questa non è una quota valida: copia tutto il testo della quota, solo lettere, cifre, + / e =.',
  'error.shareLength':
    'Questa quota è incompleta o troppo lunga: una quota è di {bytes} byte (44 caratteri), questa è di {length} byte.',
  'error.sharesMismatch':
    'Queste due quote non ricostruiscono il wallet {address}: una appartiene a un altro wallet o è danneggiata. Usa la quota di recupero salvata per questo wallet.',
  'error.wordCount':
    'Una chiave di recupero ha {expected} parole; questa ne ha {count}. Inserisci ogni parola, in ordine.',
  'error.unknownWord':
    'La parola {position} non è tra le parole della chiave di recupero: controlla come è scritta.',
  'error.checksum':
    'Queste {count} parole non sono una chiave di recupero: una è scritta male o due sono invertite. Confrontale con la chiave che hai salvato.',
} satisfies Translation<typeof walletMessages>
