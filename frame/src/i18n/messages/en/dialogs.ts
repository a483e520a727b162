/**
 * English messages of the frame's dialogs (see ../en.ts): the approval, email change and passkey
 * dialogs (`dialog.`), the decoded EVM request (`request.`), smart-account batches (`calls.`),
 * spending permissions (`permission.`) and Solana requests (`solana.`).
 */
export const dialogsMessages = {
  // The dialogs (createFrameUi.ts). {origin}, {name}, {email}, {host}: isolated data.
  'dialog.asksApprove': '{origin} asks your wallet to approve:',
  'dialog.asksEmailChange': '{origin} asks to change the email of your wallet.',
  'dialog.asksPasskey': '{origin} asks you to open your wallet with a passkey.',
  'dialog.appName': 'It calls itself “{name}”.',
  'dialog.approve': 'Approve',
  'dialog.reject': 'Reject',
  'dialog.confirm': 'Confirm',
  'dialog.cancel': 'Cancel',
  'dialog.changeEmailTitle': 'Change your email to {email}?',
  'dialog.currentEmail': 'Current email',
  'dialog.newEmail': 'New email',
  'dialog.emailChangeNote':
    'Whoever reads {email} will be able to sign in to this wallet. Confirm only if it is your own email; codes to confirm it are sent next.',
  'dialog.passkeyTitle': 'Continue with a passkey',
  'dialog.passkeyNote':
    'A passkey opens this wallet with your fingerprint, face or device PIN, with no email or password. It works only for {host}, the wallet’s own site: a look-alike page cannot use it. New here? Create one.',
  'dialog.createPasskey': 'Create a passkey',
  'dialog.usePasskey': 'Use my passkey',

  // A decoded EVM request (describeRequest.ts). {amount}: an amount and its symbol.
  'request.chainNumber': 'chain {id}',
  'request.signTypedData': 'Sign typed data',
  'request.signMessage': 'Sign message',
  'request.sendTransaction': 'Send transaction',
  'request.sendAmount': 'Send {amount}',
  'request.type': 'Type',
  'request.typedData': 'typed data',
  'request.for': 'For',
  'request.forVersion': '{name} (version {version})',
  'request.network': 'Network',
  'request.anyNetwork': 'Not named: valid on any network',
  'request.contract': 'Contract',
  'request.data': 'Data',
  'request.dataSummary': '{selector} · {bytes, plural, one {# byte} other {# bytes}}',
  'request.message': 'Message',
  'request.request': 'Request',
  'request.to': 'To',
  'request.newContract': 'New contract',
  'request.amount': 'Amount',
  'request.token': 'Token',
  'request.tokenTransfer': 'Token transfer',
  'request.rawUnits': '{amount} (raw units)',
  'request.networkFee': 'Network fee',
  'request.typedDataUnreadable':
    'This typed data cannot be read, so what it allows cannot be shown. Reject it unless you know what it is.',
  'request.noNetworkWarning':
    'This signature names no network, so it may be used on any network, not only {wallet}.',
  'request.unreadableNetworkWarning':
    'The network this signature is for cannot be read. Your wallet is on {wallet}.',
  'request.otherNetworkWarning':
    'This signature is for {network}, not {wallet}, the network your wallet is on. It can be used on {network}: approve only if you mean to act there.',

  // The smart account and its batches (smartAccountHandlers.ts).
  'calls.account': 'Account',
  'calls.accountCode': 'Account code',
  'calls.whatChanges': 'What changes',
  'calls.makeSmartTitle': 'Make your account a smart account',
  'calls.makeSmartChanges':
    'Your address and funds stay the same. Apps can then send several calls in one approval, run all or none. You can switch back in Account.',
  'calls.replacesOtherCode': 'Your account runs other code on this network now: this replaces it.',
  'calls.switchBackTitle': 'Switch back to a standard account',
  'calls.switchBackChanges':
    'Your account drops its smart-account code on this network. Your address and funds stay the same; each call of a batch asks you again.',
  'calls.call': 'Call {number}',
  'calls.callTo': '{call} to {to}',
  'calls.runs': 'Runs',
  'calls.asOneOperation': 'As one operation: all of them, or none',
  'calls.asOneTransaction': 'As one transaction: all of them, or none',
  'calls.paidBy': 'Paid by {app}',
  'calls.paidByThisApp': 'Paid by this app',
  'calls.approveTitle': '{count, plural, one {Approve # call} other {Approve # calls}}',

  // Spending permissions (permissionHandlers.ts).
  'permission.title': 'Allow spending without asking',
  'permission.spend': 'Spend',
  'permission.upTo': 'Up to {amount}, to anyone',
  'permission.upToToken': 'Up to {amount} ({token}), to anyone',
  'permission.until': 'Until',
  'permission.then': 'Then',
  'permission.thenValue':
    'Transfers within this limit run without asking you; anything else still asks. You can revoke it in Account.',
  'permission.limit': 'Spend up to {amount}',
  'permission.remaining': '{amount} left',

  // Solana requests (solanaRequests.ts). {amount}: an amount and its symbol.
  'solana.sendTransaction': 'Send a Solana transaction',
  'solana.signTransaction': 'Sign a Solana transaction',
  'solana.signMessage': 'Sign a message (Solana)',
  'solana.unknownNetwork': 'an unknown Solana network ({chain})',
  'solana.unknownNetworkWarning':
    'This transaction is for {network}, which this wallet does not know.',
  'solana.feePaidBy': 'Fee paid by',
  'solana.you': 'you',
  'solana.lookupAccount': 'an account from a lookup table',
  'solana.send': 'Send',
  'solana.moveFrom': 'Move from {from}',
  'solana.moveTokens': 'Move tokens',
  'solana.amountTo': '{amount} to {to}',
  'solana.tokensOfMint': 'tokens of mint {mint}',
  'solana.tokenAccount': 'token account {address}',
  'solana.opensTokenAccount': 'Opens a token account',
  'solana.tokenAccountOf': '{token} account of {owner}, its rent paid by {payer}',
  'solana.systemProgram': 'System program',
  'solana.instructionType': 'instruction {type}',
  'solana.systemWarning':
    'Instruction {number} is the System program’s {name}: check that you expect it.',
  'solana.feeSettings': 'Fee settings',
  'solana.computeBudget': 'Compute budget',
  'solana.memo': 'Memo',
  'solana.instruction': 'Instruction {number}',
  'solana.program': 'Program {program}',
  'solana.unknownProgramWarning':
    'Instruction {number} calls a program this wallet cannot read ({program}): what it does cannot be shown. Reject it unless you trust this app.',
  'solana.lookupTablesWarning':
    'This transaction loads accounts from lookup tables, which this wallet cannot show.',
  'solana.notTextWarning': 'This message is not text, so what it means cannot be shown.',
} as const
