import type { Foyer } from '../../foyer.ts'
import type { LocaleState } from '../../i18n/setLocale.ts'
import { instanceStore } from '../../instanceStore.ts'
import { withBatchFallback } from '../../rpc/calls/batchFallback.ts'
import { decideRpc } from '../../rpc/decideRpc.ts'
import { RpcNotAllowedError } from '../../rpc/errors.ts'
import type { ThemeState } from '../../theme/themeState.ts'
import { APPROVAL_TIMEOUT_MS, SDK_VERSION } from '../constants.ts'
import { FrameError, FrameLoadError } from '../errors.ts'
import type { AppEventType } from '../frameProtocol.ts'
import { notePermissionChange } from '../smartAccountState.ts'
import {
  type AppEventPayloadInput,
  createFrameTransport,
  type FrameRequestOptions,
} from '../transport/createFrameTransport.ts'
import { frameSource } from './frameUrl.ts'
import { mountFrame } from './mountFrame.ts'
import { showActionNotAllowed, watchNotAllowed } from './showActionNotAllowed.ts'

type Listener = (...args: unknown[]) => void

/** How long a loaded frame may take to answer its first request. */
const READY_TIMEOUT_MS = 5_000

/** What a caller of the embedded provider may add to an EIP-1193 request. */
/** The host's theme, as `setTheme` leaves it (see core/theme/themeState.ts). */
const themeStore = instanceStore<ThemeState>('theme', () => ({}))
/** The host's run-time locale, as `setLocale` leaves it (see core/i18n/setLocale.ts). */
const localeStore = instanceStore<LocaleState>('locale', () => ({}))

/** The frame's chrome variable (frame/src/app/frameTheme.ts) of each host theme variable. */
const FRAME_VARIABLES = {
  background: '--foyer-frame-bg',
  foreground: '--foyer-frame-fg',
  muted: '--foyer-frame-muted',
  border: '--foyer-frame-line',
  accent: '--foyer-frame-accent',
  danger: '--foyer-frame-error',
  radius: '--foyer-frame-radius',
} as const

export type EmbeddedRequestOptions = {
  /**
   * Aborting rejects with RequestAbortedError ('Request was aborted', SPEC §6) and closes the
   * frame's dialog.
   */
  signal?: AbortSignal | undefined
}

/** The embedded wallet as EIP-1193 sees it: every call goes to the frame. */
export type EmbeddedProvider = {
  request(
    args: { method: string; params?: unknown },
    options?: EmbeddedRequestOptions,
  ): Promise<unknown>
  on(event: string, listener: Listener): EmbeddedProvider
  removeListener(event: string, listener: Listener): EmbeddedProvider
  /** Tells the provider's listeners (accountsChanged, chainChanged, disconnect). */
  emit(event: string, ...args: unknown[]): void
}

export type EmbeddedWallet = {
  /** Sends an app event; `reveal` shows the frame over the modal meanwhile (its own UI). */
  request<T extends AppEventType>(
    type: T,
    payload: AppEventPayloadInput<T>,
    options?: FrameRequestOptions & { reveal?: boolean },
  ): Promise<unknown>
  /** The signed-in address, once GET_USER answered. */
  address: `0x${string}` | undefined
  chainId: number
  readonly provider: EmbeddedProvider
  destroy(): void
}

/** An EIP-1193 error for viem: 4001 when the visitor rejected in the frame. */
function providerError(error: unknown, method: string): unknown {
  if (!(error instanceof FrameError)) return error
  if (error.shortMessage === 'Requested RPC call is not allowed')
    return new RpcNotAllowedError({ method })
  return Object.assign(new Error(error.shortMessage, { cause: error }), {
    code: error.code ?? -32603,
  })
}

/**
 * Mounts the hidden `w3m-iframe` from `config.frameUrl` (SPEC §7), opens the checked transport
 * to it, tells it the app's metadata and theme, and wraps it as an EIP-1193 provider: reads go
 * through the frame to the server's RPC proxy, and methods that need the visitor reveal the frame,
 * whose own UI asks them. The entry of a lazy chunk: nothing of it is in the host's first load.
 */
