/** English messages of the connect views (see ../en.ts). */
export const connectMessages = {
  // Connect: the ways in (ConnectView)
  'connect.title': 'Connect a wallet',
  'connect.or': 'or',
  'connect.looking': 'Looking for wallets…',
  'connect.retry': 'Retry',
  'connect.noWallet': 'No wallet found in this browser.',
  'connect.noWalletInstall': 'Install a browser wallet extension, then reload this page.',
  'connect.noWalletLogins':
    '{via, select, emailOrSocial {Continue with your email or a social account above, or install a browser wallet extension and reload this page.} email {Continue with your email above, or install a browser wallet extension and reload this page.} other {Continue with a social account above, or install a browser wallet extension and reload this page.}}',
  'connect.getWallet': 'Get a wallet:',
  'connect.opensDownloadPage': '(opens its download page in a new tab)',
  'connect.walletsLabel': 'Wallets',
  'connect.duplicateWallet': 'Another wallet on this page uses the same id · id {id}',
  'connect.badgeConnected': 'Connected',
  'connect.badgeRecent': 'Recent',
  'connect.badgeThisSafe': 'This Safe',
  'connect.badgeInstalled': 'Installed',
  'connect.walletConnectHint': 'Scan with a wallet on your phone',
  'connect.waiting': 'Waiting for {wallet}… Approve the request in your wallet.',
  'connect.cancel': 'Cancel',
  'connect.siweFailed': 'Sign-in failed, so the wallet was disconnected: {reason}',

  // The email login and the code from the email (EmailLoginForm, EmailVerifyViews, CodeForm)
  'email.formLabel': 'Continue with email',
  'email.label': 'Email',
  'email.placeholder': 'you@example.com',
  'email.sendingCode': 'Sending code…',
  'email.continue': 'Continue',
  'email.enterAddress': 'Enter your email address, like name@example.com',
  'email.notAnAddress': 'Enter a valid email address, like name@example.com ("{email}" is not one)',
  'email.enterCode': 'Enter the 6-digit code from the email',
  'email.approveDeviceTitle': 'Approve this device',
  'email.approveDeviceBody':
    'Your wallet is already on another device, so this one needs your approval once. We emailed {email} a link: open it in this browser, then come back here. The code view opens by itself.',
  'email.waitingApproval': 'Waiting for the approval…',
  'email.enterCodeTitle': 'Enter the code',
  'email.codeSent': 'We sent a 6-digit code to {email}. It works for 10 minutes.',
  'email.codeLabel': 'Code',
  'email.checking': 'Checking…',
  'email.resendIn': 'Resend code in {seconds, number} s',
  'email.sending': 'Sending…',
  'email.resend': 'Resend code',

  // Account → Change email (UpdateEmailViews)
  'email.changeTitle': 'Change email',
  'email.addTitle': 'Add an email',
  'email.changeIntro':
    'Your wallet’s email is {email}. We send a code to it, then one to the new email. The wallet and its address stay the same.',
  'email.addIntro':
    'Add an email to sign in with a code as well as your passkey. We send a code to it. The wallet and its address stay the same.',
  'email.newEmailLabel': 'New email',
  'email.sendCodeIn': 'Send code in {seconds, number} s',
  'email.sendCode': 'Send code',
  'email.currentCodeTitle': 'Code from your current email',
  'email.newCodeTitle': 'Code from your new email',
  'email.currentCodeIntro':
    'We sent a 6-digit code to {current} to confirm changing it to {email}. It works for 10 minutes.',
  'email.newCodeIntro':
    'We sent a 6-digit code to {email}. Enter it to make it your wallet’s email. It works for 10 minutes.',

  // Social logins (SocialButtons, ConnectingSocialView, ConnectingFarcasterView)
  'social.groupLabel': 'Social logins',
  'social.continueWith': 'Continue with {provider}',
  'social.signingIn': 'Signing in',
  'social.opening': 'Opening the {provider} window…',
  'social.openingSignIn': 'Opening the sign-in window…',
  'social.waiting':
    'Sign in with {provider} in the window that opened. Once you finish there, you are signed in here.',
  'social.signingYouIn': 'Signing you in…',
  'social.redirecting': 'Taking you to {provider}…',
  'social.popupBlocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.',
  'social.continueInTab': 'Continue in this tab',
  'social.tryAgain': 'Try again',
  'social.back': 'Back',
  'social.farcasterPreparing': 'Preparing the code…',
  'social.farcasterQrAlt': 'QR code: scan it with the Farcaster app to sign in',
  'social.farcasterWaiting':
    'Waiting for Farcaster… Scan the code with your phone, or open the link in the Farcaster app, then confirm there.',
  'social.farcasterOpen': 'Open in Farcaster',
  'social.farcasterLocalClient': 'Open the local Farcaster client',
  'social.opensNewTab': '(opens in a new tab)',

  // WalletConnect (WalletConnectView)
  'walletConnect.title': 'WalletConnect',
  'walletConnect.preparing': 'Preparing the code…',
  'walletConnect.qrAlt': 'QR code: scan it with your wallet app to connect',
  'walletConnect.waiting':
    'Waiting for your wallet… Scan the code with a WalletConnect wallet, then approve there.',
  'walletConnect.openInApp': 'Open in a wallet app',
  'walletConnect.failed': 'Couldn’t connect with WalletConnect. {reason}',
  'walletConnect.retry': 'Retry',

  // Sign in with Ethereum (ConnectingSiweView)
  'siwe.title': 'Sign in',
  'siwe.intro':
    '{app} asks you to sign a message with {wallet} to prove this account is yours. Signing costs nothing and sends no transaction.',
  'siwe.introAnyWallet':
    '{app} asks you to sign a message with your wallet to prove this account is yours. Signing costs nothing and sends no transaction.',
  'siwe.waiting': 'Waiting for your signature… Approve the request in your wallet.',
  'siwe.tryAgain': 'Try again',
  'siwe.disconnect': 'Disconnect',

  // Passkey login (PasskeyButton)
  'passkey.continue': 'Continue with a passkey',
  'passkey.waiting': 'Waiting for your passkey…',
} as const
