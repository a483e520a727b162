import { defaultOnrampOptions, onrampApi } from '@foyer/modal/frame-protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../serve.ts'
import { openTestStorage } from '../testing/storages.ts'

describe('the modal’s API client against a running server, over HTTP', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      config: {
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        projectIds: ['demo'],
        onramp: { pricesUsd: { USDC: '0.9998' } },
      },
      storage: await openTestStorage('pglite'),
    })
  })
  afterAll(async () => {
    await server?.close()
    await server?.storage.close()
  })

  const api = () => {
    const calls = onrampApi({ config: { api: `${server.url}/`, projectId: 'demo' } })
    if (!calls) throw new Error('onrampApi needs a server URL')
    return calls
  }

  it('gets the on-ramp options the modal starts with', async () => {
    expect(await api().getOnrampOptions()).toEqual(defaultOnrampOptions())
  })

  it('gets a quote, as the on-ramp view asks for one', async () => {
    const quote = await api().getOnrampQuote({
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      amount: '250',
      network: 'polygon-mainnet',
    })
    // 250 / 0.9998 = 250.050010002…
    expect(quote).toEqual({
      purchaseAmount: { amount: '250.05001', currency: 'USDC' },
      paymentTotal: { amount: '250.00', currency: 'USD' },
      paymentSubtotal: { amount: '250.00', currency: 'USD' },
    })
  })

  it('fails with the first reason’s description, the message the on-ramp view shows', async () => {
    const failure = api().getOnrampQuote({
      purchaseCurrency: 'usdc',
      paymentCurrency: 'USD',
      amount: '9.99',
      network: 'ethereum-mainnet',
    })
    await expect(failure).rejects.toMatchObject({
      shortMessage:
        'body.amount must be at least 10.00 USD (card 10.00 to 7500.00, ach_bank_account 10.00 to 25000.00) (received "9.99")',
    })
  })
})
