import { type Config, type Connector, injected } from '@wagmi/core'
import { z } from 'zod'
import { once } from '../contracts/lazily.ts'
import { cleanText } from '../errors/cleanText.ts'
import { describeIssues } from '../errors/details.ts'
import type { Foyer } from '../foyer.ts'
import { withBatchFallback } from '../rpc/calls/batchFallback.ts'
import type { WalletOption } from './connectionState.ts'
import { EMBEDDED_CONNECTOR_ID, WALLETCONNECT_CONNECTOR_ID } from './constants.ts'
import { guardProvider } from './guardProvider.ts'
import { isDataImage } from './isDataImage.ts'
import { legacyWalletName } from './legacyWalletName.ts'
import { updateConnection } from './updateConnection.ts'

type Eip1193 = Parameters<typeof guardProvider>[0]

/** The id of the connector for a `window.ethereum` that does not announce itself. */
export const LEGACY_CONNECTOR_ID = 'injected'

const isProvider = (value: unknown): value is Eip1193 =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

/**
 * An EIP-6963 announcement. Any script or extension on the page can dispatch one, so it is
 * untrusted input: checked field by field before it becomes a wallet the visitor can pick.
 */
const announcementSchema = once(() =>
  z.object({
    info: z.object({
      uuid: z.string().min(1).max(128),
      name: z.string().trim().min(1).max(1000),
      icon: z.string().max(100_000).optional(),
      rdns: z
        .string()
        .max(255)
        .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, { error: 'must be a reverse domain name' }),
    }),
    provider: z.custom<Eip1193>(isProvider, {
      error: 'must be an EIP-1193 provider (an object with request())',
    }),
  }),
)

type Announcement = z.output<ReturnType<typeof announcementSchema>>

/** Shown beside a wallet whose id another wallet on the page also announced. */
export const DUPLICATE_WALLET_WARNING = 'Another wallet on this page uses the same id'

/**
 * Discovers browser wallets over EIP-6963 and turns each valid announcement into a wagmi
 * connector. Malformed announcements are dropped (reported on the bus `connection` channel as
 * `announcement_rejected`, with the reason) and never hide the valid ones. Two providers that
 * claim one rdns are both listed, marked, and neither gets the plain rdns as its id, so a stored
 * session can never reconnect to an impostor silently. Returns the function that stops listening.
 */
