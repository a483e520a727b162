import * as React from 'react'
import { memo, useEffect, useRef, useState } from 'react'
import { EMBEDDED_CONNECTOR_ID } from '../../core/connection/constants.ts'
import { disconnectWallet } from '../../core/connection/disconnectWallet.ts'
import { describeError } from '../../core/errors/describeError.ts'
import type { Foyer } from '../../core/foyer.ts'
import { i18nStore } from '../../core/i18n/i18nState.ts'
import { startI18n } from '../../core/i18n/startI18n.ts'
import { sendToken } from '../../core/send/sendToken.ts'
import { applyHostTheme } from '../../core/theme/applyHostTheme.ts'
import { useFoyerState } from '../useFoyerState.ts'
import { useI18n } from '../useI18n.ts'
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
import { warmUp } from './warmUp.ts'

/** The Solana account view: the Solana chunk, loaded when a Solana wallet is connected. */
const SolanaPart = React.lazy(() => import('./solana/SolanaViews.tsx'))

/** The views' stylesheet: one `<style>`, mounted once (a view adding its own restyles the dialog). */
const css = viewsCss + socialButtonsCss + codeFormCss + farcasterCss

/**
 * The modal's views, loaded lazily. A view that throws while rendering shows why, with Retry,
 * instead of leaving a dead dialog (`ViewErrorBoundary`, in this chunk: not in the first load).
 */
export default function Views({ foyer }: { foyer: Foyer }) {
  const open = useFoyerState(foyer.modal, (s) => s.open)
  const route = useFoyerState(foyer.router, (s) => s.history.at(-1))
  const connected = useFoyerState(foyer.connection, (s) => s.status === 'connected')
  // Connect puts the wallets first when they are known as it opens; rendered ahead, it is
  // rendered again when that changes while closed.
  const walletsKnown = useFoyerState(foyer.connection, (s) => s.wallets.length > 0)
  // Each open shows a fresh tree: a close discards the views' state, as an unmount did.
  const [seen, setSeen] = useState({ open, walletsKnown })
  const [generation, setGeneration] = useState(0)
  if (seen.open !== open || (!open && seen.walletsKnown !== walletsKnown)) {
    setSeen({ open, walletsKnown })
    if (!open) setGeneration(generation + 1)
  }
  // The font faces the views use, and one layout of the view rendered ahead, while the page is
  // idle: not by the first open.
  const styleRef = useRef<HTMLStyleElement>(null)
  useEffect(() => {
    const dialog = styleRef.current?.parentElement
    return dialog ? warmUp(dialog) : undefined
  }, [])
  // The host's theme (foyer.config.ts, `setTheme`): mode, colours, radius, font, z-index.
  useEffect(() => {
    const dialog = styleRef.current?.parentElement
    return dialog ? applyHostTheme(foyer, dialog) : undefined
  }, [foyer])
  // The visitor's language: its chunk (none for English) loads with the views; they wait for it.
  // Asked on the first render, so English is ready for it.
  useState(() => startI18n(foyer))
  const ready = useFoyerState(i18nStore(foyer), (s) => s.status === 'ready')
  const locale = useFoyerState(i18nStore(foyer), (s) => s.locale)
  const dir = useFoyerState(i18nStore(foyer), (s) => s.dir)
  useEffect(() => {
    // The dialog speaks the locale (screen readers pick the voice) and mirrors for RTL.
    const dialog = styleRef.current?.parentElement
    if (!dialog || !ready) return
    dialog.lang = locale
    dialog.dir = dir
  }, [ready, locale, dir])
  const views = (shown: RouteEntry | undefined) => (
    <ViewErrorBoundary foyer={foyer}>
      <Route foyer={foyer} route={shown} />
    </ViewErrorBoundary>
  )
  return (
    <>
      {/* The views' rules, with them: the host's first load carries the shell's only. Mounted
          while the modal is closed too, so the first click does not parse them. */}
      <style ref={styleRef}>{css}</style>
      {!ready
        ? null
        : Activity
          ? // Closed, a visitor not connected: the Connect view the next open shows is rendered
            // ahead, hidden, at React's lowest priority (in slices, between the page's own work).
            // Its effects (subscriptions, focus, tracking) wait for the open, which then commits it
            // instead of rendering it: a slow phone's click no longer waits for that render.
            (open || !connected) && (
              <Activity key={generation} mode={open ? 'visible' : 'hidden'}>
                {views(open ? route : CONNECT)}
              </Activity>
            )
          : open && views(route)}
    </>
  )
}

type RouteEntry = ReturnType<Foyer['router']['getState']>['history'][number]

const CONNECT: RouteEntry = { view: 'Connect' }

/** React's Activity (19.2 and later); before it, the views render on open. */
const Activity = (React as { Activity?: typeof React.Activity }).Activity

/** The same view with the same parameters: the route's element is kept, not rendered again. */
const sameRoute = (
  a: { foyer: Foyer; route?: RouteEntry },
  b: { foyer: Foyer; route?: RouteEntry },
) =>
  a.foyer === b.foyer &&
  (a.route === b.route ||
    (a.route?.view === b.route?.view &&
      JSON.stringify((a.route as { params?: unknown } | undefined)?.params) ===
        JSON.stringify((b.route as { params?: unknown } | undefined)?.params)))

/** Renders `route`, the one on top of the history (Connect when there is none). */
const Route = memo(function Route({ foyer, route }: { foyer: Foyer; route?: RouteEntry }) {
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
    case 'SolanaSend':
      return (
        <React.Suspense fallback={null}>
          <SolanaPart
            foyer={foyer}
            part="send"
            describeError={describeError}
            sendToken={sendToken}
          />
        </React.Suspense>
      )
    case 'SolanaAccount':
      return (
        <React.Suspense fallback={null}>
          <SolanaPart
            foyer={foyer}
            part="account"
            describeError={describeError}
            signOutEmbedded={() => disconnectWallet(foyer, { connectorId: EMBEDDED_CONNECTOR_ID })}
          />
        </React.Suspense>
      )
    default:
      return <UnavailableView foyer={foyer} view={(route as { view?: string } | undefined)?.view} />
  }
}, sameRoute)

/** A route no view answers (yet): its name, and a sentence saying so. */
function UnavailableView({ foyer, view }: { foyer: Foyer; view: string | undefined }) {
  const { t } = useI18n(foyer)
  return (
    <ViewFrame foyer={foyer} title={view ?? ''}>
      <p className="foyer-muted">{t('view.unavailable')}</p>
    </ViewFrame>
  )
}
