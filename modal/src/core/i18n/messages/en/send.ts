/** English messages of the send views (see ../en.ts). */
export const sendMessages = {
  // Send: the form (SendView)
  'send.title': 'Send',
  'send.tokenLabel': 'Token',
  'send.tokenOption': '{symbol} — {balance} available',
  'send.amountLabel': 'Amount',
  'send.receiverLabel': 'Receiver address',
  'send.receiverOrNameLabel': 'Receiver address or name',
  'send.previewButton': 'Preview',
  'send.lookingUpReceiver': 'Looking up receiver…',
  'send.estimatingFee': 'Estimating fee…',
  // Send: the form's checks (validateSendForm, resolveReceiver)
  'send.chooseToken': 'Choose a token to send.',
  'send.amountNotNumber': 'Amount must be a number above 0. Provided: {provided}',
  'send.amountTooManyDecimals':
    'Amount can have at most {decimals, plural, one {# decimal} other {# decimals}} for {symbol}. Provided: {provided}',
  'send.amountOverBalance':
    'Amount must not exceed your balance of {balance} {symbol}. Provided: {provided}',
  'send.receiverNotAddress':
    'Receiver must be a 0x address of 40 hex characters. Provided: {provided}',
  'send.receiverChecksum':
    "Receiver has a wrong checksum (EIP-55): a letter's case is off, so the address may be mistyped. Paste it again. Provided: {provided}",
  'send.receiverNoAddress': 'Receiver "{name}" has no address on this network.',
  'send.receiverNotRegistered':
    'Receiver "{name}" is not a registered name. Type a 0x address or a name like {example}.',
  'send.receiverLookupFailed': 'Couldn’t look up "{name}": {reason}',
  'send.nameLookupError': 'Error resolving name',
  // Send: the preview
  'send.previewSend': 'Send',
  'send.previewTo': 'To',
  'send.previewNetwork': 'Network',
  'send.previewFee': 'Network fee',
  'send.fee': '≈ {fee} {symbol}',
  'send.feeWithUsd': '≈ {fee} {symbol} ({usd})',
  'send.usdBelowCent': '< {cent}',
  'send.feeUnavailable': 'Unavailable: {reason}. The wallet will estimate it.',
  'send.noEstimate': 'the chain gave no estimate',
  'send.warningsLabel': 'Check before sending',
  'send.warnZeroAddress': 'This is the zero address: what is sent there is lost.',
  'send.warnTokenContract':
    'This is the {symbol} contract itself: tokens sent there are usually lost.',
  'send.warnOwnAddress': 'This is your own address.',
  'send.editButton': 'Edit',
  'send.sendButton': 'Send',
  // Funds short of the amount and fee (InsufficientFundsError's message, its figures as values)
  'send.insufficientFunds':
    'Not enough {symbol} for the amount and the network fee: this needs {needed} {symbol}, the account has {available} {symbol}.',
  // The transfer under a send's notice (TransferDetails)
  'send.transferLabel': 'Transfer',
  'send.transferAmount': 'Amount',
  'send.transferTo': 'To',
  'send.transferNetwork': 'Network',
  'send.transferHash': 'Transaction',
  'send.opensExplorer': '(opens the explorer in a new tab)',
  'send.unknownNetwork': 'Unknown network',
  'send.chainNumber': 'Chain {id}',

  // A batch of calls (CallsView)
  'calls.emptyTitle': 'Calls',
  'calls.none': 'No calls were sent from this page.',
  'calls.title': '{total, plural, one {# call} other {# calls}}',
  'calls.intro':
    'Your wallet sends these one at a time on {network}: each asks for your approval, and each waits for the one before it.',
  'calls.progress': '{confirmed, number} of {total, number} confirmed',
  'calls.progressAsking':
    '{confirmed, number} of {total, number} confirmed · confirm call {n, number} of {total, number} in your wallet',
  'calls.listLabel': 'Calls',
  'calls.stepWaiting': 'Waiting',
  'calls.stepAsking': 'Confirm in your wallet',
  'calls.stepSent': 'Sent, waiting for a block',
  'calls.stepConfirmed': 'Confirmed',
  'calls.stepReverted': 'Reverted',
  'calls.stepRejected': 'Rejected',
  'calls.stepFailed': 'Failed',
  'calls.stepSkipped': 'Not sent',
  'calls.send': 'Send {amount} {symbol} to {target, select, new {a new contract} other {{to}}}',
  'calls.call': 'Call {target, select, new {a new contract} other {{to}}}',
  'calls.callWithData':
    'Call {target, select, new {a new contract} other {{to}}} with {bytes, plural, one {# byte} other {# bytes}} of data',
  'calls.callWithDataAndValue':
    'Call {target, select, new {a new contract} other {{to}}} with {bytes, plural, one {# byte} other {# bytes}} of data and {amount} {symbol}',
  'calls.allConfirmed':
    '{total, plural, one {The call is confirmed.} other {All # calls are confirmed.}}',
  'calls.rejected': 'You rejected call {n, number} of {total, number} in your wallet.',
  'calls.reverted': 'The chain reverted call {n, number} of {total, number}.',
  'calls.failed': 'Call {n, number} of {total, number} failed: {reason}.',
  'calls.notSentByWallet': 'the wallet did not send it',
  'calls.confirmedBefore':
    '{count, plural, one {Call {calls} was sent and confirmed.} other {Calls {calls} were sent and confirmed.}}',
  'calls.notSentAfter':
    '{count, plural, one {Call {calls} was not sent.} other {Calls {calls} were not sent.}}',
  'calls.confirmedAndNotSent':
    '{confirmedCount, plural, one {Call {confirmed} was} other {Calls {confirmed} were}} sent and confirmed; {notSentCount, plural, one {call {notSent} was} other {calls {notSent} were}} not sent.',
  'calls.outcome': '{stop} {rest}',

  // Account names (RegisterAccountNameView)
  'names.title': 'Register name',
  'names.label': 'Account name',
  'names.placeholder': 'your-name',
  'names.rules':
    'Letters, digits and hyphens, at least {min, number} characters. A name is per network: this one will point to your address on {network} only.',
  'names.typeName': 'Type a name.',
  'names.badCharacter': 'Use only letters, digits and hyphens: "{character}" is not allowed.',
  'names.tooShort':
    'Use at least {min, plural, one {# character} other {# characters}}: "{name}" has {length, number}.',
  'names.notEns': 'Not a valid ENS name (ENSIP-15): {reason}.',
  'names.checking': 'Checking {name}…',
  'names.available': '{name} is available.',
  'names.taken': '{name} is taken.',
  'names.takenTryThese': '{name} is taken. Try one of these:',
  'names.checkFailed': 'Couldn’t check {name}: {reason}',
  'names.needsServer': 'Account names need a Foyer server.',
  'names.suggestionsLabel': 'Free names',
  'names.register': 'Register',
  'names.registeringTitle': 'Registering name',
  'names.registeredTitle': 'Name registered',
  'names.registering': 'Registering {name}…',
  'names.confirmInWallet': 'Confirm the message in your wallet.',
  'names.yours': '{name} is yours.',
  'names.backToAccount': 'Back to account',

  // Buy crypto (OnrampView)
  'onramp.title': 'Buy',
  'onramp.needsServer':
    'Buying crypto needs a Foyer server: this app has none configured ({option}).',
  'onramp.loadingProviders': 'Loading providers…',
  'onramp.loadFailed': 'Couldn’t load the on-ramp options. {reason}',
  'onramp.retry': 'Retry',
  'onramp.notOnNetwork': '{symbol} can’t be bought on {network}. Switch to {networks}.',
  'onramp.notOnSolanaNetwork':
    '{symbol} can’t be bought on this Solana network. Switch to {networks}.',
  'onramp.formLabel': 'Buy crypto',
  'onramp.providerLabel': 'Provider',
  'onramp.loading': 'Loading…',
  'onramp.noProvider': 'No provider available',
  'onramp.buyLabel': 'Buy',
  'onramp.currencyOption': '{symbol} ({name}) on {network}',
  'onramp.currencyOptionSolana': '{symbol} ({name}) on this Solana network',
  'onramp.payWithLabel': 'Pay with',
  'onramp.methodLabel': 'Payment method',
  'onramp.methodOption':
    '{method, select, card {Card} ach_bank_account {Bank transfer (ACH)} other {{name}}} ({min}–{max} {currency})',
  'onramp.amountLabel': 'Amount ({currency})',
  'onramp.presetsLabel': 'Common amounts',
  'onramp.preset': '{amount} {currency}',
  'onramp.amountRequired': 'Amount is required: how much {currency} to pay.',
  'onramp.amountFormat':
    'Amount must be a number of {currency} with at most 2 decimals, such as 50 or 49.99. Provided: "{provided}"',
  'onramp.amountBelowMin':
    'Amount must be at least {min} {currency} for {method, select, card {card} ach_bank_account {bank transfer (ACH)} other {{name}}}. Provided: "{provided}"',
  'onramp.amountAboveMax':
    'Amount must be at most {max} {currency} for {method, select, card {card} ach_bank_account {bank transfer (ACH)} other {{name}}}. Provided: "{provided}"',
  'onramp.amountAboveMaxOther':
    'Amount must be at most {max} {currency} for {method, select, card {card} ach_bank_account {bank transfer (ACH)} other {{name}}}; {otherMethod, select, card {card} ach_bank_account {bank transfer (ACH)} other {{otherName}}} allows up to {otherMax} {currency}. Provided: "{provided}"',
  'onramp.gettingQuote': 'Getting a quote…',
  'onramp.quote': 'You receive ≈ {amount} {symbol} on {network}',
  'onramp.quoteSolana': 'You receive ≈ {amount} {symbol} on this Solana network',
  'onramp.quoteFailed': 'Couldn’t get a quote. {reason}',
  'onramp.continue': 'Continue',
  'onramp.continueWith': 'Continue with {provider}',
  'onramp.popupBlocked':
    'The browser blocked the {provider} window. Allow pop-ups for this site, then press Continue again.',
  'onramp.notReady':
    '{missing, select, provider {Cannot buy yet: no provider is available.} account {Cannot buy yet: no account is connected.} network {Cannot buy yet: {symbol} is not sold on this network.} other {Cannot buy yet: there is no quote for the amount yet.}}',
} as const