export function discoverWallets(foyer: Foyer, config: Config): () => void {
  const byUuid = new Map<string, { announcement: Announcement; id: string }>()
  const providers = new WeakSet<object>()
  // The uids of the connectors made here, so a later announcement never replaces one of them.
  const ours = new Set<string>()
  let burst: Announcement[] | undefined = []

  const reject = (reason: string, detail: unknown) => {
    const rdns = (detail as { info?: { rdns?: unknown } } | null)?.info?.rdns
    foyer.bus.emit('connection', {
      type: 'announcement_rejected',
      rdns: typeof rdns === 'string' ? rdns.slice(0, 255) : undefined,
      reason,
    })
  }

  /** One option per connector of the config: ours from announcements, others as the host made them. */
  const publish = () => {
    const announced = new Map([...byUuid.values()].map((w) => [w.id, w.announcement]))
    updateConnection(foyer, {
      type: 'walletsChanged',
      // The embedded wallet is offered by the email form and WalletConnect by its own button
      // (its view shows the pairing code), not as wallets to pick.
      wallets: config.connectors
        .filter((c) => c.id !== EMBEDDED_CONNECTOR_ID && c.id !== WALLETCONNECT_CONNECTOR_ID)
        .map((connector): WalletOption => {
          const announcement = announced.get(connector.id)
          if (!announcement)
            return {
              id: connector.id,
              name: cleanText(connector.name, 100) || connector.id,
              icon: isDataImage(connector.icon) ? connector.icon : undefined,
              rdns: typeof connector.rdns === 'string' ? connector.rdns : undefined,
            }
          const { info } = announcement
          const duplicate = [...byUuid.values()].some(
            (other) =>
              other.announcement !== announcement && other.announcement.info.rdns === info.rdns,
          )
          return {
            id: connector.id,
            name: cleanText(info.name, 100) || info.rdns,
            icon: isDataImage(info.icon) ? info.icon : undefined,
            rdns: info.rdns,
            ...(duplicate
              ? { warning: DUPLICATE_WALLET_WARNING, uuid: cleanText(info.uuid, 36) }
              : {}),
          }
        }),
    })
  }

  /** A `window.ethereum` listed because no wallet announced itself (its connector's uid). */
  let legacy: { uid: string; provider: object } | undefined

  /** Lists `window.ethereum` as a wallet of its own when nothing announced itself (issue 17). */
  const addLegacy = () => {
    const ethereum = (window as { ethereum?: unknown }).ethereum
    if (byUuid.size > 0 || !isProvider(ethereum) || providers.has(ethereum)) return
    if (config.connectors.some((c) => c.id === LEGACY_CONNECTOR_ID)) return
    const connector = signInFirst(
      foyer,
      config._internal.connectors.setup(
        injected({
          target: {
            id: LEGACY_CONNECTOR_ID,
            name: legacyWalletName(ethereum),
            provider: withBatchFallback(foyer, guardProvider(ethereum)) as never,
          },
        }),
      ),
    )
    legacy = { uid: connector.uid, provider: ethereum }
    ours.add(connector.uid)
    config._internal.connectors.setState((list) => [...list, connector])
  }

  /** A wallet that announces itself late replaces its legacy listing (unless that is connected). */
  const dropLegacyFor = (announcements: Announcement[]) => {
    const listed = legacy
    if (!listed || !announcements.some((a) => a.provider === listed.provider)) return
    const connected = [...config.state.connections.values()].some(
      (c) => c.connector.uid === listed.uid,
    )
    if (connected) return
    legacy = undefined
    ours.delete(listed.uid)
    config._internal.connectors.setState((list) => list.filter((c) => c.uid !== listed.uid))
  }

  const add = (announcements: Announcement[]) => {
    dropLegacyFor(announcements)
    const fresh = announcements.filter(
      (a) => !byUuid.has(a.info.uuid) && !providers.has(a.provider),
    )
    if (fresh.length === 0) return
    const taken = new Set([...byUuid.values()].map((w) => w.announcement.info.rdns))
    const connectors = fresh.map((announcement) => {
      const { info } = announcement
      const shared =
        taken.has(info.rdns) || fresh.filter((a) => a.info.rdns === info.rdns).length > 1
      const id = shared ? `${info.rdns}#${info.uuid.slice(0, 8)}` : info.rdns
      taken.add(info.rdns)
      byUuid.set(info.uuid, { announcement, id })
      providers.add(announcement.provider)
      const provider = withBatchFallback(foyer, guardProvider(announcement.provider))
      return signInFirst(
        foyer,
        config._internal.connectors.setup(
          injected({
            target: {
              id,
              name: cleanText(info.name, 100) || info.rdns,
              provider: provider as never,
            },
          }),
        ),
      )
    })
    // A host config with wagmi's own discovery on already made connectors for these wallets,
    // unchecked: Foyer's replace them (unless one is connected right now).
    const connected = new Set([...config.state.connections.values()].map((c) => c.connector.uid))
    const replaced = new Set(fresh.map((a) => a.info.rdns))
    config._internal.connectors.setState((list) => [
      ...list.filter(
        (c) =>
          ours.has(c.uid) ||
          connected.has(c.uid) ||
          c.type !== 'injected' ||
          !(typeof c.rdns === 'string' ? replaced.has(c.rdns) : replaced.has(c.id)),
      ),
      ...connectors,
    ])
    for (const connector of connectors) ours.add(connector.uid)
  }

  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent).detail
    const parsed = announcementSchema().safeParse(detail)
    if (!parsed.success) {
      reject(describeIssues(parsed.error.issues, detail, 'detail').join('; '), detail)
      return
    }
    if (burst) burst.push(parsed.data)
    else add([parsed.data])
  }

  // Host connectors change too (wagmi's own discovery, connectors set up later): list them all.
  const stopConnectors = config._internal.connectors.subscribe(publish)
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  // Wallets answer the request at once; taking the answers together lets a collision in them be
  // seen before any id is given out.
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  const first = burst
  burst = undefined
  add(first)
  addLegacy()
  publish()
  return () => {
    stopConnectors()
    window.removeEventListener('eip6963:announceProvider', onAnnounce)
  }
}

/**
 * With sign-in plugged in, a browser wallet's connect first asks for connect and sign-in in one
 * approval (`SignInPort.connectAndSignIn`, ERC-7846), inside wagmi's connect so that its status
 * stays `connecting` until the server verified the message; a reconnect of a stored session
 * asks nothing.
 */
function signInFirst(foyer: Foyer, connector: Connector): Connector {
  const connect = connector.connect.bind(connector)
  connector.connect = (async (parameters?: Parameters<typeof connect>[0]) => {
    const port = foyer._internal.signIn
    if (port?.connectAndSignIn && !parameters?.isReconnecting) {
      const provider = (await connector.getProvider()) as Parameters<
        NonNullable<typeof port.connectAndSignIn>
      >[0]
      // Connected by wallet_connect: wagmi reads the accounts rather than ask for them again.
      if (provider && (await port.connectAndSignIn(provider)))
        return connect({ ...parameters, isReconnecting: true })
    }
    return connect(parameters)
  }) as typeof connector.connect
  return connector
}
