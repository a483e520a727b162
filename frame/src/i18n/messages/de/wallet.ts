import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in de (see ../en/wallet.ts). */
export default {
  'manage.documentTitle': 'Deine Wallet · Foyer',
  'manage.title': 'Deine Wallet',
  'manage.noSession':
    'In diesem Browser ist keine Wallet angemeldet. Melde dich in der App mit deiner E-Mail an und öffne diese Seite dann erneut.',
  'manage.email': 'E-Mail',
  'manage.noEmail': 'keine (mit einem Passkey oder einem Social Login angemeldet)',
  'manage.address': 'Adresse',
  'manage.duration':
    '{unit, select, hour {{count, plural, one {# Stunde} other {# Stunden}}} other {{count, plural, one {# Minute} other {# Minuten}}}}',
  'manage.privateKey': 'Privater Schlüssel',
  'manage.exportButton': 'Privaten Schlüssel exportieren',
  'manage.notHeld': 'Dieser Browser hat die Wallet nicht: Melde dich zuerst mit deiner E-Mail an.',
  'manage.keyShown':
    'Dein privater Schlüssel steht unten. Schließe diesen Tab, sobald du ihn übertragen hast.',
  'manage.confirmExport': 'Bestätigen und exportieren',
  'manage.cancel': 'Abbrechen',
  'manage.exportCancelled': 'Export abgebrochen: Es wurde nichts angezeigt.',
  'manage.codeSent':
    'Wir haben einen 6-stelligen Code an {email} gesendet. Gib ihn ein, um zu bestätigen, dass du es bist.',
  'manage.codeLabel': 'Code',
  'manage.codeInvalid': 'Gib den 6-stelligen Code aus der E-Mail ein.',
  'manage.checking': 'Deine Anmeldung wird geprüft …',
  'manage.sessionEnded':
    'Die Anmeldung in diesem Browser ist abgelaufen. Melde dich in der App erneut an und öffne diese Seite dann noch einmal.',
  'manage.signInAgain':
    'Zu deiner Sicherheit erfordert der Export eine Anmeldung innerhalb der letzten {fresh}. Melde dich in der App erneut mit {via, select, passkey {deinem Passkey} social {{provider}} other {deinem Konto}} an (Konto, Trennen, dann anmelden) und öffne diese Seite dann noch einmal.',
  'manage.sendingCode':
    'Zu deiner Sicherheit erfordert der Export eine Anmeldung innerhalb der letzten {fresh}: Code wird an {email} gesendet …',
  'manage.newApproval':
    'Dieser Browser braucht eine neue Freigabe für {email}: Melde dich in der App erneut an und öffne diese Seite dann noch einmal.',
  'manage.exportWarning':
    'Wer den privaten Schlüssel hat, kontrolliert diese Wallet und alles darin. Exportiere ihn nur, um die Wallet in eine andere App zu übertragen, der du vertraust. Füge ihn nie auf einer Website ein und gib ihn niemals weiter, auch nicht an den Support.',
  'manage.signOutEverywhere': 'Überall abmelden',
  'manage.sessionsLabel': 'Aktive Anmeldungen',
  'manage.thisBrowser': 'Dieser Browser',
  'manage.device': 'Gerät {device}…',
  'manage.signedInAt': 'angemeldet am {date}',
  'manage.signingOut': 'Überall abmelden …',
  'manage.signedOutEverywhere':
    'Auf allen Geräten abgemeldet ({count, plural, one {# Anmeldung} other {# Anmeldungen}} beendet). Melde dich in der App erneut an, um deine Wallet zu nutzen: Sie bleibt dieselbe.',
  'manage.alreadySignedOut':
    'Die Anmeldung in diesem Browser war bereits abgelaufen. Melde dich in der App erneut an und öffne dann diese Seite, um dich überall abzumelden.',
  'manage.devicesTitle': 'Angemeldete Geräte',
  'manage.devicesHelp':
    'Gerät verloren oder irgendwo angemeldet, dem du nicht mehr vertraust? Melde diese Wallet auf allen Geräten ab, auch auf diesem. Deine Wallet und ihre Adresse bleiben dieselben.',

  'passkey.title': 'Passkeys',
  'passkey.intro':
    'Melde dich bei dieser Wallet mit Fingerabdruck, Gesicht oder Geräte-PIN an. Passkeys funktionieren nur auf {host}, der eigenen Website dieser Wallet.',
  'passkey.listLabel': 'Deine Passkeys',
  'passkey.details':
    'hinzugefügt am {added} · {lastUsed, select, never {nie verwendet} other {zuletzt verwendet am {lastUsed}}}{recovery, select, yes { · öffnet die Wallet auf einem neuen Gerät} other {}}',
  'passkey.none': 'Noch kein Passkey.',
  'passkey.add': 'Passkey hinzufügen',
  'passkey.remove': 'Entfernen',
  'passkey.removeLabel': '{name} entfernen',
  'passkey.removed': '{name} wurde entfernt: Er öffnet diese Wallet nicht mehr.',
  'passkey.waiting': 'Warte auf deinen Passkey …',
  'passkey.addedWithRecovery':
    'Passkey hinzugefügt. Er meldet dich an und öffnet diese Wallet auf einem neuen Gerät ohne deinen Wiederherstellungsschlüssel.',
  'passkey.addedWithoutRecovery':
    'Passkey hinzugefügt. Er meldet dich an; sein Authenticator kann keinen Wiederherstellungsschlüssel schützen (kein WebAuthn PRF), also bewahre deinen Wiederherstellungsschlüssel auf.',
  'passkey.cancelled':
    'Die Passkey-Abfrage wurde geschlossen oder ist abgelaufen: Es hat sich nichts geändert. Versuche es erneut, wenn du bereit bist.',
  'passkey.exists':
    'Dieses Gerät hat bereits einen Passkey für diese Wallet: Wähle stattdessen „Meinen Passkey verwenden“.',
  'passkey.wrongSite':
    'Passkeys können auf {host} nicht verwendet werden: Die Wallet muss über https von einem Domainnamen (oder localhost) bereitgestellt werden, niemals von einer IP-Adresse.',
  'passkey.left':
    'Du hast „Mit einem Passkey fortfahren“ geschlossen: Es hat sich nichts geändert.',
  'passkey.noPrf':
    'Dein Passkey kann auf diesem Gerät keinen Wiederherstellungsschlüssel schützen (sein Authenticator unterstützt die WebAuthn-PRF-Erweiterung nicht). Bewahre also diesen Wiederherstellungsschlüssel auf: Mit ihm und deinem Passkey kannst du deine Wallet auf einem neuen Gerät öffnen.',
  'passkey.vaultFailed':
    'Dein Passkey konnte den Wiederherstellungsschlüssel gerade nicht auf dem Wallet-Server speichern. Bewahre also diesen Wiederherstellungsschlüssel auf: Mit ihm und deinem Passkey kannst du deine Wallet auf einem neuen Gerät öffnen.',

  'recovery.login':
    '{via, select, passkey {deinem Passkey} social {deinem {provider}-Konto} other {deiner E-Mail}}',
  'recovery.saveTitle': 'Wiederherstellungsschlüssel sichern',
  'recovery.wordsLabel':
    'Wiederherstellungsschlüssel, {count, plural, one {# Wort} other {# Wörter}}',
  'recovery.copy': 'Kopieren',
  'recovery.copied': 'Wiederherstellungsschlüssel kopiert.',
  'recovery.copyBlocked': 'Kopieren ist hier blockiert: Schreib die Wörter auf.',
  'recovery.saved': 'Ich habe ihn gesichert',
  'recovery.intro':
    'Mit diesen {count, plural, one {# Wort} other {# Wörtern}} und {login} kannst du deine Wallet auf einem neuen Gerät öffnen. Schreib sie der Reihe nach auf oder speichere sie in einem Passwort-Manager: Niemand, auch nicht diese App, kann sie dir noch einmal zeigen.',
  'recovery.confirmTitle': 'Wiederherstellungsschlüssel bestätigen',
  'recovery.confirmIntro':
    'Zur Sicherheit: Gib die Wörter {words} deines Wiederherstellungsschlüssels ein.',
  'recovery.wordLabel': 'Wort {position}',
  'recovery.back': 'Zurück',
  'recovery.confirm': 'Bestätigen',
  'recovery.missingWords':
    'Gib auch {count, plural, one {Wort} other {die Wörter}} {words} deines Wiederherstellungsschlüssels ein.',
  'recovery.wrongWords':
    '{count, plural, one {Wort {words} passt} other {Die Wörter {words} passen}} nicht zu deinem Wiederherstellungsschlüssel. Prüfe, was du aufgeschrieben hast, oder geh zurück, um den Schlüssel noch einmal zu sehen.',

  'restore.title': 'Wallet wiederherstellen',
  'restore.intro':
    'Dieses Gerät hat die Wallet {address} noch nicht. Gib den Wiederherstellungsschlüssel ein, den du beim Erstellen gesichert hast: seine Wörter der Reihe nach (die ersten vier Buchstaben jedes Wortes genügen).',
  'restore.label': 'Wiederherstellungsschlüssel',
  'restore.submit': 'Wiederherstellen',
  'restore.cancel': 'Abbrechen',
  'restore.lostKey': 'Ich habe meinen Wiederherstellungsschlüssel verloren',
  'restore.failed': 'Dieser Wiederherstellungsschlüssel hat nicht funktioniert.',
  'restore.lostTitle': 'Wiederherstellungsschlüssel verloren?',
  'restore.lostIntro':
    'Die Wallet {address} öffnet sich mit deiner Anmeldung plus einem weiteren Schlüssel: dem, der auf jedem Gerät liegt, auf dem du dich schon angemeldet hast, oder dem Wiederherstellungsschlüssel. Niemand sonst hat eine Kopie, auch nicht diese App.',
  'restore.lostOtherDevice':
    'Melde dich auf einem Gerät oder in einem Browser an, den du schon benutzt hast: Dort öffnet sich die Wallet. Über ihr Konto kannst du den privaten Schlüssel exportieren und sicher aufbewahren.',
  'restore.lostFindKey':
    'Such den Wiederherstellungsschlüssel dort, wo du ihn gesichert hast (Passwort-Manager, Notiz, Ausdruck), und melde dich dann hier erneut an.',
  'restore.lostNothingLost':
    '„Anmeldung abbrechen“ lässt dieses Gerät, wie es war: Nichts wird geändert oder geht verloren.',
  'restore.back': 'Zurück',
  'restore.cancelSignIn': 'Anmeldung abbrechen',
  'restore.cancelled':
    'Du hast „Wallet wiederherstellen“ verlassen: Auf diesem Gerät hat sich nichts geändert. Melde dich erneut an, sobald du deinen Wiederherstellungsschlüssel hast, oder auf einem Gerät, auf dem du dich schon angemeldet hast.',

  'social.notAnApp':
    'Diese Seite ist keine App dieses Wallet-Servers, daher ist hier keine Anmeldung möglich',
  'social.notAResult': 'Das ist kein Anmeldeergebnis dieses Wallet-Servers',
  'social.stateMismatch':
    'Diese Anmeldeantwort passt zu keiner Anmeldung, die diese Wallet gestartet hat (State Mismatch), und wurde daher abgelehnt. Versuche es erneut.',
  'social.failed': 'Die Anmeldung ist fehlgeschlagen. Versuche es erneut.',
  'social.otherWindow':
    'Diese Anmeldung wurde in einem anderen Fenster gestartet oder ist abgelaufen. Starte sie hier erneut.',
  'social.farcasterFirst': 'Öffne zuerst die Farcaster-Anmeldung',
  'social.farcasterTimeout':
    'Farcaster hat die Anmeldung nicht rechtzeitig bestätigt: Scanne den neuen Code, um es erneut zu versuchen',

  'login.enterEmailFirst': 'Gib zuerst deine E-Mail ein',
  'login.approvalTimeout':
    'Der Freigabelink wurde nicht rechtzeitig geöffnet: Fordere einen neuen Code an',

  'error.notSignedIn': 'Nicht bei der eingebetteten Wallet angemeldet',
  'error.noAppSession':
    'Die Wallet hat diese Anfrage abgelehnt: Sie enthält nicht die Sitzung, die die Wallet dieser App gegeben hat. Melde dich erneut an.',
  'error.otherAppSession':
    'Die Wallet hat diese Anfrage abgelehnt: Ihre Sitzung gehört zu einer anderen App. Melde dich hier erneut an.',
  'error.rejected': 'Die Anfrage wurde in der Wallet abgelehnt',
  'error.chainNotServed': 'Chain {chainId} wird von dieser Wallet nicht unterstützt',
  'error.ownMessage':
    'Die Wallet hat das Signieren dieser Nachricht verweigert: Sie würde den eigenen Schlüsselanteil der Wallet ersetzen, was nur die Wallet selbst darf.',
  'error.networkName': '{name} (Chain {chainId})',
  'error.unknownNetwork': 'Chain {chainId}',
  'error.unknownChain': 'Chain {chainId}',
  'error.refusedHere': 'Diese Wallet läuft nur unter {frameOrigin}, nicht unter {origin}.',
  'error.refusedNoServer': 'Diese Wallet läuft nur auf ihrem eigenen Server, nicht unter {origin}.',
  'error.noAppOrigins':
    'Dieser Wallet-Server nennt keine App, die ihn einbetten darf (appOrigins).',
  'error.sessionExpired':
    'Deine Anmeldung ist abgelaufen: Melde dich erneut an, um deine Wallet zu erreichen.',
  'error.shareStored':
    'Der Auth-Anteil dieser Wallet ist bereits gespeichert: Um ihn zu ersetzen, braucht es die eigene Signatur der Wallet.',
  'error.otherWalletStored':
    'Für dieses Konto ist bereits eine andere Wallet gespeichert: Stelle diese Wallet mit ihrem Wiederherstellungsanteil wieder her, statt eine neue zu erstellen.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Zu viele Anfragen: Bitte versuche es gleich noch einmal.} one {Zu viele Anfragen: Bitte versuche es in # Sekunde erneut.} other {Zu viele Anfragen: Bitte versuche es in # Sekunden erneut.}}',
  'error.serverDown':
    'Der Foyer-Server konnte deine Wallet gerade nicht {action, select, store {speichern} other {laden}} (HTTP {status}): Bitte versuche es gleich noch einmal.',
  'error.serverRefused':
    'Der Foyer-Server hat abgelehnt, deine Wallet zu {action, select, store {speichern} other {laden}}.',
  'error.unreachable':
    'Der Foyer-Server ist nicht erreichbar, um deine Wallet zu {action, select, store {speichern} other {laden}}: Prüfe deine Verbindung und versuche es erneut.',
  'error.storeUnconfirmed':
    'Der Foyer-Server hat das Speichern der Wallet {address} nicht bestätigt.',
  'error.unreadableShare':
    'Der Foyer-Server hat einen Auth-Anteil gesendet, den dieser Frame nicht lesen kann.',
  'error.deviceShareDamaged':
    'Die Wallet {address} kann auf diesem Gerät nicht entsperrt werden: Ihr gespeicherter Anteil ist beschädigt. Melde dich an und stelle sie mit deinem Wiederherstellungsanteil wieder her.',
  'error.invalidShare':
    'Das ist kein gültiger Anteil: Kopiere den gesamten Text des Anteils, nur Buchstaben, Ziffern, + / und =.',
  'error.shareLength':
    'Dieser Anteil ist unvollständig oder zu lang: Ein Anteil hat {bytes} Bytes (44 Zeichen), dieser hat {length} Bytes.',
  'error.sharesMismatch':
    'Diese beiden Anteile ergeben nicht die Wallet {address}: Einer gehört zu einer anderen Wallet oder ist beschädigt. Verwende den Wiederherstellungsanteil, den du für diese Wallet gesichert hast.',
  'error.wordCount':
    'Ein Wiederherstellungsschlüssel hat {expected} Wörter, dieser hat {count}. Gib jedes Wort in der richtigen Reihenfolge ein.',
  'error.unknownWord':
    'Wort {position} gehört nicht zu den Wörtern des Wiederherstellungsschlüssels: Prüfe die Schreibweise.',
  'error.checksum':
    'Diese {count} Wörter sind kein Wiederherstellungsschlüssel: Eines ist vertippt oder zwei sind vertauscht. Vergleiche sie mit dem gesicherten Schlüssel.',
} satisfies Translation<typeof walletMessages>
