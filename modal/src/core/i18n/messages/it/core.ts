import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in it (see ../en/core.ts). */
export default {
  'view.back': 'Indietro',
  'view.close': 'Chiudi',
  'view.errorTitle': 'Si è verificato un errore',
  'view.retry': 'Riprova',
  'view.unavailable': 'Questa vista non è ancora disponibile.',
  'view.copyLink': 'Copia link',
  'view.linkCopied': 'Link copiato',
  'view.copyLinkFailed': 'Impossibile copiare il link',
  'notice.emailUpdated': 'La tua email ora è {email}',
  'notice.actionNotAllowed': 'Azione non consentita',
  'notice.onrampFinish':
    'Completa l’acquisto nella finestra di {provider}. Il tuo saldo {symbol} si aggiornerà qui all’arrivo.',
  'notice.onrampFinishSolana':
    'Completa l’acquisto nella finestra di {provider}. I tuoi {symbol} appariranno poi nel tuo account Solana.',
  'notice.onrampArrived': 'Arrivati {amount} {symbol}',
  'notice.confirmTransfer': 'Conferma il trasferimento nel tuo wallet…',
  'notice.transactionStarted': 'Transazione avviata',
  'notice.confirmedInBlock': 'Transazione confermata nel blocco {block}',
  'notice.confirmedInSlot': 'Transazione confermata nello slot {slot}',
  'notice.transactionFailed': 'Transazione non riuscita: {reason}',
  'notice.solanaNotConfirmed':
    'Transazione inviata, non ancora confermata: controllala su Solana Explorer.',
  'error.userRejected': 'Hai rifiutato la richiesta nel tuo wallet.',
  'error.networkFailed':
    'La rete non risponde. Verifica che l’RPC della chain sia attivo, poi riprova.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Si è verificato un errore',
  'error.solanaSendFailed': 'Invio della transazione non riuscito. Riprova.',
  'error.invalidSendInput': 'Inserisci un importo e un indirizzo del destinatario validi',
  'error.unsupportedChain': 'Chain non supportata',
  'error.noTransactionHash': 'Il wallet non ha restituito l’hash della transazione.',
  'error.transferRefused': 'Il token ha rifiutato il trasferimento (transfer ha restituito false).',
  'error.transferNotReported': 'Il token non ha segnalato alcun trasferimento.',
  'error.requestRejected': 'Richiesta rifiutata.',
  'error.requestAborted': 'Richiesta annullata',
  'error.chainNotConfigured': 'Chain non configurata.',
  'error.switchNotSupported': 'Questo wallet non consente di cambiare rete dall’app',
  'error.notConnected': 'Nessun wallet collegato.',
  'error.connectCancelled': 'La connessione è stata annullata.',
  'error.noSignature': 'Il wallet non ha restituito una firma.',
  'error.frameLoad': 'Impossibile caricare l’accesso con email',
  'error.networkNotFound': 'Rete non trovata',
  'error.emailCooldown':
    'Riprova tra {seconds, plural, one {# secondo} many {# secondi} other {# secondi}}',
} satisfies Translation<typeof coreMessages>
