import type { connectMessages } from '../en/connect.ts'
import type { Translation } from '../en.ts'

/** The connect views' messages in de (see ../en/connect.ts). */
export default {
  'connect.title': 'Wallet verbinden',
  'connect.or': 'oder',
  'connect.looking': 'Suche nach Wallets…',
  'connect.retry': 'Erneut versuchen',
  'connect.noWallet': 'In diesem Browser wurde keine Wallet gefunden.',
  'connect.noWalletInstall':
    'Installiere eine Wallet-Browsererweiterung und lade diese Seite dann neu.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Fahre oben mit deiner E-Mail oder einem Social-Konto fort oder installiere eine Wallet-Browsererweiterung und lade diese Seite neu.} email {Fahre oben mit deiner E-Mail fort oder installiere eine Wallet-Browsererweiterung und lade diese Seite neu.} other {Fahre oben mit einem Social-Konto fort oder installiere eine Wallet-Browsererweiterung und lade diese Seite neu.}}',
  'connect.getWallet': 'Wallet herunterladen:',
  'connect.opensDownloadPage': '(öffnet die Download-Seite in einem neuen Tab)',
  'connect.walletsLabel': 'Wallets',
  'connect.duplicateWallet': 'Eine andere Wallet auf dieser Seite verwendet dieselbe ID · ID {id}',
  'connect.badgeConnected': 'Verbunden',
  'connect.badgeRecent': 'Zuletzt',
  'connect.badgeThisSafe': 'Dieser Safe',
  'connect.badgeInstalled': 'Installiert',
  'connect.walletConnectHint': 'Mit einer Wallet auf deinem Smartphone scannen',
  'connect.waiting': 'Warten auf {wallet}… Bestätige die Anfrage in deiner Wallet.',
  'connect.cancel': 'Abbrechen',
  'connect.siweFailed': 'Anmeldung fehlgeschlagen, daher wurde die Wallet getrennt: {reason}',
  'email.formLabel': 'Mit E-Mail fortfahren',
  'email.label': 'E-Mail',
  'email.placeholder': 'du@beispiel.de',
  'email.sendingCode': 'Code wird gesendet…',
  'email.continue': 'Weiter',
  'email.enterAddress': 'Gib deine E-Mail ein, z. B. name@example.com',
  'email.notAnAddress': 'Gib eine gültige E-Mail ein, z. B. name@example.com („{email}“ ist keine)',
  'email.enterCode': 'Gib den 6-stelligen Code aus der E-Mail ein',
  'email.approveDeviceTitle': 'Dieses Gerät bestätigen',
  'email.approveDeviceBody':
    'Deine Wallet ist bereits auf einem anderen Gerät, daher musst du dieses hier einmalig bestätigen. Wir haben dir an {email} einen Link gesendet: Öffne ihn in diesem Browser und kehre dann hierher zurück. Die Code-Ansicht öffnet sich von selbst.',
  'email.waitingApproval': 'Warten auf die Bestätigung…',
  'email.enterCodeTitle': 'Code eingeben',
  'email.codeSent':
    'Wir haben einen 6-stelligen Code an {email} gesendet. Er ist 10 Minuten lang gültig.',
  'email.codeLabel': 'Code',
  'email.checking': 'Wird geprüft…',
  'email.resendIn': 'Code erneut senden in {seconds, number} s',
  'email.sending': 'Wird gesendet…',
  'email.resend': 'Code erneut senden',
  'email.changeTitle': 'E-Mail ändern',
  'email.addTitle': 'E-Mail hinzufügen',
  'email.changeIntro':
    'Die E-Mail deiner Wallet ist {email}. Wir senden zuerst einen Code an diese Adresse, dann einen an die neue E-Mail. Die Wallet und ihre Adresse bleiben gleich.',
  'email.addIntro':
    'Füge eine E-Mail hinzu, um dich außer mit deinem Passkey auch mit einem Code anzumelden. Wir senden einen Code an diese Adresse. Die Wallet und ihre Adresse bleiben gleich.',
  'email.newEmailLabel': 'Neue E-Mail',
  'email.sendCodeIn': 'Code senden in {seconds, number} s',
  'email.sendCode': 'Code senden',
  'email.currentCodeTitle': 'Code aus deiner aktuellen E-Mail',
  'email.newCodeTitle': 'Code aus deiner neuen E-Mail',
  'email.currentCodeIntro':
    'Wir haben einen 6-stelligen Code an {current} gesendet, um die Änderung zu {email} zu bestätigen. Er ist 10 Minuten lang gültig.',
  'email.newCodeIntro':
    'Wir haben einen 6-stelligen Code an {email} gesendet. Gib ihn ein, um diese Adresse zur E-Mail deiner Wallet zu machen. Er ist 10 Minuten lang gültig.',
  'social.groupLabel': 'Social Logins',
  'social.continueWith': 'Weiter mit {provider}',
  'social.signingIn': 'Anmeldung',
  'social.opening': 'Das {provider}-Fenster wird geöffnet…',
  'social.openingSignIn': 'Das Anmeldefenster wird geöffnet…',
  'social.waiting':
    'Melde dich im geöffneten Fenster mit {provider} an. Sobald du dort fertig bist, bist du hier angemeldet.',
  'social.signingYouIn': 'Du wirst angemeldet…',
  'social.redirecting': 'Weiter zu {provider}…',
  'social.popupBlocked':
    'Dein Browser hat das Anmeldefenster blockiert. Erlaube Pop-ups für diese Website oder fahre in diesem Tab fort.',
  'social.continueInTab': 'In diesem Tab fortfahren',
  'social.tryAgain': 'Erneut versuchen',
  'social.back': 'Zurück',
  'social.farcasterPreparing': 'Code wird vorbereitet…',
  'social.farcasterQrAlt': 'QR-Code: Scanne ihn mit der Farcaster-App, um dich anzumelden',
  'social.farcasterWaiting':
    'Warten auf Farcaster… Scanne den Code mit deinem Smartphone oder öffne den Link in der Farcaster-App und bestätige dort.',
  'social.farcasterOpen': 'In Farcaster öffnen',
  'social.farcasterLocalClient': 'Lokalen Farcaster-Client öffnen',
  'social.opensNewTab': '(öffnet in einem neuen Tab)',
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Code wird vorbereitet…',
  'walletConnect.qrAlt': 'QR-Code: Scanne ihn mit deiner Wallet-App, um dich zu verbinden',
  'walletConnect.waiting':
    'Warten auf deine Wallet… Scanne den Code mit einer WalletConnect-Wallet und bestätige dort.',
  'walletConnect.openInApp': 'In einer Wallet-App öffnen',
  'walletConnect.failed': 'Verbindung mit WalletConnect fehlgeschlagen. {reason}',
  'walletConnect.retry': 'Erneut versuchen',
  'siwe.title': 'Anmelden',
  'siwe.intro':
    '{app} bittet dich, mit {wallet} eine Nachricht zu signieren, um zu beweisen, dass dieses Konto dir gehört. Das Signieren kostet nichts und sendet keine Transaktion.',
  'siwe.introAnyWallet':
    '{app} bittet dich, mit deiner Wallet eine Nachricht zu signieren, um zu beweisen, dass dieses Konto dir gehört. Das Signieren kostet nichts und sendet keine Transaktion.',
  'siwe.waiting': 'Warten auf deine Signatur… Bestätige die Anfrage in deiner Wallet.',
  'siwe.tryAgain': 'Erneut versuchen',
  'siwe.disconnect': 'Trennen',
  'passkey.continue': 'Mit Passkey fortfahren',
  'passkey.waiting': 'Warten auf deinen Passkey…',
} satisfies Translation<typeof connectMessages>
