import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { ApiRequestError } from '../errors/ApiRequestError.ts'
import { InvalidChainNamespaceError } from '../errors/InvalidChainNamespaceError.ts'
import { createFoyerStorage } from '../storage/createFoyerStorage.ts'
import { checkEmbeddedConnection } from './checkEmbeddedConnection.ts'
import { estimateGasOrZero } from './estimateGasOrZero.ts'
import { fetchOnrampQuote } from './fetchOnrampQuote.ts'
import { getCapabilitiesOrEmpty } from './getCapabilitiesOrEmpty.ts'
import { loadSmartAccountEnabledNetworks } from './loadSmartAccountEnabledNetworks.ts'
import { setPreferredAccountType } from './setPreferredAccountType.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return createFoyerStorage({
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
  })
}

function loggedIn() {
  const storage = memoryStorage()
  storage.set('email', 'ada@example.com')
  storage.set('loginUsed', true)
  storage.set('lastUsedChain', 1)
  storage.set('socialUsername', 'ada')
  return storage
}

describe('fallback behaviours (SPEC §8)', () => {
  it('a failed connection check clears the cached login data', async () => {
    const storage = loggedIn()
    const connected = await checkEmbeddedConnection({
      isConnected: () => Promise.reject(new Error('frame timeout')),
      storage,
    })
    expect(connected).toBe(false)
    expect(storage.get('email')).toBeUndefined()
    expect(storage.get('loginUsed')).toBe(false)
    expect(storage.get('lastUsedChain')).toBeUndefined()
    expect(storage.get('socialUsername')).toBeUndefined()
  })

  it('a check that finds no session also clears it; a live session keeps it', async () => {
    const gone = loggedIn()
    expect(await checkEmbeddedConnection({ isConnected: async () => false, storage: gone })).toBe(
      false,
    )
    expect(gone.get('email')).toBeUndefined()
    const alive = loggedIn()
    expect(await checkEmbeddedConnection({ isConnected: async () => true, storage: alive })).toBe(
      true,
    )
    expect(alive.get('email')).toBe('ada@example.com')
  })

  it('a failed smart-account-networks lookup stores an empty list', async () => {
    const storage = memoryStorage()
    storage.set('smartAccountEnabledNetworks', [1, 137])
    expect(
      await loadSmartAccountEnabledNetworks({
        getNetworks: () => Promise.reject(new Error('no')),
        storage,
      }),
    ).toEqual([])
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([])
    expect(
      await loadSmartAccountEnabledNetworks({ getNetworks: async () => [8453], storage }),
    ).toEqual([8453])
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([8453])
  })

  it('a failed set-preferred-account falls back to eoa', async () => {
    const refused = () => Promise.reject(new Error('not deployed'))
    expect(
      await setPreferredAccountType({ setPreferredAccount: refused, type: 'smartAccount' }),
    ).toBe('eoa')
    const accepted = async () => undefined
    expect(
      await setPreferredAccountType({ setPreferredAccount: accepted, type: 'smartAccount' }),
    ).toBe('smartAccount')
  })

  it('a failed capabilities call returns an empty object', async () => {
    expect(
      await getCapabilitiesOrEmpty({ getCapabilities: () => Promise.reject(new Error('4200')) }),
    ).toEqual({})
    const caps = { '0x1': { atomic: { status: 'supported' } } }
    expect(await getCapabilitiesOrEmpty({ getCapabilities: async () => caps })).toBe(caps)
  })

  it('a failed gas estimation returns zero; a non-EVM namespace is refused', async () => {
    expect(await estimateGasOrZero({ estimate: () => Promise.reject(new Error('revert')) })).toBe(
      0n,
    )
    expect(
      await estimateGasOrZero({ estimate: async () => 21_000n, chainNamespace: 'eip155' }),
    ).toBe(21_000n)
    await expect(
      estimateGasOrZero({ estimate: async () => 21_000n, chainNamespace: 'solana' }),
    ).rejects.toBeInstanceOf(InvalidChainNamespaceError)
  })
})

describe('fetchOnrampQuote (SPEC §4, §8)', () => {
  const newFoyer = () => createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })

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
})
