import type { solanaMessages } from '../en/solana.ts'
import type { Translation } from '../en.ts'

/** The solana views' messages in de (see ../en/solana.ts). */
export default {
  'solana.walletsLabel': 'Solana-Wallets',
  'solana.installed': 'Installiert',
  'solana.connected': 'Verbunden',
  'solana.duplicateWarning': 'Eine andere Wallet auf dieser Seite verwendet denselben Namen',
  'solana.waiting': 'Warten auf {wallet}… Bestätige die Anfrage in deiner Wallet.',
  'solana.emailWallet': 'E-Mail-Wallet',
  'solana.accountTitle': 'Konto',
  'solana.reconnecting': 'Deine Solana-Wallet wird erneut verbunden…',
  'solana.notConnected': 'Kein Solana-Konto verbunden.',
  'solana.viewTransaction': 'Transaktion im Solana Explorer ansehen',
  'solana.viewOnExplorer': 'Im Solana Explorer ansehen',
  'solana.opensInNewTab': '(öffnet in einem neuen Tab)',
  'solana.walletOnNetwork': '{wallet} im {network}',
  'solana.loadingBalance': 'Guthaben wird geladen…',
  'solana.balanceError': 'Das Guthaben konnte nicht geladen werden.',
  'solana.retry': 'Erneut versuchen',
  'solana.network': 'Netzwerk',
  'solana.switchNetwork': 'Netzwerk: {network}. Netzwerk wechseln',
  'solana.send': 'Senden',
  'solana.buy': 'Kaufen',
  'solana.signOutNote':
    'Beim Abmelden werden beide Konten deiner E-Mail-Wallet geschlossen: dieses und ihr EVM-Konto.',
  'solana.signOut': 'Abmelden',
  'solana.disconnect': 'Trennen',
  'solana.accountRowLabel': 'Solana-Konto',
  'solana.useSolanaAccount': 'Solana-Konto verwenden',
  'solana.evmAccountLabel': 'EVM-Konto',
  'solana.useEvmAccount': 'EVM-Konto verwenden',
  'solana.networksLabel': 'Solana-Netzwerke',
  'solana.networkUnsupported': '{wallet} unterstützt dieses Netzwerk nicht',
  'solana.sendTitle': 'Senden',
  'solana.token': 'Token',
  'solana.amount': 'Betrag',
  'solana.receiver': 'Empfängeradresse',
  'solana.review': 'Überprüfen',
  'solana.reviewSummary': 'Du sendest {amount} an {address}.',
  'solana.fee': 'Netzwerkgebühr {fee}',
  'solana.feeWithRent':
    'Netzwerkgebühr {fee} sowie {rent}, um das USDC-Konto des Empfängers zu eröffnen',
  'solana.offCurve':
    'Diese Adresse gehört zu einem Programm, nicht zu einer Wallet: Was du dorthin sendest, könnte festsitzen.',
  'solana.errorWalletGone': '{wallet} ist nicht mehr auf dieser Seite.',
  'solana.errorNoAccount': '{wallet} hat kein Konto übermittelt.',
  'solana.errorNoWallet': 'Keine Solana-Wallet verbunden.',
  'solana.errorAccountGone': '{wallet} stellt {address} nicht mehr bereit.',
  'solana.errorCannotSign': '{wallet} kann keine Solana-Transaktionen signieren.',
  'solana.errorEmailWalletNetwork': 'Die E-Mail-Wallet sendet in dieser App nicht im {network}.',
  'solana.errorFrameNoTransaction':
    'Der Wallet-Frame hat keine signierte Transaktion zurückgegeben.',
  'solana.errorFrameNoSignature': 'Der Wallet-Frame hat keine Signatur zurückgegeben.',
  'solana.errorNodeNoAnswer': 'Der {network}-Node hat nicht geantwortet ({url}).',
  'solana.errorNodeRefused': 'Der Node hat die Anfrage abgelehnt.',
  'solana.errorSimulation':
    'Das Netzwerk hat die Überweisung in einer Simulation abgelehnt: {reason}',
  'solana.errorAmountNotNumber': 'Der Betrag muss eine Zahl sein. Eingegeben: „{amount}“',
  'solana.errorAmountDecimals':
    'Der Betrag hat höchstens {decimals, plural, one {# Nachkommastelle} other {# Nachkommastellen}}. Eingegeben: „{amount}“',
  'solana.errorAmountZero': 'Der Betrag muss größer als 0 sein. Eingegeben: „{amount}“',
  'solana.errorReceiver':
    'Der Empfänger muss eine Solana-Adresse sein (Base58, 32 Byte). Eingegeben: „{address}“',
  'solana.errorNoUsdc': '{network} hat kein USDC zum Senden.',
} satisfies Translation<typeof solanaMessages>
