import type { coreMessages } from '../en/core.ts'
import type { Translation } from '../en.ts'

/** The core views (frame, notices, errors)' messages in de (see ../en/core.ts). */
export default {
  'view.back': 'Zurück',
  'view.close': 'Schließen',
  'view.errorTitle': 'Etwas ist schiefgelaufen',
  'view.retry': 'Erneut versuchen',
  'view.unavailable': 'Diese Ansicht ist noch nicht verfügbar.',
  'view.copyLink': 'Link kopieren',
  'view.linkCopied': 'Link kopiert',
  'view.copyLinkFailed': 'Link konnte nicht kopiert werden',
  'notice.emailUpdated': 'Deine E-Mail-Adresse ist jetzt {email}',
  'notice.actionNotAllowed': 'Aktion nicht erlaubt',
  'notice.onrampFinish':
    'Schließe den Kauf im {provider}-Fenster ab. Dein {symbol}-Guthaben wird hier aktualisiert, sobald es ankommt.',
  'notice.onrampFinishSolana':
    'Schließe den Kauf im {provider}-Fenster ab. Deine {symbol} erscheinen dann in deinem Solana-Konto.',
  'notice.onrampArrived': '{amount} {symbol} sind angekommen',
  'notice.confirmTransfer': 'Bestätige die Überweisung in deiner Wallet…',
  'notice.transactionStarted': 'Transaktion gestartet',
  'notice.confirmedInBlock': 'Transaktion in Block {block} bestätigt',
  'notice.confirmedInSlot': 'Transaktion in Slot {slot} bestätigt',
  'notice.transactionFailed': 'Transaktion fehlgeschlagen: {reason}',
  'notice.solanaNotConfirmed':
    'Transaktion gesendet, aber noch nicht bestätigt: Prüfe sie im Solana Explorer.',
  'error.userRejected': 'Du hast die Anfrage in deiner Wallet abgelehnt.',
  'error.networkFailed':
    'Das Netzwerk antwortet nicht. Prüfe, ob der RPC der Chain läuft, und versuche es erneut.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'error.solanaSendFailed':
    'Die Transaktion konnte nicht gesendet werden. Bitte versuche es erneut.',
  'error.invalidSendInput': 'Bitte gib einen gültigen Betrag und eine gültige Empfängeradresse ein',
  'error.unsupportedChain': 'Nicht unterstützte Chain',
  'error.noTransactionHash': 'Die Wallet hat keinen Transaktions-Hash zurückgegeben.',
  'error.transferRefused': 'Der Token hat die Überweisung abgelehnt (transfer gab false zurück).',
  'error.transferNotReported': 'Der Token hat keine Überweisung gemeldet.',
  'error.requestRejected': 'Die Anfrage wurde abgelehnt.',
  'error.requestAborted': 'Die Anfrage wurde abgebrochen',
  'error.chainNotConfigured': 'Diese Chain ist nicht konfiguriert.',
  'error.switchNotSupported': 'Diese Wallet unterstützt keinen Netzwerkwechsel durch die App',
  'error.notConnected': 'Keine Wallet verbunden.',
  'error.connectCancelled': 'Die Verbindung wurde abgebrochen.',
  'error.noSignature': 'Die Wallet hat keine Signatur zurückgegeben.',
  'error.frameLoad': 'Die E-Mail-Anmeldung konnte nicht geladen werden',
  'error.networkNotFound': 'Netzwerk nicht gefunden',
  'error.emailCooldown':
    'Bitte versuche es in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut',
} satisfies Translation<typeof coreMessages>
