import type { Foyer } from '../../core/foyer.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { ViewErrorBoundary } from '../ViewErrorBoundary.tsx'
import { AccountView } from './AccountView.tsx'
import { CallsView } from './CallsView.tsx'
import { ConnectingSiweView } from './ConnectingSiweView.tsx'
import { ConnectView } from './ConnectView.tsx'
import { EmailVerifyDeviceView, EmailVerifyOtpView } from './EmailVerifyViews.tsx'
import { codeFormCss } from './email/CodeForm.tsx'
import {
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
  UpdateEmailView,
} from './email/UpdateEmailViews.tsx'
import { NetworksView } from './NetworksView.tsx'
import {
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
} from './names/RegisterAccountNameView.tsx'
import { OnrampView } from './onramp/OnrampView.tsx'
import { SendView } from './SendView.tsx'
import { ConnectingFarcasterView, farcasterCss } from './social/ConnectingFarcasterView.tsx'
import { ConnectingSocialView } from './social/ConnectingSocialView.tsx'
import { socialButtonsCss } from './social/SocialButtons.tsx'
import { ViewFrame } from './ViewFrame.tsx'
import { viewsCss } from './viewsCss.ts'
import { WalletConnectView } from './walletconnect/WalletConnectView.tsx'

/** The views' stylesheet: one `<style>`, mounted once (a view adding its own restyles the dialog). */
const css = viewsCss + socialButtonsCss + codeFormCss + farcasterCss

/**
 * The modal's views, loaded lazily. A view that throws while rendering shows why, with Retry,
 * instead of leaving a dead dialog (`ViewErrorBoundary`, in this chunk: not in the first load).
 */
export default function Views({ foyer }: { foyer: Foyer }) {
  const open = useFoyerState(foyer.modal, (s) => s.open)
  return (
    <>
      {/* The views' rules, with them: the host's first load carries the shell's only. Mounted
          while the modal is closed too, so the first click does not parse them. */}
      <style>{css}</style>
      {open && (
        <ViewErrorBoundary foyer={foyer}>
          <Route foyer={foyer} />
        </ViewErrorBoundary>
      )}
    </>
  )
}

/** Renders the route on top of the history. */
function Route({ foyer }: { foyer: Foyer }) {
  const route = useFoyerState(foyer.router, (s) => s.history.at(-1))
  switch (route?.view) {
    case 'Account':
      return <AccountView foyer={foyer} />
    case 'Connect':
    case undefined:
      return <ConnectView foyer={foyer} />
    case 'Networks':
      return <NetworksView foyer={foyer} />
    case 'Send':
      return <SendView foyer={foyer} />
    case 'ConnectingSiwe':
      return <ConnectingSiweView foyer={foyer} />
    case 'EmailVerifyDevice':
      return <EmailVerifyDeviceView foyer={foyer} />
    case 'EmailVerifyOtp':
      return <EmailVerifyOtpView foyer={foyer} />
    case 'UpdateEmail':
      return <UpdateEmailView foyer={foyer} />
    case 'UpdateEmailPrimaryOtp':
      return <UpdateEmailPrimaryOtpView foyer={foyer} />
    case 'UpdateEmailSecondaryOtp':
      return <UpdateEmailSecondaryOtpView foyer={foyer} />
    case 'RegisterAccountName':
      return <RegisterAccountNameView foyer={foyer} />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccessView foyer={foyer} name={route.params.name} />
    case 'OnrampBuy':
      return <OnrampView foyer={foyer} />
    case 'WalletConnect':
      return <WalletConnectView foyer={foyer} />
    case 'ConnectingSocial':
      return <ConnectingSocialView foyer={foyer} provider={route.params.provider} />
    case 'ConnectingFarcaster':
      return <ConnectingFarcasterView foyer={foyer} />
    case 'Calls':
      return <CallsView foyer={foyer} />
    default:
      return (
        <ViewFrame foyer={foyer} title={(route as { view?: string } | undefined)?.view ?? ''}>
          <p className="foyer-muted">This view is not available yet.</p>
        </ViewFrame>
      )
  }
}
