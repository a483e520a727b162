/** English messages of the core views (see ../en.ts): the views' frame, notices and errors. */
export const coreMessages = {
  // The frame of every view
  'view.back': 'Back',
  'view.close': 'Close',
  'view.errorTitle': 'Something went wrong',
  'view.retry': 'Retry',
  'view.unavailable': 'This view is not available yet.',
  'view.copyLink': 'Copy link',
  'view.linkCopied': 'Link copied',
  'view.copyLinkFailed': 'Could not copy the link',
  // Notices (core/modal/noticeState.ts)
  'notice.emailUpdated': 'Your email is now {email}',
  'notice.actionNotAllowed': 'Action not allowed',
  'notice.onrampFinish':
    'Finish buying in the {provider} window. Your {symbol} balance updates here when it arrives.',
  'notice.onrampFinishSolana':
    'Finish buying in the {provider} window. Your {symbol} then shows on your Solana account.',
  'notice.onrampArrived': '{amount} {symbol} arrived',
  'notice.confirmTransfer': 'Confirm the transfer in your wallet…',
  'notice.transactionStarted': 'Transaction started',
  'notice.confirmedInBlock': 'Transaction confirmed in block {block}',
  'notice.confirmedInSlot': 'Transaction confirmed in slot {slot}',
  'notice.transactionFailed': 'Transaction failed: {reason}',
  'notice.solanaNotConfirmed': 'Transaction sent, not confirmed yet: check it on Solana Explorer.',
  // Errors (react/describeErrorIn.ts): the English is the error's own sentence
  'error.userRejected': 'You rejected the request in your wallet.',
  'error.networkFailed':
    'The network did not answer. Check that the chain’s RPC is running, then retry.',
  'error.withCause': '{message}: {cause}',
  'error.somethingWentWrong': 'Something went wrong',
  'error.solanaSendFailed': 'Failed to send transaction. Please try again.',
  'error.invalidSendInput': 'Please enter a valid amount and receiver address',
  'error.unsupportedChain': 'Unsupported chain',
  'error.noTransactionHash': 'The wallet did not return a transaction hash.',
  'error.transferRefused': 'The token refused the transfer (transfer returned false).',
  'error.transferNotReported': 'The token reported no transfer.',
  'error.requestRejected': 'User rejected the request.',
  'error.requestAborted': 'Request was aborted',
  'error.chainNotConfigured': 'Chain not configured.',
  'error.switchNotSupported': 'connector does not support programmatic chain switching',
  'error.notConnected': 'Connector not connected.',
  'error.connectCancelled': 'The connection was cancelled.',
  'error.noSignature': 'The wallet did not return a signature.',
  'error.frameLoad': 'Unable to load email login dependency',
  'error.networkNotFound': 'Network not found',
  'error.emailCooldown':
    'Please try again after {seconds, plural, one {# second} other {# seconds}}',
} as const
