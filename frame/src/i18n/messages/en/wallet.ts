/** English messages of the frame's wallet (see ../en.ts). */
export const walletMessages = {
  // The wallet's own page (showManagePage.ts).
  'manage.documentTitle': 'Your wallet · Foyer',
  'manage.title': 'Your wallet',
  'manage.noSession':
    'No wallet is signed in on this browser. Sign in with your email in the app, then open this page again.',
  'manage.email': 'Email',
  'manage.noEmail': 'none (signed in with a passkey or a social login)',
  'manage.address': 'Address',
  'manage.duration':
    '{unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}',
  'manage.privateKey': 'Private key',
  'manage.exportButton': 'Export private key',
  'manage.notHeld': 'This browser does not hold the wallet: sign in with your email first.',
  'manage.keyShown': 'Your private key is below. Close this tab once you have moved it.',
  'manage.confirmExport': 'Confirm and export',
  'manage.cancel': 'Cancel',
  'manage.exportCancelled': 'Export cancelled: nothing was shown.',
  'manage.codeSent': 'We sent a 6-digit code to {email}. Enter it to confirm it is you.',
  'manage.codeLabel': 'Code',
  'manage.codeInvalid': 'Enter the 6-digit code from the email.',
  'manage.checking': 'Checking your sign-in…',
  'manage.sessionEnded':
    "This browser's sign-in has ended. Sign in again in the app, then open this page again.",
  'manage.signInAgain':
    'For your safety, exporting needs a sign-in from the last {fresh}. Sign in again with {via, select, passkey {your passkey} social {{provider}} other {your account}} in the app (Account, Disconnect, then sign in), then open this page again.',
  'manage.sendingCode':
    'For your safety, exporting needs a sign-in from the last {fresh}: sending a code to {email}…',
  'manage.newApproval':
    'This browser needs a new approval for {email}: sign in again in the app, then open this page again.',
  'manage.exportWarning':
    'Anyone who has the private key controls this wallet and everything in it. Export it only to move the wallet to another app you trust, never paste it into a website, and never share it, not even with support.',
  'manage.signOutEverywhere': 'Sign out everywhere',
  'manage.sessionsLabel': 'Signed-in sessions',
  'manage.thisBrowser': 'This browser',
  'manage.device': 'Device {device}…',
  'manage.signedInAt': 'signed in {date}',
  'manage.signingOut': 'Signing out everywhere…',
  'manage.signedOutEverywhere':
    'Signed out on every device ({count, plural, one {# sign-in} other {# sign-ins}} ended). Sign in again in the app to use your wallet: it stays the same.',
  'manage.alreadySignedOut':
    "This browser's sign-in had already ended. Sign in again in the app, then open this page to sign out everywhere.",
  'manage.devicesTitle': 'Signed-in devices',
  'manage.devicesHelp':
    'Lost a device, or signed in somewhere you no longer trust? Sign this wallet out on every device, this one included. Your wallet and its address stay the same.',

  // The page's passkeys (managePasskeys.ts) and the passkey login (ceremonies.ts).
  'passkey.title': 'Passkeys',
  'passkey.intro':
    "Sign in to this wallet with your fingerprint, face or device PIN. Passkeys work only on {host}, this wallet's own site.",
  'passkey.listLabel': 'Your passkeys',
  'passkey.details':
    'added {added} · {lastUsed, select, never {never used} other {last used {lastUsed}}}{recovery, select, yes { · opens the wallet on a new device} other {}}',
  'passkey.none': 'No passkey yet.',
  'passkey.add': 'Add a passkey',
  'passkey.remove': 'Remove',
  'passkey.removeLabel': 'Remove {name}',
  'passkey.removed': '{name} was removed: it no longer opens this wallet.',
  'passkey.waiting': 'Waiting for your passkey…',
  'passkey.addedWithRecovery':
    'Passkey added. It signs you in, and on a new device it opens this wallet without your recovery key.',
  'passkey.addedWithoutRecovery':
    'Passkey added. It signs you in; its authenticator cannot protect a recovery key (no WebAuthn PRF), so keep your recovery key.',
  'passkey.cancelled':
    'The passkey prompt was closed or timed out: nothing changed. Try again when you are ready.',
  'passkey.exists':
    'This device already has a passkey for this wallet: choose "Use my passkey" instead.',
  'passkey.wrongSite':
    'Passkeys cannot be used on {host}: the wallet must be served from a domain name over https (or localhost), never an IP address.',
  'passkey.left': 'You closed "Continue with a passkey": nothing changed.',
  'passkey.noPrf':
    'Your passkey cannot protect a recovery key on this device (its authenticator does not support the WebAuthn PRF extension), so keep this recovery key: with it and your passkey you can open your wallet on a new device.',
  'passkey.vaultFailed':
    'Your passkey could not store the recovery key on the wallet server just now, so keep this recovery key: with it and your passkey you can open your wallet on a new device.',

  // A new wallet's recovery key (recoveryDialogs.ts).
  'recovery.login':
    '{via, select, passkey {your passkey} social {your {provider} account} other {your email}}',
  'recovery.saveTitle': 'Save your recovery key',
  'recovery.wordsLabel': 'Recovery key, {count, plural, one {# word} other {# words}}',
  'recovery.copy': 'Copy',
  'recovery.copied': 'Recovery key copied.',
  'recovery.copyBlocked': 'Copying is blocked here: write the words down.',
  'recovery.saved': 'I saved it',
  'recovery.intro':
    'With these {count, plural, one {# word} other {# words}} and {login} you can open your wallet on a new device. Write them down in order, or keep them in a password manager: nobody, not even this app, can show them again.',
  'recovery.confirmTitle': 'Confirm your recovery key',
  'recovery.confirmIntro': 'To be sure you have it: enter words {words} of your recovery key.',
  'recovery.wordLabel': 'Word {position}',
  'recovery.back': 'Back',
  'recovery.confirm': 'Confirm',
  'recovery.missingWords':
    'Enter {count, plural, one {word} other {words}} {words} of your recovery key too.',
  'recovery.wrongWords':
    '{count, plural, one {Word {words} does} other {Words {words} do}} not match your recovery key. Check what you wrote down, or go Back to see the key again.',

  // "Restore your wallet" on a device without its share (recoveryDialogs.ts, unlockWallet.ts).
  'restore.title': 'Restore your wallet',
  'restore.intro':
    'This device does not hold the wallet {address} yet. Enter the recovery key you saved when it was created: its words in order (the first four letters of each are enough).',
  'restore.label': 'Recovery key',
  'restore.submit': 'Restore',
  'restore.cancel': 'Cancel',
  'restore.lostKey': 'I lost my recovery key',
  'restore.failed': 'That recovery key did not work.',
  'restore.lostTitle': 'Lost your recovery key?',
  'restore.lostIntro':
    'The wallet {address} opens with your login plus one more key: the one kept on each device where you signed in before, or the recovery key. Nobody else holds a copy, not even this app.',
  'restore.lostOtherDevice':
    'Sign in on a device or browser you used before: the wallet opens there. From its Account you can export the private key and keep it safe.',
  'restore.lostFindKey':
    'Look for the recovery key where you saved it (a password manager, a note, a copy you printed), then sign in here again.',
  'restore.lostNothingLost':
    'Cancel sign-in leaves this device as it was: nothing is changed or lost.',
  'restore.back': 'Back',
  'restore.cancelSignIn': 'Cancel sign-in',
  'restore.cancelled':
    'You left “Restore your wallet”: nothing changed on this device. Sign in again once you have your recovery key, or on a device where you signed in before.',

  // The social logins (socialHandlers.ts).
  'social.notAnApp': 'This page is not an app of this wallet server, so it cannot sign in here',
  'social.notAResult': 'This is not a sign-in result of this wallet server',
  'social.stateMismatch':
    'This sign-in answer does not match a sign-in this wallet started (state mismatch), so it was refused. Try again.',
  'social.failed': 'The sign-in failed. Try again.',
  'social.otherWindow':
    'This sign-in was started in another window or has expired. Start it again here.',
  'social.farcasterFirst': 'Open the Farcaster sign-in first',
  'social.farcasterTimeout':
    'Farcaster did not confirm the sign-in in time: scan the new code to try again',

  // The email login (firstStep.ts, createFrameWallet.ts).
  'login.enterEmailFirst': 'Enter your email first',
  'login.approvalTimeout': 'The approval link was not opened in time: request a new code',

  // The wallet's refusals and the custody errors a visitor may read.
  'error.notSignedIn': 'Not signed in to the embedded wallet',
  'error.noAppSession':
    'The wallet refused this request: it does not carry the session the wallet gave this app. Sign in again.',
  'error.otherAppSession':
    'The wallet refused this request: its session was given to another app. Sign in again here.',
  'error.rejected': 'The request was rejected in the wallet',
  'error.chainNotServed': 'Chain {chainId} is not served by this wallet',
  'error.ownMessage':
    "The wallet refused to sign this message: it would replace the wallet's own key share, which only the wallet may do.",
  'error.networkName': '{name} (chain {chainId})',
  'error.unknownNetwork': 'chain {chainId}',
  'error.unknownChain': 'Chain {chainId}',
  'error.refusedHere': 'This wallet runs only at {frameOrigin}, not at {origin}.',
  'error.refusedNoServer': 'This wallet runs only at its own server, not at {origin}.',
  'error.noAppOrigins': 'This wallet server lists no app that may embed it (appOrigins).',
  'error.sessionExpired': 'Your sign-in has expired: sign in again to reach your wallet.',
  'error.shareStored':
    "This wallet's auth share is already stored: replacing it needs the wallet's own signature.",
  'error.otherWalletStored':
    'A different wallet is already stored for this account: recover that wallet with its recovery share instead of creating a new one.',
  'error.tooManyRequests':
    '{seconds, plural, =0 {Too many requests: please try again in a moment.} one {Too many requests: please try again after # second.} other {Too many requests: please try again after # seconds.}}',
  'error.serverDown':
    'The Foyer server could not {action, select, store {store your wallet} other {load your wallet}} right now (HTTP {status}): please try again in a moment.',
  'error.serverRefused':
    'The Foyer server refused to {action, select, store {store your wallet} other {load your wallet}}.',
  'error.unreachable':
    'Cannot reach the Foyer server to {action, select, store {store your wallet} other {load your wallet}}: check your connection and try again.',
  'error.storeUnconfirmed': 'The Foyer server did not confirm storing the wallet {address}.',
  'error.unreadableShare': 'The Foyer server sent an auth share this frame cannot read.',
  'error.deviceShareDamaged':
    'The wallet {address} cannot be unlocked on this device: its stored share is damaged. Sign in and use your recovery share to restore it.',
  'error.invalidShare':
    'This is not a valid share: copy the whole text of the share, letters, digits, + / and = only.',
  'error.shareLength':
    'This share is incomplete or too long: a share is {bytes} bytes (44 characters); this one is {length} bytes.',
  'error.sharesMismatch':
    'These two shares do not rebuild the wallet {address}: one of them belongs to another wallet or is damaged. Use the recovery share you saved for this wallet.',
  'error.wordCount':
    'A recovery key has {expected} words; this one has {count}. Enter every word, in order.',
  'error.unknownWord':
    "Word {position} is not one of the recovery key's words: check its spelling.",
  'error.checksum':
    'These {count} words are not a recovery key: one is mistyped, or two are swapped. Check them against the key you saved.',
} as const
