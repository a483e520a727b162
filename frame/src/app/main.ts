import { createFrameEndpoint } from '@foyer/modal/frame-protocol'
import { createAuthShareClient } from '../custody/createAuthShareClient.ts'
import { createDeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { createFrameUi } from './createFrameUi.ts'
import { createFrameWallet } from './createFrameWallet.ts'
import { createServerClient } from './createServerClient.ts'
import { createSessionStore } from './createSessionStore.ts'
import { decideFrameMode } from './frameMode.ts'
import { showManagePage } from './showManagePage.ts'
import './styles.css'

// The embedded wallet frame's entry: served by @foyer/server at `/frame` from its own origin,
// loaded by the modal in the hidden `w3m-iframe` as `/frame?projectId=…&chainId=…` (SPEC §7).

type FrameConfig = {
  appOrigins: string[]
  chains: number[]
  frameOrigin: string
  sponsoredChains: number[]
  appName: string
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
    appName: typeof parsed.appName === 'string' ? parsed.appName : 'this app',
  }
}

const config = readConfig()
const mode = decideFrameMode({
  origin: location.origin,
  frameOrigin: config.frameOrigin,
  embedded: window.parent !== window,
  appOrigins: config.appOrigins,
})
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
const devices = createDeviceShareStore({ indexedDB, crypto })
const authShares = createAuthShareClient({ serverUrl })
let endpoint: ReturnType<typeof createFrameEndpoint> | undefined
const handlers = createFrameWallet({
  server: createServerClient({ serverUrl, projectId }),
  sessions,
  devices,
  authShares,
  ui: createFrameUi(document.body),
  chains: config.chains,
  initialChainId,
  sessionUpdate: (token, origin) => endpoint?.sessionUpdate(token, origin),
  appOrigin: parentOrigin,
  serverOrigin: serverUrl,
  sponsorship: { chains: config.sponsoredChains, appName: config.appName },
})

if (mode.kind === 'embedded')
  endpoint = createFrameEndpoint({ appOrigins: config.appOrigins, handlers })
else if (mode.kind === 'manage') showManagePage(document.body, { sessions, devices, authShares })
else
  document.body.append(
    Object.assign(document.createElement('p'), {
      className: 'standalone',
      textContent: mode.reason,
    }),
  )
