import { describe, expect, it } from 'vitest'
import { SOLANA_CHAIN_IDS } from '../network/constants.ts'
import { solanaTwins } from './solanaTwins.ts'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const solana = (name: string, extra: object = {}) => ({
  id: `solana:${name}`,
  name,
  icon: ICON,
  chains: [SOLANA_CHAIN_IDS.devnet],
  ...extra,
})

describe('solanaTwins', () => {
  it('joins a Solana wallet to the EVM wallet of the same name and icon', () => {
    const evm = [
      { id: 'app.phantom', name: 'Phantom', icon: ICON },
      { id: 'io.metamask', name: 'MetaMask', icon: ICON },
    ]
    expect(solanaTwins(evm, [solana('Phantom'), solana('Solflare')])).toEqual(
      new Map([['app.phantom', 'solana:Phantom']]),
    )
  })

  it('never joins a pair another wallet claims the name of, nor one whose icons differ', () => {
    const other = 'data:image/svg+xml;base64,b3RoZXI='
    // A second Solana "Phantom" (the registry marked both).
    expect(
      solanaTwins(
        [{ id: 'app.phantom', name: 'Phantom', icon: ICON }],
        [solana('Phantom', { warning: 'Another wallet on this page uses the same name' })],
      ).size,
    ).toBe(0)
    // Two EVM wallets of that name, or one marked.
    expect(
      solanaTwins(
        [
          { id: 'a', name: 'Phantom', icon: ICON },
          { id: 'b', name: 'Phantom', icon: ICON },
        ],
        [solana('Phantom')],
      ).size,
    ).toBe(0)
    expect(
      solanaTwins(
        [{ id: 'a', name: 'Phantom', icon: ICON, warning: 'same rdns' }],
        [solana('Phantom')],
      ).size,
    ).toBe(0)
    expect(solanaTwins([{ id: 'a', name: 'Phantom', icon: other }], [solana('Phantom')]).size).toBe(
      0,
    )
    expect(solanaTwins([{ id: 'a', name: 'Phantom' }], [solana('Phantom')]).size).toBe(0)
  })
})
