import { createFrameEndpoint } from '@foyer/modal/frame-protocol'
import { setFrameLocale } from '../i18n/frameI18n.ts'
import { createServerClient } from './createServerClient.ts'
import { createSessionStore } from './createSessionStore.ts'
import { createFirstStep, type WalletPart } from './firstStep.ts'
import { decideFrameMode } from './frameMode.ts'
import { importAgain } from './importAgain.ts'
import { walletCodeError } from './walletCodeError.ts'
import './styles.css'

// The embedded wallet frame's entry: served by @foyer/server at `/frame` from its own origin,
// loaded by the modal in the hidden `w3m-iframe` as `/frame?projectId=…&chainId=…` (SPEC §7).
// Its first load is the first step (firstStep.ts: the ready check, the theme, sending a code,
// starting a social login); the wallet's part (viem, the key shares, the dialogs) and the
// wallet's own page are lazy chunks.

type FrameConfig = {
  appOrigins: string[]
  chains: number[]
  frameOrigin: string
  sponsoredChains: number[]
  /** What the server calls the app (its `appName`); none: the dialogs say "this app". */
  appName: string | undefined
}

function readConfig(): FrameConfig {
  const text = document.getElementById('foyer-frame-config')?.textContent ?? '{}'
  const parsed = JSON.parse(text) as Partial<FrameConfig>
  return {
    appOrigins: Array.isArray(parsed.appOrigins) ? parsed.appOrigins.map(String) : [],
    chains: Array.isArray(parsed.chains) ? parsed.chains.filter(Number.isInteger) : [],
    frameOrigin: typeof parsed.frameOrigin === 'string' ? parsed.frameOrigin : '',
    sponsoredChains: Array.isArray(parsed.sponsoredChains)
      ? parsed.sponsoredChains.filter(Number.isInteger)
      : [],
    appName: typeof parsed.appName === 'string' ? parsed.appName : undefined,
  }
}

const config = readConfig()
const decide = () =>
  decideFrameMode({
    origin: location.origin,
    frameOrigin: config.frameOrigin,
    embedded: window.parent !== window,
    appOrigins: config.appOrigins,
  })
const mode = decide()
const query = new URLSearchParams(location.search)
const projectId = query.get('projectId') ?? ''
const initialChainId = Number(query.get('chainId')) || undefined
const serverUrl = location.origin
/** The embedding page's origin (Chromium and WebKit say it; else the referrer), if it is an app's. */
const parentOrigin = (() => {
  const said =
    location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
  if (config.appOrigins.includes(said)) return said
  // A browser that says neither: the only app there is, if there is one.
  return !said && config.appOrigins.length === 1 ? config.appOrigins[0] : undefined
})()

const sessions = createSessionStore()
const server = createServerClient({ serverUrl, projectId })
let endpoint: ReturnType<typeof createFrameEndpoint> | undefined
let wallet: Promise<WalletPart> | undefined
// After a failed fetch, the next event fetches the chunk from a fresh URL (see importAgain.ts).
const loadWalletPart = importAgain(() => import('./openWallet.ts'))
const first = createFirstStep({
  server,
  sessions,
  chains: config.chains,
  initialChainId,
  serverOrigin: serverUrl,
  appOrigin: parentOrigin,
  wallet: () => {
    wallet ??= loadWalletPart().then(
      ({ openWallet }) =>
        openWallet(
          {
            serverUrl,
            server,
            sessions,
            chains: config.chains,
            initialChainId,
            sessionUpdate: (token, origin) => endpoint?.sessionUpdate(token, origin),
            appOrigin: parentOrigin,
            serverOrigin: serverUrl,
            sponsorship: { chains: config.sponsoredChains, appName: config.appName },
          },
          first,
        ),
      (error: unknown) => {
        // A failed fetch (offline, a redeploy) is tried again on the next event; the app shows
        // the visitor what happened and what to do, not the browser's import error alone.
        wallet = undefined
        throw walletCodeError(error)
      },
    )
    return wallet
  },
})

if (mode.kind === 'embedded')
  endpoint = createFrameEndpoint({ appOrigins: config.appOrigins, handlers: first.handlers })
else if (mode.kind === 'manage')
  void import('./openWallet.ts').then(({ openManagePage }) =>
    openManagePage(document.body, { serverUrl, sessions }),
  )
// No modal sends this page a language: the browser's, then the reason in it.
else
  void setFrameLocale(navigator.languages).then(() => {
    const refused = decide()
    document.body.append(
      Object.assign(document.createElement('p'), {
        className: 'standalone',
        textContent: refused.kind === 'refused' ? refused.reason : '',
      }),
    )
  })
