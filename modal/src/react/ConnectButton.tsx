import {
  type CSSProperties,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import { shortAddress } from '../core/account/shortAddress.ts'
import { ensureEngine } from '../core/connection/ensureEngine.ts'
import { getDefaultFoyer, subscribeDefaultFoyer } from '../core/defaultFoyer.ts'
import { formatBalance } from '../core/formatAmount.ts'
import type { Foyer } from '../core/foyer.ts'
import { openModal } from '../core/modal/openModal.ts'
import { accountNameOn, profileStore } from '../core/names/accountName.ts'
import { selectNativeBalance } from '../core/tokensState.ts'
import { FoyerContext } from './FoyerContext.ts'
import { loadViews } from './loadViews.ts'
import { NO_FOYER_MESSAGE } from './useFoyer.ts'
import { useFoyerState } from './useFoyerState.ts'

const baseStyle: CSSProperties = {
  font: '600 15px/1.2 system-ui, sans-serif',
  padding: '10px 16px',
  borderRadius: 12,
  border: '1px solid #d0d5dd',
  background: '#111827',
  color: '#fff',
  cursor: 'pointer',
}

/** How long the pointer rests on the button before the wallet code is fetched. */
const PREFETCH_REST_MS = 120

/**
 * How long a click that came before the page's Foyer was mounted waits for it (a cold `vite dev`
 * transforms the modal after the app has rendered) before saying the plugin is missing.
 */
export const MOUNT_WAIT_MS = 10_000

export type ConnectButtonProps = { className?: string; style?: CSSProperties }

const DISCONNECTED_LABEL = 'Connect wallet'
const subscribeNothing = () => () => {}
const noFoyer = () => undefined

/** A click came before the page's Foyer was mounted: the first button to see it mounted opens. */
let clickedEarly = false

/**
 * "Connect wallet" when disconnected; the account's name on this network (or its short address)
 * and native balance when connected.
 * Opens the modal on click.
 *
 * Server rendering and hydration see the disconnected button (nothing per-user in the HTML, so
 * the first client render matches it); the restored session shows right after hydration. A
 * button rendered before the page's Foyer is mounted waits for it.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const provided = useContext(FoyerContext)
  const mounted = useSyncExternalStore(subscribeDefaultFoyer, getDefaultFoyer, noFoyer)
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const foyer = hydrated ? (provided ?? mounted) : undefined
  useEffect(() => {
    if (foyer && clickedEarly) {
      clickedEarly = false
      openModal(foyer)
    }
  }, [foyer])
  if (!foyer)
    return (
      <button
        type="button"
        className={props.className}
        style={props.className ? props.style : { ...baseStyle, ...props.style }}
        data-foyer-connect-button=""
        aria-haspopup="dialog"
        onClick={() => {
          // A click React replays from before hydration finished opens the modal all the same,
          // and so does one before the page's Foyer is mounted, once it is.
          const ready = provided ?? getDefaultFoyer()
          if (ready) openModal(ready)
          else {
            clickedEarly = true
            // No instance came in time: the plugin is missing (one that comes later still opens).
            setTimeout(
              () => clickedEarly && console.error(`[foyer] ${NO_FOYER_MESSAGE}`),
              MOUNT_WAIT_MS,
            )
          }
        }}
      >
        {DISCONNECTED_LABEL}
      </button>
    )
  return <LiveConnectButton foyer={foyer} {...props} />
}

function LiveConnectButton({ foyer, className, style }: ConnectButtonProps & { foyer: Foyer }) {
  const status = useFoyerState(foyer.connection, (s) => s.status)
  const address = useFoyerState(foyer.connection, (s) => s.address)
  const loaded = useFoyerState(foyer.tokens, (s) => s.status === 'success')
  const native = useFoyerState(foyer.tokens, selectNativeBalance)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  // The account's name on this network, once Account read it (no names code here).
  const name = useFoyerState(profileStore(foyer), (s) => accountNameOn(s, address, chainId))
  const labels = useFoyerState(foyer.modal, (s) => s.labels)

  // Fetch the modal's views as soon as the pointer reaches the button, so the click feels
  // instant. The wallet code is bigger: it is fetched once the pointer rests on the button, so a
  // click that follows at once is not held up while it is evaluated (the open modal fetches it
  // after its first paint instead).
  const restTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(restTimer.current), [])
  const prefetch = useCallback(() => {
    void loadViews().catch(() => {})
    clearTimeout(restTimer.current)
    restTimer.current = setTimeout(() => {
      if (!foyer.modal.getState().open) void ensureEngine(foyer).catch(() => {})
    }, PREFETCH_REST_MS)
  }, [foyer])

  const connected = status === 'connected' && address
  let label = labels?.connect ?? DISCONNECTED_LABEL
  if (connected) {
    label = name ?? shortAddress(address)
    if (loaded && native) {
      const amount = formatBalance(native.value, native.decimals)
      label += ` · ${labels ? labels.amount(amount) : amount} ${native.symbol}`
    }
  } else if (status === 'reconnecting' || status === 'connecting')
    label = labels?.connecting ?? 'Connecting…'

  return (
    <button
      type="button"
      className={className}
      style={className ? style : { ...baseStyle, ...style }}
      data-foyer-connect-button=""
      // Only once live (after hydration): a host's CSS and tests can tell its state.
      data-foyer-status={status}
      aria-haspopup="dialog"
      aria-busy={status === 'reconnecting' || status === 'connecting'}
      title={connected ? address : undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => openModal(foyer)}
    >
      {label}
    </button>
  )
}
