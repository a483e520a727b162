// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { instantiateFoyer } from '../../../core/instantiateFoyer.ts'
import { defaultOnrampOptions } from '../../../core/onramp/defaultOnrampOptions.ts'
import { initialOnrampState } from '../../../core/onramp/onrampState.ts'
import { onrampStore } from '../../../core/onramp/onrampStore.ts'
import { pushRoute } from '../../../core/router/pushRoute.ts'
import {
  alerts,
  button,
  descriptionOf,
  field,
  flush,
  renderView,
  type,
} from '../../../testing/renderView.tsx'
import { OnrampView } from './OnrampView.tsx'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHECKOUT = 'http://api.test/__onramp/checkout'

/** A Foyer server: options, one provider, and quotes from `quote` (recorded). */
function stubServer(quote: (body: { amount: string }) => Response) {
  const quotes: unknown[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input))
    if (pathname.endsWith('/options')) return Response.json(defaultOnrampOptions())
    if (pathname.endsWith('/providers'))
      return Response.json([{ name: 'Test checkout', url: CHECKOUT, publicKey: 'pk' }])
    // Chain reads through the server's node proxy (a token's symbol) are not quotes: no node here.
    if (!pathname.endsWith('/v1/onramp/quote')) return new Response('no node', { status: 503 })
    const body = JSON.parse(String(init?.body))
    quotes.push(body)
    return quote(body)
  })
  return quotes
}

function buyView() {
  const foyer = instantiateFoyer(
    { projectId: 'p', chains: [1, 137], api: 'http://api.test' } as never,
    { storage: undefined, loadEngine: () => new Promise(() => {}) },
  )
  foyer.connection.setState({ status: 'connected', address: ALICE, chainId: 1 })
  pushRoute(foyer, { view: 'Account' })
  pushRoute(foyer, { view: 'OnrampBuy' })
  return { foyer, ...renderView(<OnrampView foyer={foyer} />) }
}

/** Types, then waits out the debounce and the quote. */
async function typeAmount(dialog: HTMLElement, value: string) {
  type(field(dialog, 'Amount (USD)'), value)
  await act(() => new Promise((resolve) => setTimeout(resolve, 450)))
  await flush()
}

const quoteText = (dialog: HTMLElement) =>
  dialog.querySelector('[data-testid="foyer-onramp-quote"]')?.textContent

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('OnrampView', () => {
  it("checks the amount against the method's limits, then shows the quote's amount", async () => {
    const quotes = stubServer(() =>
      Response.json({ purchaseAmount: { amount: '49.9', currency: 'USDC' } }),
    )
    const { dialog } = buyView()
    await flush()
    expect(field<HTMLSelectElement>(dialog, 'Provider').value).toBe('Test checkout')
    expect(field<HTMLSelectElement>(dialog, 'Buy').textContent).toBe('USDC (USD Coin) on Ethereum')
    const amount = field(dialog, 'Amount (USD)')
    expect(dialog.ownerDocument.activeElement).toBe(amount)

    await typeAmount(dialog, '5')
    expect(descriptionOf(amount)).toBe('Amount must be at least 10.00 USD for card. Provided: "5"')
    expect(amount.value).toBe('5')
    expect(quotes).toEqual([])
    expect(button(dialog, 'Continue with Test checkout').disabled).toBe(true)

    await typeAmount(dialog, '50')
    expect(descriptionOf(amount)).toBeUndefined()
    expect(quotes).toEqual([
      {
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'ethereum-mainnet',
      },
    ])
    expect(quoteText(dialog)).toBe('You receive ≈ 49.9 USDC on Ethereum')
    expect(button(dialog, 'Continue with Test checkout').disabled).toBe(false)
  })

  it('Continue opens the provider with the wallet, then shows Account with where to finish', async () => {
    stubServer(() => Response.json({ purchaseAmount: { amount: '50' } }))
    const open = vi.fn((_url: string) => ({}) as Window)
    vi.stubGlobal('open', open)
    const { foyer, dialog } = buyView()
    await flush()
    await typeAmount(dialog, '50')
    await act(async () => button(dialog, 'Continue with Test checkout').click())
    const url = new URL(open.mock.calls[0]?.[0] ?? '')
    expect(url.searchParams.get('walletAddress')).toBe(ALICE)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    expect(foyer.notice.getState()).toMatchObject({
      key: 'notice.onrampFinish',
      values: { provider: 'Test checkout', symbol: 'USDC' },
    })
    foyer.connection.setState({ status: 'disconnected', address: undefined })
  })

  it('shows why a quote failed; leaving resets the on-ramp state', async () => {
    stubServer(() =>
      Response.json(
        { error: 'price_unavailable', message: 'No price', reasons: [{ description: 'No price' }] },
        { status: 503 },
      ),
    )
    const { foyer, dialog, unmount } = buyView()
    await flush()
    await typeAmount(dialog, '50')
    expect(alerts(dialog)).toEqual(['Couldn’t get a quote. No price'])
    expect(quoteText(dialog)).toBe('')
    expect(onrampStore(foyer).getState().error).toBe('No price')
    unmount()
    expect(onrampStore(foyer).getState()).toEqual(initialOnrampState())
  })
})
