import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in it (see ../en/send.ts). */
export default {
  'send.title': 'Invia',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — {balance} disponibili',
  'send.amountLabel': 'Importo',
  'send.receiverLabel': 'Indirizzo del destinatario',
  'send.receiverOrNameLabel': 'Indirizzo o nome del destinatario',
  'send.previewButton': 'Anteprima',
  'send.lookingUpReceiver': 'Ricerca del destinatario…',
  'send.estimatingFee': 'Stima della commissione…',
  'send.chooseToken': 'Scegli un token da inviare.',
  'send.amountNotNumber': 'L’importo deve essere un numero maggiore di 0. Inserito: {provided}',
  'send.amountTooManyDecimals':
    'L’importo può avere al massimo {decimals, plural, one {# decimale} other {# decimali}} per {symbol}. Inserito: {provided}',
  'send.amountOverBalance':
    'L’importo non deve superare il tuo saldo di {balance} {symbol}. Inserito: {provided}',
  'send.receiverNotAddress':
    'Il destinatario deve essere un indirizzo 0x di 40 caratteri esadecimali. Inserito: {provided}',
  'send.receiverChecksum':
    'Il checksum del destinatario è errato (EIP-55): una lettera ha maiuscole/minuscole sbagliate, quindi l’indirizzo potrebbe essere digitato male. Incollalo di nuovo. Inserito: {provided}',
  'send.receiverNoAddress': 'Il destinatario "{name}" non ha un indirizzo su questa rete.',
  'send.receiverNotRegistered':
    'Il destinatario "{name}" non è un nome registrato. Digita un indirizzo 0x o un nome come {example}.',
  'send.receiverLookupFailed': 'Impossibile risolvere "{name}": {reason}',
  'send.nameLookupError': 'Errore nella risoluzione del nome',
  'send.previewSend': 'Invii',
  'send.previewTo': 'A',
  'send.previewNetwork': 'Rete',
  'send.previewFee': 'Commissione di rete',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Non disponibile: {reason}. La stimerà il wallet.',
  'send.noEstimate': 'la chain non ha fornito una stima',
  'send.warningsLabel': 'Controlla prima di inviare',
  'send.warnZeroAddress': 'Questo è l’indirizzo zero: ciò che viene inviato qui va perso.',
  'send.warnTokenContract':
    'Questo è il contratto di {symbol} stesso: i token inviati qui di solito vanno persi.',
  'send.warnOwnAddress': 'Questo è il tuo indirizzo.',
  'send.editButton': 'Modifica',
  'send.sendButton': 'Invia',
  'send.insufficientFunds':
    '{symbol} insufficienti per l’importo e la commissione di rete: servono {needed} {symbol}, l’account ha {available} {symbol}.',
  'send.transferLabel': 'Trasferimento',
  'send.transferAmount': 'Importo',
  'send.transferTo': 'A',
  'send.transferNetwork': 'Rete',
  'send.transferHash': 'Transazione',
  'send.opensExplorer': '(apre l’explorer in una nuova scheda)',
  'send.unknownNetwork': 'Rete sconosciuta',
  'send.chainNumber': 'Chain {id}',

  'calls.emptyTitle': 'Chiamate',
  'calls.none': 'Nessuna chiamata è stata inviata da questa pagina.',
  'calls.title': '{total, plural, one {# chiamata} other {# chiamate}}',
  'calls.intro':
    'Il tuo wallet le invia una alla volta su {network}: ognuna chiede la tua approvazione e attende la precedente.',
  'calls.progress':
    '{confirmed, number} di {total, number} {confirmed, plural, one {confermata} other {confermate}}',
  'calls.progressAsking':
    '{confirmed, number} di {total, number} {confirmed, plural, one {confermata} other {confermate}} · conferma la chiamata {n, number} di {total, number} nel tuo wallet',
  'calls.listLabel': 'Chiamate',
  'calls.stepWaiting': 'In attesa',
  'calls.stepAsking': 'Conferma nel tuo wallet',
  'calls.stepSent': 'Inviata, in attesa di un blocco',
  'calls.stepConfirmed': 'Confermata',
  'calls.stepReverted': 'Annullata',
  'calls.stepRejected': 'Rifiutata',
  'calls.stepFailed': 'Non riuscita',
  'calls.stepSkipped': 'Non inviata',
  'calls.send': 'Invia {amount} {symbol} a {target, select, new {un nuovo contratto} other {{to}}}',
  'calls.call': 'Chiama {target, select, new {un nuovo contratto} other {{to}}}',
  'calls.callWithData':
    'Chiama {target, select, new {un nuovo contratto} other {{to}}} con {bytes, plural, one {# byte} other {# byte}} di dati',
  'calls.callWithDataAndValue':
    'Chiama {target, select, new {un nuovo contratto} other {{to}}} con {bytes, plural, one {# byte} other {# byte}} di dati e {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {La chiamata è confermata.} other {Tutte le # chiamate sono confermate.}}',
  'calls.rejected': 'Hai rifiutato la chiamata {n, number} di {total, number} nel tuo wallet.',
  'calls.reverted': 'La chain ha annullato la chiamata {n, number} di {total, number}.',
  'calls.failed': 'La chiamata {n, number} di {total, number} non è riuscita: {reason}.',
  'calls.notSentByWallet': 'il wallet non l’ha inviata',
  'calls.confirmedBefore':
    '{count, plural, one {La chiamata {calls} è stata inviata e confermata.} other {Le chiamate {calls} sono state inviate e confermate.}}',
  'calls.notSentAfter':
    '{count, plural, one {La chiamata {calls} non è stata inviata.} other {Le chiamate {calls} non sono state inviate.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {La chiamata {confirmed} è stata inviata e confermata} other {Le chiamate {confirmed} sono state inviate e confermate}}; {notSentCount, plural, one {la chiamata {notSent} non è stata inviata} other {le chiamate {notSent} non sono state inviate}}.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Registra nome',
  'names.label': 'Nome dell’account',
  'names.placeholder': 'il-tuo-nome',
  'names.rules':
    'Lettere, cifre e trattini, almeno {min, number} caratteri. Un nome vale per una rete: questo punterà al tuo indirizzo solo su {network}.',
  'names.typeName': 'Digita un nome.',
  'names.badCharacter': 'Usa solo lettere, cifre e trattini: "{character}" non è consentito.',
  'names.tooShort':
    'Usa almeno {min, plural, one {# carattere} other {# caratteri}}: "{name}" ne ha {length, number}.',
  'names.notEns': 'Nome ENS non valido (ENSIP-15): {reason}.',
  'names.checking': 'Verifica di {name}…',
  'names.available': '{name} è disponibile.',
  'names.taken': '{name} è già in uso.',
  'names.takenTryThese': '{name} è già in uso. Prova uno di questi:',
  'names.checkFailed': 'Impossibile verificare {name}: {reason}',
  'names.needsServer': 'I nomi degli account richiedono un server Foyer.',
  'names.suggestionsLabel': 'Nomi liberi',
  'names.register': 'Registra',
  'names.registeringTitle': 'Registrazione del nome',
  'names.registeredTitle': 'Nome registrato',
  'names.registering': 'Registrazione di {name}…',
  'names.confirmInWallet': 'Conferma il messaggio nel tuo wallet.',
  'names.yours': '{name} è tuo.',
  'names.backToAccount': 'Torna all’account',

  'onramp.title': 'Acquista',
  'onramp.needsServer':
    'Per acquistare crypto serve un server Foyer: questa app non ne ha configurato nessuno ({option}).',
  'onramp.loadingProviders': 'Caricamento dei fornitori…',
  'onramp.loadFailed': 'Impossibile caricare le opzioni di acquisto. {reason}',
  'onramp.retry': 'Riprova',
  'onramp.notOnNetwork': '{symbol} non può essere acquistato su {network}. Passa a {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} non può essere acquistato su questa rete Solana. Passa a {networks}.',
  'onramp.formLabel': 'Acquista crypto',
  'onramp.providerLabel': 'Fornitore',
  'onramp.loading': 'Caricamento…',
  'onramp.noProvider': 'Nessun fornitore disponibile',
  'onramp.buyLabel': 'Acquista',
  'onramp.currencyOption': '{symbol} ({name}) su {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) su questa rete Solana',
  'onramp.payWithLabel': 'Paga con',
  'onramp.methodLabel': 'Metodo di pagamento',
  'onramp.methodOption':
    '{method, select, card {Carta} ach_bank_account {Bonifico bancario (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Importo ({currency})',
  'onramp.presetsLabel': 'Importi comuni',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'L’importo è obbligatorio: quanti {currency} pagare.',
  'onramp.amountFormat':
    'L’importo deve essere un numero di {currency} con al massimo 2 decimali, ad esempio 50 o 49.99. Inserito: "{provided}"',
  'onramp.amountBelowMin':
    'L’importo deve essere almeno {min} {currency} con {method, select, card {carta} ach_bank_account {bonifico bancario (ACH)} other {{name}}}. Inserito: "{provided}"',
  'onramp.amountAboveMax':
    'L’importo deve essere al massimo {max} {currency} con {method, select, card {carta} ach_bank_account {bonifico bancario (ACH)} other {{name}}}. Inserito: "{provided}"',
  'onramp.amountAboveMaxOther':
    'L’importo deve essere al massimo {max} {currency} con {method, select, card {carta} ach_bank_account {bonifico bancario (ACH)} other {{name}}}; con {otherMethod, select, card {carta} ach_bank_account {bonifico bancario (ACH)} other {{otherName}}} sono consentiti fino a {otherMax} {currency}. Inserito: "{provided}"',
  'onramp.gettingQuote': 'Richiesta di un preventivo…',
  'onramp.quote': 'Ricevi ≈ {amount} {symbol} su {network}',
  'onramp.quoteSolana': 'Ricevi ≈ {amount} {symbol} su questa rete Solana',
  'onramp.quoteFailed': 'Impossibile ottenere un preventivo. {reason}',
  'onramp.continue': 'Continua',
  'onramp.continueWith': 'Continua con {provider}',
  'onramp.popupBlocked':
    'Il browser ha bloccato la finestra di {provider}. Consenti i pop-up per questo sito, poi premi di nuovo Continua.',
  'onramp.notReady':
    '{missing, select, provider {Impossibile acquistare per ora: nessun fornitore disponibile.} account {Impossibile acquistare per ora: nessun account connesso.} network {Impossibile acquistare per ora: {symbol} non è in vendita su questa rete.} other {Impossibile acquistare per ora: non c’è ancora un preventivo per l’importo.}}',
} satisfies Translation<typeof sendMessages>