export async function createEmbeddedWallet(foyer: Foyer): Promise<EmbeddedWallet> {
  const { frameUrl, projectId, metadata, themeMode } = foyer.config
  const chains = foyer.config.chains.filter((id) => typeof id === 'number')
  if (!frameUrl)
    throw new FrameError({ message: 'The embedded wallet is not configured (frameUrl)' })
  const stored = foyer.persisted.get('lastUsedChain')
  const chainId = typeof stored === 'number' && chains.includes(stored) ? stored : chains[0]!
  const src = frameSource(frameUrl, { projectId, chainId })
  const frame = mountFrame(src)
  const transport = createFrameTransport({
    iframe: frame.iframe,
    frameOrigin: src.origin,
    bus: foyer.bus,
    // The frame acts on the account only with the token it gave this app (SESSION_UPDATE).
    sessionToken: () => foyer.persisted.get('embeddedSession'),
  })
  transport.onSessionUpdate((token) => foyer.persisted.set('embeddedSession', token))
  try {
    await transport.ready
    // A page that loaded is not yet a frame that answers (a 5xx page, a proxy's error page, a
    // frame that refuses this origin): it must answer a first request soon.
    await transport.request('GET_CHAIN_ID', {}, { timeoutMs: READY_TIMEOUT_MS }).catch((cause) => {
      throw new FrameLoadError({ src: src.href, cause })
    })
  } catch (error) {
    transport.destroy()
    frame.remove()
    throw error
  }
  const listeners = new Map<string, Set<Listener>>()
  const unwatch = watchNotAllowed(foyer)

  const wallet: EmbeddedWallet = {
    address: undefined,
    chainId,
    async request(type, payload, options = {}) {
      const hide = options.reveal ? frame.reveal() : undefined
      try {
        return await transport.request(type, payload, options)
      } finally {
        hide?.()
      }
    },
    // A batch the frame cannot run as one (the account is not a smart account here) goes one call
    // at a time, each approved in the frame (withBatchFallback).
    provider: withBatchFallback(foyer, {
      async request(
        { method, params }: { method: string; params?: unknown },
        { signal }: EmbeddedRequestOptions = {},
      ) {
        if (method === 'eth_accounts' || method === 'eth_requestAccounts')
          return wallet.address ? [wallet.address] : []
        if (method === 'eth_chainId') return `0x${wallet.chainId.toString(16)}`
        if (method === 'wallet_switchEthereumChain') {
          const [{ chainId: hex }] = params as [{ chainId: string }]
          const answer = (await wallet.request('SWITCH_NETWORK', { chainId: Number(hex) })) as {
            chainId: number
          }
          wallet.chainId = Number(answer.chainId)
          foyer.persisted.set('lastUsedChain', wallet.chainId)
          wallet.provider.emit('chainChanged', `0x${wallet.chainId.toString(16)}`)
          return null
        }
        const { decision } = decideRpc(method)
        if (decision === 'disallowed') {
          showActionNotAllowed(foyer)
          throw new RpcNotAllowedError({ method })
        }
        try {
          const answer = await wallet.request(
            'RPC_REQUEST',
            { method, params },
            // The visitor decides in the frame; never for ever (APPROVAL_TIMEOUT_MS).
            decision === 'unsafe'
              ? { reveal: true, timeoutMs: APPROVAL_TIMEOUT_MS, signal }
              : { signal },
          )
          notePermissionChange(foyer, method)
          const operation =
            method === 'wallet_sendCalls' || method === 'eth_sendUserOperation'
              ? userOperationOf(answer)
              : undefined
          if (operation) foyer.bus.emit('flow', { type: 'user_operation', ...operation })
          // ERC-4337's answer is the operation's hash; the frame sent it as a batch.
          if (method === 'eth_sendUserOperation') return operation ? operation.hash : answer
          const covered = method === 'eth_sendTransaction' ? coveredAnswer(answer) : undefined
          if (!covered) return answer
          // Sent within an ERC-7715 grant, without a dialog: the frame says which grant.
          foyer.bus.emit('flow', {
            type: 'permission_used',
            method,
            permission: covered.coveredBy,
          })
          return covered.result
        } catch (error) {
          throw providerError(error, method)
        }
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set()
        listeners.set(event, set)
        set.add(listener)
        return wallet.provider
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener)
        return wallet.provider
      },
      emit(event: string, ...args: unknown[]) {
        for (const listener of listeners.get(event) ?? []) listener(...args)
      },
    } as EmbeddedProvider),
    destroy() {
      unwatch()
      transport.destroy()
      frame.remove()
    },
  }
  void wallet
    .request('SYNC_DAPP_DATA', {
      metadata,
      sdkVersion: SDK_VERSION,
      projectId,
    })
    .catch(() => {})
  // The frame's dialogs speak the modal's language: the app's locale, else the browser's. Its
  // chrome takes the host's theme (never its approval dialogs: the frame keeps those apart).
  const syncTheme = () => {
    const locale = localeStore(foyer).getState().locale ?? foyer.config.locale
    const languages = locale
      ? [locale]
      : typeof navigator === 'undefined'
        ? []
        : [...(navigator.languages ?? [navigator.language])].slice(0, 10)
    const { mode = themeMode, variables = foyer.config.themeVariables ?? {} } =
      themeStore(foyer).getState()
    const dark =
      mode === 'dark' ||
      (mode === 'auto' &&
        typeof matchMedia === 'function' &&
        matchMedia('(prefers-color-scheme: dark)').matches)
    const themeVariables: Record<string, string | number> = {}
    for (const [name, value] of Object.entries(variables))
      if (value !== undefined && Object.hasOwn(FRAME_VARIABLES, name))
        themeVariables[FRAME_VARIABLES[name as keyof typeof FRAME_VARIABLES]] = value
    void wallet
      .request('SYNC_THEME', { themeMode: dark ? 'dark' : 'light', themeVariables, languages })
      .catch(() => {})
  }
  syncTheme()
  themeStore(foyer).subscribe(syncTheme)
  localeStore(foyer).subscribe(syncTheme)
  return wallet
}

/** The frame's answer to a send an ERC-7715 grant covered: the hash and the grant's id. */
function coveredAnswer(answer: unknown): { result: unknown; coveredBy: string } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined
  const { result, coveredBy } = answer as { result?: unknown; coveredBy?: unknown }
  return typeof coveredBy === 'string' && typeof result === 'string'
    ? { result, coveredBy: coveredBy.slice(0, 200) }
    : undefined
}

/** The frame's answer to a batch it sent as a sponsored UserOperation: its hash, chain, payer. */
function userOperationOf(
  answer: unknown,
): { hash: string; chainId: number; sponsor: string } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined
  const { id, capabilities } = answer as { id?: unknown; capabilities?: unknown }
  const operation = (capabilities as { userOperation?: unknown } | undefined)?.userOperation as
    | { hash?: unknown; sponsor?: unknown }
    | undefined
  const chain = typeof id === 'string' ? /^foyer-userop:(\d{1,12}):/.exec(id) : null
  if (!chain || typeof operation?.hash !== 'string' || !/^0x[0-9a-f]{64}$/.test(operation.hash))
    return undefined
  return {
    hash: operation.hash,
    chainId: Number(chain[1]),
    sponsor: typeof operation.sponsor === 'string' ? operation.sponsor.slice(0, 60) : '',
  }
}
