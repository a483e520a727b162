import { chainName } from '../../core/network/chainNames.ts'

/**
 * Logos drawn by the modal itself: bundled, so a logo never costs a request to a third party
 * (no tracking, no broken image offline). Decorative: the name is always written beside them.
 */

/** Ethereum's diamond (mainnet and its test networks). */
function EthereumLogo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#627EEA" />
      <path fill="#fff" fillOpacity=".6" d="M16.5 4v8.87l7.5 3.35z" />
      <path fill="#fff" d="M16.5 4 9 16.22l7.5-3.35z" />
      <path fill="#fff" fillOpacity=".6" d="M16.5 21.97V28L24 17.62z" />
      <path fill="#fff" d="M16.5 28v-6.03L9 17.62z" />
      <path fill="#fff" fillOpacity=".2" d="m16.5 20.57 7.5-4.35-7.5-3.35z" />
      <path fill="#fff" fillOpacity=".6" d="m9 16.22 7.5 4.35v-7.7z" />
    </svg>
  )
}

/** Polygon's linked hexagons. */
function PolygonLogo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#8247E5" />
      <path
        fill="#fff"
        d="M21.1 12.7a1.3 1.3 0 0 0-1.3 0l-3 1.8-2 1.1-3 1.8a1.3 1.3 0 0 1-1.3 0l-2.3-1.4a1.3 1.3 0 0 1-.7-1.1v-2.7a1.3 1.3 0 0 1 .7-1.1l2.3-1.3a1.3 1.3 0 0 1 1.3 0l2.3 1.3a1.3 1.3 0 0 1 .7 1.1v1.8l2-1.2V11a1.3 1.3 0 0 0-.7-1.1l-4.3-2.5a1.3 1.3 0 0 0-1.3 0L6.7 9.9A1.3 1.3 0 0 0 6 11v5a1.3 1.3 0 0 0 .7 1.1l4.4 2.5a1.3 1.3 0 0 0 1.3 0l3-1.7 2-1.2 3-1.7a1.3 1.3 0 0 1 1.3 0l2.3 1.3a1.3 1.3 0 0 1 .7 1.1v2.7a1.3 1.3 0 0 1-.7 1.1l-2.3 1.3a1.3 1.3 0 0 1-1.3 0l-2.3-1.3a1.3 1.3 0 0 1-.7-1.1v-1.7l-2 1.2v1.8a1.3 1.3 0 0 0 .7 1.1l4.4 2.5a1.3 1.3 0 0 0 1.3 0l4.4-2.5a1.3 1.3 0 0 0 .7-1.1v-5a1.3 1.3 0 0 0-.7-1.1z"
      />
    </svg>
  )
}

const CHAIN_LOGOS: Record<number, () => React.JSX.Element> = {
  1: EthereumLogo,
  11155111: EthereumLogo,
  17000: EthereumLogo,
  137: PolygonLogo,
  80002: PolygonLogo,
}

/** A chain's logo, or its initial on a chip for a chain without one bundled. */
export function ChainLogo({ chainId }: { chainId: number | undefined }) {
  const Logo = chainId === undefined ? undefined : CHAIN_LOGOS[chainId]
  if (Logo)
    return (
      <span className="foyer-chain-icon foyer-chain-logo" data-chain-logo={chainId}>
        <Logo />
      </span>
    )
  return (
    <span className="foyer-chain-icon" aria-hidden="true">
      {chainName(chainId).slice(0, 1)}
    </span>
  )
}

/** The native token's logo where it is a chain's (ETH on Ethereum, POL on Polygon). */
export function TokenLogo({ symbol }: { symbol: string }) {
  const Logo =
    symbol === 'ETH' ? EthereumLogo : symbol === 'POL' || symbol === 'MATIC' ? PolygonLogo : null
  if (!Logo) return null
  return (
    <span className="foyer-token-logo" aria-hidden="true">
      <Logo />
    </span>
  )
}

/** WalletConnect's wave. */
export function WalletConnectLogo() {
  return (
    <svg
      className="foyer-wallet-icon"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#3B99FC" />
      <path
        fill="#fff"
        d="M10.05 12.36c3.29-3.22 8.61-3.22 11.9 0l.4.39a.4.4 0 0 1 0 .58l-1.35 1.33a.21.21 0 0 1-.3 0l-.55-.54a5.78 5.78 0 0 0-8.3 0l-.58.57a.21.21 0 0 1-.3 0l-1.36-1.33a.4.4 0 0 1 0-.58l.44-.42Zm14.7 2.74 1.2 1.18a.4.4 0 0 1 0 .59l-5.43 5.32a.43.43 0 0 1-.6 0l-3.85-3.78a.1.1 0 0 0-.15 0l-3.86 3.78a.43.43 0 0 1-.6 0L6.04 16.87a.4.4 0 0 1 0-.59l1.2-1.18a.43.43 0 0 1 .6 0l3.86 3.78c.04.04.1.04.15 0l3.85-3.78a.43.43 0 0 1 .6 0l3.86 3.78c.04.04.1.04.15 0l3.85-3.78a.43.43 0 0 1 .6 0Z"
      />
    </svg>
  )
}

/** Bits of the address's hex digits, one per cell: a 5×5 pattern mirrored left to right. */
function cellsOf(hex: string): boolean[] {
  const cells: boolean[] = []
  for (let i = 0; i < 15; i++) cells.push(Number.parseInt(hex[6 + i] ?? '0', 16) % 2 === 0)
  return cells
}

/**
 * A picture of the address, the same for the same address everywhere (GitHub-style identicon:
 * a mirrored 5×5 pattern in a colour from the address), so two accounts look different.
 */
export function Identicon({ address, className }: { address: string; className?: string }) {
  const hex = address.toLowerCase().replace(/^0x/, '')
  const hue = Number.parseInt(hex.slice(0, 3), 16) % 360
  const light = 45 + (Number.parseInt(hex.slice(3, 4), 16) % 3) * 5
  const cells = cellsOf(hex)
  const rects: React.JSX.Element[] = []
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 3; col++) {
      if (!cells[row * 3 + col]) continue
      for (const x of col === 2 ? [2] : [col, 4 - col])
        rects.push(<rect key={`${row}-${x}`} x={x + 0.5} y={row + 0.5} width="1" height="1" />)
    }
  // In a span: the round crop is the span's (an svg's own border-radius does not clip it).
  return (
    <span className={`foyer-identicon ${className ?? ''}`} aria-hidden="true">
      <svg
        viewBox="0 0 6 6"
        aria-hidden="true"
        focusable="false"
        data-testid="foyer-identicon"
        data-address={hex}
      >
        <rect width="6" height="6" fill={`hsl(${hue} 45% 92%)`} />
        <g fill={`hsl(${hue} 65% ${light}%)`}>{rects}</g>
      </svg>
    </span>
  )
}
