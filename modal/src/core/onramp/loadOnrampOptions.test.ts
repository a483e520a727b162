import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { ApiRequestError } from '../contracts/errors.ts'
import { defaultOnrampOptions } from './defaultOnrampOptions.ts'
import { loadOnrampOptions } from './loadOnrampOptions.ts'
import { onrampApi } from './onrampApi.ts'
import { initialOnrampState } from './onrampState.ts'

const providers = [
  { name: 'Foyer test checkout', url: 'http://127.0.0.1:1/__onramp/checkout', publicKey: 'dev' },
  { name: 'Other', url: 'https://pay.example.com', publicKey: '' },
]

/** A Foyer server answering options and providers, recording the URLs asked. */
function server(answer: (path: string) => Response) {
  const asked: string[] = []
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    asked.push(url.pathname + url.search)
    return answer(url.pathname)
  }) as typeof globalThis.fetch
  return { asked, fetch }
}

describe('loadOnrampOptions (SPEC §3, §7)', () => {
  it("reads the server's providers and currencies; the first provider is selected", async () => {
    const { asked, fetch } = server((path) =>
      Response.json(path.endsWith('/providers') ? providers : defaultOnrampOptions()),
    )
    const api = onrampApi(
      { config: { api: 'http://127.0.0.1:1/__foyer/api', projectId: 'demo' } as never },
      { fetch },
    )
    const foyer = { onramp: createStore(initialOnrampState) }
    await loadOnrampOptions(foyer, { api: api! })
    expect(asked.sort()).toEqual([
      '/__foyer/api/v1/onramp/options?projectId=demo',
      '/__foyer/api/v1/onramp/providers?projectId=demo',
    ])
    const state = foyer.onramp.getState()
    expect(state.providers.map((p) => p.label)).toEqual(['Foyer test checkout', 'Other'])
    expect(state.selectedProvider).toEqual({ ...providers[0], label: 'Foyer test checkout' })
    expect(state.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC'])
    expect(state.paymentCurrencies.map((c) => c.id)).toEqual(['USD'])
    expect(state.purchaseCurrency).toEqual(initialOnrampState().purchaseCurrency)
  })

  it('needs a Foyer server, and fails with the reason when it cannot answer', async () => {
    expect(onrampApi({ config: { projectId: 'demo' } as never })).toBeUndefined()
    const { fetch } = server((path) =>
      path.endsWith('/providers')
        ? new Response('oops', { status: 502 })
        : Response.json(defaultOnrampOptions()),
    )
    const api = onrampApi({ config: { api: 'http://x.test', projectId: 'd' } as never }, { fetch })
    const foyer = { onramp: createStore(initialOnrampState) }
    const error = await loadOnrampOptions(foyer, { api: api! }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).shortMessage).toBe('Request failed with status 502')
    expect(foyer.onramp.getState().providers).toEqual([])
  })
})
