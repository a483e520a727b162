import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in it (see ../en/connect.ts). */
export default {
  'connect.title': 'Connetti un wallet',
  'connect.or': 'oppure',
  'connect.looking': 'Ricerca dei wallet…',
  'connect.retry': 'Riprova',
  'connect.noWallet': 'Nessun wallet trovato in questo browser.',
  'connect.noWalletInstall':
    'Installa un’estensione wallet per il browser, poi ricarica questa pagina.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Continua qui sopra con la tua email o un account social, oppure installa un’estensione wallet e ricarica questa pagina.} email {Continua qui sopra con la tua email, oppure installa un’estensione wallet e ricarica questa pagina.} other {Continua qui sopra con un account social, oppure installa un’estensione wallet e ricarica questa pagina.}}',
  'connect.getWallet': 'Scarica un wallet:',
  'connect.opensDownloadPage': '(apre la pagina di download in una nuova scheda)',
  'connect.walletsLabel': 'Wallet',
  'connect.duplicateWallet': 'Un altro wallet in questa pagina usa lo stesso id · id {id}',
  'connect.badgeConnected': 'Connesso',
  'connect.badgeRecent': 'Recente',
  'connect.badgeThisSafe': 'Questo Safe',
  'connect.badgeInstalled': 'Installato',
  'connect.walletConnectHint': 'Scansiona con un wallet sul tuo telefono',
  'connect.waiting': 'In attesa di {wallet}… Approva la richiesta nel tuo wallet.',
  'connect.cancel': 'Annulla',
  'connect.siweFailed': 'Accesso non riuscito, quindi il wallet è stato disconnesso: {reason}',
  'email.formLabel': 'Continua con email',
  'email.label': 'Email',
  'email.placeholder': 'tu@esempio.it',
  'email.sendingCode': 'Invio del codice…',
  'email.continue': 'Continua',
  'email.approveDeviceTitle': 'Approva questo dispositivo',
  'email.approveDeviceBody':
    'Il tuo wallet è già su un altro dispositivo, quindi questo richiede la tua approvazione una sola volta. Abbiamo inviato un link a {email}: aprilo in questo browser, poi torna qui. La schermata del codice si aprirà da sola.',
  'email.waitingApproval': 'In attesa dell’approvazione…',
  'email.enterCodeTitle': 'Inserisci il codice',
  'email.codeSent': 'Abbiamo inviato un codice di 6 cifre a {email}. È valido per 10 minuti.',
  'email.codeLabel': 'Codice',
  'email.checking': 'Verifica…',
  'email.resendIn': 'Invia di nuovo il codice tra {seconds, number} s',
  'email.sending': 'Invio…',
  'email.resend': 'Invia di nuovo il codice',
  'email.changeTitle': 'Cambia email',
  'email.addTitle': 'Aggiungi un’email',
  'email.changeIntro':
    'L’email del tuo wallet è {email}. Inviamo un codice a questo indirizzo, poi uno alla nuova email. Il wallet e il suo indirizzo restano invariati.',
  'email.addIntro':
    'Aggiungi un’email per accedere con un codice oltre che con la tua passkey. Inviamo un codice a questo indirizzo. Il wallet e il suo indirizzo restano invariati.',
  'email.newEmailLabel': 'Nuova email',
  'email.sendCodeIn': 'Invia il codice tra {seconds, number} s',
  'email.sendCode': 'Invia il codice',
  'email.currentCodeTitle': 'Codice dalla tua email attuale',
  'email.newCodeTitle': 'Codice dalla tua nuova email',
  'email.currentCodeIntro':
    'Abbiamo inviato un codice di 6 cifre a {current} per confermare il cambio in {email}. È valido per 10 minuti.',
  'email.newCodeIntro':
    'Abbiamo inviato un codice di 6 cifre a {email}. Inseriscilo per renderla l’email del tuo wallet. È valido per 10 minuti.',
  'social.groupLabel': 'Accessi social',
  'social.continueWith': 'Continua con {provider}',
  'social.signingIn': 'Accesso',
  'social.opening': 'Apertura della finestra di {provider}…',
  'social.openingSignIn': 'Apertura della finestra di accesso…',
  'social.waiting':
    'Accedi con {provider} nella finestra che si è aperta. Quando avrai finito lì, avrai effettuato l’accesso anche qui.',
  'social.signingYouIn': 'Accesso in corso…',
  'social.redirecting': 'Ti stiamo portando su {provider}…',
  'social.popupBlocked':
    'Il browser ha bloccato la finestra di accesso. Consenti i pop-up per questo sito oppure continua in questa scheda.',
  'social.continueInTab': 'Continua in questa scheda',
  'social.tryAgain': 'Riprova',
  'social.back': 'Indietro',
  'social.farcasterPreparing': 'Preparazione del codice…',
  'social.farcasterQrAlt': 'Codice QR: scansionalo con l’app Farcaster per accedere',
  'social.farcasterWaiting':
    'In attesa di Farcaster… Scansiona il codice con il telefono oppure apri il link nell’app Farcaster, poi conferma lì.',
  'social.farcasterOpen': 'Apri in Farcaster',
  'social.farcasterLocalClient': 'Apri il client Farcaster locale',
  'social.opensNewTab': '(si apre in una nuova scheda)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Preparazione del codice…',
  'walletConnect.qrAlt': 'Codice QR: scansionalo con l’app del tuo wallet per connetterti',
  'walletConnect.waiting':
    'In attesa del tuo wallet… Scansiona il codice con un wallet WalletConnect, poi approva lì.',
  'walletConnect.openInApp': 'Apri in un’app wallet',
  'walletConnect.failed': 'Impossibile connettersi con WalletConnect. {reason}',
  'walletConnect.retry': 'Riprova',
  'siwe.title': 'Accedi',
  'siwe.intro':
    '{app} ti chiede di firmare un messaggio con {wallet} per dimostrare che questo account è tuo. La firma è gratuita e non invia alcuna transazione.',
  'siwe.introAnyWallet':
    '{app} ti chiede di firmare un messaggio con il tuo wallet per dimostrare che questo account è tuo. La firma è gratuita e non invia alcuna transazione.',
  'siwe.waiting': 'In attesa della tua firma… Approva la richiesta nel tuo wallet.',
  'siwe.tryAgain': 'Riprova',
  'siwe.disconnect': 'Disconnetti',
  'passkey.continue': 'Continua con una passkey',
  'passkey.waiting': 'In attesa della tua passkey…',
} satisfies Translation<typeof connectMessages>
