// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderView } from '../../testing/renderView.tsx'
import { ChainLogo, Identicon } from './icons.tsx'

const picture = (address: string) =>
  renderView(<Identicon address={address} />).dialog.querySelector('svg')!.innerHTML

describe('bundled pictures', () => {
  it('an identicon is the same for the same address, in any case, and differs between accounts', () => {
    const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(picture(alice)).toBe(picture(alice.toLowerCase()))
    expect(picture(alice)).not.toBe(picture(bob))
    // Mirrored: every cell on the left has its twin on the right.
    const { dialog } = renderView(<Identicon address={bob} />)
    const cells = [...dialog.querySelectorAll('g rect')].map((r) => [
      Number(r.getAttribute('x')),
      Number(r.getAttribute('y')),
    ])
    for (const [x, y] of cells) expect(cells).toContainEqual([4 + 1 - x!, y])
  })

  it('known chains get their logo; another chain its initial, with no request anywhere', () => {
    const { dialog } = renderView(
      <>
        <ChainLogo chainId={1} />
        <ChainLogo chainId={137} />
        <ChainLogo chainId={424242} />
      </>,
    )
    expect(dialog.querySelectorAll('[data-chain-logo] svg')).toHaveLength(2)
    expect(dialog.querySelectorAll('img')).toHaveLength(0)
    expect(dialog.textContent).toBe('C')
  })
})
