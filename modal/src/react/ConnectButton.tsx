import { type CSSProperties, useCallback, useEffect, useRef } from 'react'
import { shortAddress } from '../core/account/shortAddress.ts'
import { ensureEngine } from '../core/connection/ensureEngine.ts'
import { formatBalance } from '../core/formatAmount.ts'
import { openModal } from '../core/modal/openModal.ts'
import { accountNameOn, profileStore } from '../core/names/accountName.ts'
import { selectNativeBalance } from '../core/tokensState.ts'
import { loadViews } from './loadViews.ts'
import { useFoyer } from './useFoyer.ts'
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

export type ConnectButtonProps = { className?: string; style?: CSSProperties }

/**
 * "Connect wallet" when disconnected; the account's name on this network (or its short address)
 * and native balance when connected.
 * Opens the modal on click.
 */
export function ConnectButton({ className, style }: ConnectButtonProps) {
  const foyer = useFoyer()
  const status = useFoyerState(foyer.connection, (s) => s.status)
  const address = useFoyerState(foyer.connection, (s) => s.address)
  const loaded = useFoyerState(foyer.tokens, (s) => s.status === 'success')
  const native = useFoyerState(foyer.tokens, selectNativeBalance)
  const chainId = useFoyerState(foyer.connection, (s) => s.chainId)
  // The account's name on this network, once Account read it (no names code here).
  const name = useFoyerState(profileStore(foyer), (s) => accountNameOn(s, address, chainId))

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
  let label = 'Connect wallet'
  if (connected) {
    label = name ?? shortAddress(address)
    if (loaded && native)
      label += ` · ${formatBalance(native.value, native.decimals)} ${native.symbol}`
  } else if (status === 'reconnecting' || status === 'connecting') label = 'Connecting…'

  return (
    <button
      type="button"
      className={className}
      style={className ? style : { ...baseStyle, ...style }}
      data-foyer-connect-button=""
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
