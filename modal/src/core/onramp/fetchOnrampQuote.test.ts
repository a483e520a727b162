import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { ApiRequestError } from '../contracts/errors.ts'
import { fetchOnrampQuote } from './fetchOnrampQuote.ts'
import { initialOnrampState } from './onrampState.ts'
import { resetOnrampState } from './resetOnrampState.ts'

describe('fetchOnrampQuote (SPEC §4, §8)', () => {
  const newFoyer = () => ({ onramp: createStore(initialOnrampState) })

  it('toggles quotesLoading and sets purchaseAmount from purchaseAmount.amount', async () => {
    const foyer = newFoyer()
    foyer.onramp.setState({ paymentAmount: 100, error: 'old error' })
    const sent: unknown[] = []
    const seenLoading: boolean[] = []
    const quote = { purchaseAmount: { amount: '99.41', currency: 'USDC' } }
    const api = {
      getOnrampQuote: async (parameters: unknown) => {
        sent.push(parameters)
        seenLoading.push(foyer.onramp.getState().quotesLoading)
        return quote
      },
    }
    expect(await fetchOnrampQuote(foyer, { api })).toBe(quote)
    expect(seenLoading).toEqual([true])
    expect(sent).toEqual([
      {
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum-mainnet',
      },
    ])
    expect(foyer.onramp.getState()).toMatchObject({
      purchaseAmount: 99.41,
      quotesLoading: false,
      error: undefined,
    })
  })

  it('stores the error message and returns null on failure', async () => {
    const foyer = newFoyer()
    foyer.onramp.setState({ paymentAmount: 60, purchaseAmount: 50 })
    const api = {
      getOnrampQuote: () =>
        Promise.reject(
          new ApiRequestError({ message: 'Amount below minimum', request: 'POST /q' }),
        ),
    }
    expect(await fetchOnrampQuote(foyer, { api, network: 'polygon-mainnet' })).toBeNull()
    expect(foyer.onramp.getState()).toMatchObject({
      error: 'Amount below minimum',
      quotesLoading: false,
      purchaseAmount: undefined,
    })
    const plain = { getOnrampQuote: () => Promise.reject(new Error('socket hang up')) }
    await fetchOnrampQuote(foyer, { api: plain })
    expect(foyer.onramp.getState().error).toBe('socket hang up')
  })

  it('drops a quote that answers after a newer one started, or after a reset', async () => {
    const foyer = newFoyer()
    const answers: ((amount: string) => void)[] = []
    const api = {
      getOnrampQuote: ({ amount }: { amount: string }) =>
        new Promise<{ purchaseAmount: { amount: string } }>((resolve) => {
          answers.push(() => resolve({ purchaseAmount: { amount } }))
        }),
    }
    foyer.onramp.setState({ paymentAmount: 20 })
    const first = fetchOnrampQuote(foyer, { api })
    foyer.onramp.setState({ paymentAmount: 30 })
    const second = fetchOnrampQuote(foyer, { api })
    answers[1]?.('30')
    expect(await second).not.toBeNull()
    answers[0]?.('20')
    expect(await first).toBeNull()
    expect(foyer.onramp.getState()).toMatchObject({ purchaseAmount: 30, quotesLoading: false })

    const third = fetchOnrampQuote(foyer, { api })
    resetOnrampState(foyer)
    answers[2]?.('30')
    expect(await third).toBeNull()
    expect(foyer.onramp.getState().purchaseAmount).toBeUndefined()
  })
})
