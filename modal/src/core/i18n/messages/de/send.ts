import type { sendMessages } from '../en/send.ts'
import type { Translation } from '../en.ts'

/** The send views' messages in de (see ../en/send.ts). */
export default {
  'send.title': 'Senden',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — {balance} verfügbar',
  'send.amountLabel': 'Betrag',
  'send.receiverLabel': 'Empfängeradresse',
  'send.receiverOrNameLabel': 'Empfängeradresse oder -name',
  'send.previewButton': 'Vorschau',
  'send.lookingUpReceiver': 'Empfänger wird gesucht…',
  'send.estimatingFee': 'Gebühr wird geschätzt…',
  'send.chooseToken': 'Wähle einen Token zum Senden.',
  'send.amountNotNumber': 'Der Betrag muss eine Zahl über 0 sein. Eingegeben: {provided}',
  'send.amountTooManyDecimals':
    'Der Betrag darf für {symbol} höchstens {decimals, plural, one {# Nachkommastelle} other {# Nachkommastellen}} haben. Eingegeben: {provided}',
  'send.amountOverBalance':
    'Der Betrag darf dein Guthaben von {balance} {symbol} nicht übersteigen. Eingegeben: {provided}',
  'send.receiverNotAddress':
    'Der Empfänger muss eine 0x-Adresse mit 40 Hex-Zeichen sein. Eingegeben: {provided}',
  'send.receiverChecksum':
    'Die Prüfsumme des Empfängers ist falsch (EIP-55): Groß- und Kleinschreibung eines Buchstabens stimmt nicht, die Adresse ist also vielleicht vertippt. Füge sie erneut ein. Eingegeben: {provided}',
  'send.receiverNoAddress': 'Empfänger „{name}“ hat keine Adresse in diesem Netzwerk.',
  'send.receiverNotRegistered':
    'Empfänger „{name}“ ist kein registrierter Name. Gib eine 0x-Adresse oder einen Namen wie {example} ein.',
  'send.receiverLookupFailed': '„{name}“ konnte nicht aufgelöst werden: {reason}',
  'send.nameLookupError': 'Fehler beim Auflösen des Namens',
  'send.previewSend': 'Senden',
  'send.previewTo': 'An',
  'send.previewNetwork': 'Netzwerk',
  'send.previewFee': 'Netzwerkgebühr',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Nicht verfügbar: {reason}. Die Wallet schätzt sie.',
  'send.noEstimate': 'die Chain lieferte keine Schätzung',
  'send.warningsLabel': 'Vor dem Senden prüfen',
  'send.warnZeroAddress': 'Das ist die Nulladresse: Was dorthin gesendet wird, ist verloren.',
  'send.warnTokenContract':
    'Das ist der {symbol}-Contract selbst: Dorthin gesendete Token gehen meist verloren.',
  'send.warnOwnAddress': 'Das ist deine eigene Adresse.',
  'send.editButton': 'Bearbeiten',
  'send.sendButton': 'Senden',
  'send.insufficientFunds':
    'Nicht genug {symbol} für Betrag und Netzwerkgebühr: Benötigt werden {needed} {symbol}, das Konto hat {available} {symbol}.',
  'send.transferLabel': 'Überweisung',
  'send.transferAmount': 'Betrag',
  'send.transferTo': 'An',
  'send.transferNetwork': 'Netzwerk',
  'send.transferHash': 'Transaktion',
  'send.opensExplorer': '(öffnet den Explorer in einem neuen Tab)',
  'send.unknownNetwork': 'Unbekanntes Netzwerk',
  'send.chainNumber': 'Chain {id}',

  'calls.emptyTitle': 'Aufrufe',
  'calls.none': 'Von dieser Seite wurden keine Aufrufe gesendet.',
  'calls.title': '{total, plural, one {# Aufruf} other {# Aufrufe}}',
  'calls.intro':
    'Deine Wallet sendet sie nacheinander auf {network}: Jeder fragt nach deiner Bestätigung und wartet auf den vorherigen.',
  'calls.progress': '{confirmed, number} von {total, number} bestätigt',
  'calls.progressAsking':
    '{confirmed, number} von {total, number} bestätigt · bestätige Aufruf {n, number} von {total, number} in deiner Wallet',
  'calls.listLabel': 'Aufrufe',
  'calls.stepWaiting': 'Wartet',
  'calls.stepAsking': 'In deiner Wallet bestätigen',
  'calls.stepSent': 'Gesendet, wartet auf einen Block',
  'calls.stepConfirmed': 'Bestätigt',
  'calls.stepReverted': 'Rückgängig gemacht',
  'calls.stepRejected': 'Abgelehnt',
  'calls.stepFailed': 'Fehlgeschlagen',
  'calls.stepSkipped': 'Nicht gesendet',
  'calls.send':
    '{amount} {symbol} an {target, select, new {einen neuen Contract} other {{to}}} senden',
  'calls.call': '{target, select, new {Neuen Contract} other {{to}}} aufrufen',
  'calls.callWithData':
    '{target, select, new {Neuen Contract} other {{to}}} mit {bytes, plural, one {# Byte} other {# Bytes}} Daten aufrufen',
  'calls.callWithDataAndValue':
    '{target, select, new {Neuen Contract} other {{to}}} mit {bytes, plural, one {# Byte} other {# Bytes}} Daten und {amount} {symbol} aufrufen',
  'calls.allConfirmed':
    '{total, plural, one {Der Aufruf ist bestätigt.} other {Alle # Aufrufe sind bestätigt.}}',
  'calls.rejected': 'Du hast Aufruf {n, number} von {total, number} in deiner Wallet abgelehnt.',
  'calls.reverted': 'Die Chain hat Aufruf {n, number} von {total, number} rückgängig gemacht.',
  'calls.failed': 'Aufruf {n, number} von {total, number} ist fehlgeschlagen: {reason}.',
  'calls.notSentByWallet': 'die Wallet hat ihn nicht gesendet',
  'calls.confirmedBefore':
    '{count, plural, one {Aufruf {calls} wurde gesendet und bestätigt.} other {Aufrufe {calls} wurden gesendet und bestätigt.}}',
  'calls.notSentAfter':
    '{count, plural, one {Aufruf {calls} wurde nicht gesendet.} other {Aufrufe {calls} wurden nicht gesendet.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {Aufruf {confirmed} wurde} other {Aufrufe {confirmed} wurden}} gesendet und bestätigt; {notSentCount, plural, one {Aufruf {notSent} wurde} other {Aufrufe {notSent} wurden}} nicht gesendet.',
  'calls.outcome': '{stop} {rest}',

  'names.title': 'Namen registrieren',
  'names.label': 'Kontoname',
  'names.placeholder': 'dein-name',
  'names.rules':
    'Buchstaben, Ziffern und Bindestriche, mindestens {min, number} Zeichen. Ein Name gilt pro Netzwerk: Dieser verweist nur auf {network} auf deine Adresse.',
  'names.typeName': 'Gib einen Namen ein.',
  'names.badCharacter':
    'Nur Buchstaben, Ziffern und Bindestriche verwenden: „{character}“ ist nicht erlaubt.',
  'names.tooShort':
    'Mindestens {min, plural, one {# Zeichen} other {# Zeichen}} verwenden: „{name}“ hat {length, number}.',
  'names.notEns': 'Kein gültiger ENS-Name (ENSIP-15): {reason}.',
  'names.checking': '{name} wird geprüft…',
  'names.available': '{name} ist verfügbar.',
  'names.taken': '{name} ist vergeben.',
  'names.takenTryThese': '{name} ist vergeben. Probiere einen dieser:',
  'names.checkFailed': '{name} konnte nicht geprüft werden: {reason}',
  'names.needsServer': 'Kontonamen benötigen einen Foyer-Server.',
  'names.suggestionsLabel': 'Freie Namen',
  'names.register': 'Registrieren',
  'names.registeringTitle': 'Name wird registriert',
  'names.registeredTitle': 'Name registriert',
  'names.registering': '{name} wird registriert…',
  'names.confirmInWallet': 'Bestätige die Nachricht in deiner Wallet.',
  'names.yours': '{name} gehört jetzt dir.',
  'names.backToAccount': 'Zurück zum Konto',

  'onramp.title': 'Kaufen',
  'onramp.needsServer':
    'Zum Kaufen von Krypto wird ein Foyer-Server benötigt: Diese App hat keinen konfiguriert ({option}).',
  'onramp.loadingProviders': 'Anbieter werden geladen…',
  'onramp.loadFailed': 'Die Kaufoptionen konnten nicht geladen werden. {reason}',
  'onramp.retry': 'Erneut versuchen',
  'onramp.notOnNetwork': '{symbol} kann auf {network} nicht gekauft werden. Wechsle zu {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} kann in diesem Solana-Netzwerk nicht gekauft werden. Wechsle zu {networks}.',
  'onramp.formLabel': 'Krypto kaufen',
  'onramp.providerLabel': 'Anbieter',
  'onramp.loading': 'Wird geladen…',
  'onramp.noProvider': 'Kein Anbieter verfügbar',
  'onramp.buyLabel': 'Kaufen',
  'onramp.currencyOption': '{symbol} ({name}) auf {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) in diesem Solana-Netzwerk',
  'onramp.payWithLabel': 'Bezahlen mit',
  'onramp.methodLabel': 'Zahlungsmethode',
  'onramp.methodOption':
    '{method, select, card {Karte} ach_bank_account {Banküberweisung (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Betrag ({currency})',
  'onramp.presetsLabel': 'Häufige Beträge',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'Betrag erforderlich: Wie viel {currency} möchtest du zahlen?',
  'onramp.amountFormat':
    'Der Betrag muss eine Zahl in {currency} mit höchstens 2 Nachkommastellen sein, z. B. 50 oder 49.99. Eingegeben: „{provided}“',
  'onramp.amountBelowMin':
    'Der Betrag muss für {method, select, card {Karte} ach_bank_account {Banküberweisung (ACH)} other {{name}}} mindestens {min} {currency} betragen. Eingegeben: „{provided}“',
  'onramp.amountAboveMax':
    'Der Betrag darf für {method, select, card {Karte} ach_bank_account {Banküberweisung (ACH)} other {{name}}} höchstens {max} {currency} betragen. Eingegeben: „{provided}“',
  'onramp.amountAboveMaxOther':
    'Der Betrag darf für {method, select, card {Karte} ach_bank_account {Banküberweisung (ACH)} other {{name}}} höchstens {max} {currency} betragen; {otherMethod, select, card {Karte} ach_bank_account {Banküberweisung (ACH)} other {{otherName}}} erlaubt bis zu {otherMax} {currency}. Eingegeben: „{provided}“',
  'onramp.gettingQuote': 'Angebot wird abgerufen…',
  'onramp.quote': 'Du erhältst ≈ {amount} {symbol} auf {network}',
  'onramp.quoteSolana': 'Du erhältst ≈ {amount} {symbol} in diesem Solana-Netzwerk',
  'onramp.quoteFailed': 'Es konnte kein Angebot abgerufen werden. {reason}',
  'onramp.continue': 'Weiter',
  'onramp.continueWith': 'Weiter mit {provider}',
  'onramp.popupBlocked':
    'Der Browser hat das Fenster von {provider} blockiert. Erlaube Pop-ups für diese Website und tippe dann erneut auf „Weiter“.',
  'onramp.notReady':
    '{missing, select, provider {Kauf noch nicht möglich: Kein Anbieter verfügbar.} account {Kauf noch nicht möglich: Kein Konto verbunden.} network {Kauf noch nicht möglich: {symbol} wird in diesem Netzwerk nicht verkauft.} other {Kauf noch nicht möglich: Für den Betrag gibt es noch kein Angebot.}}',
} satisfies Translation<typeof sendMessages>
