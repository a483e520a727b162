import { FARCASTER_ID_REGISTRY_ADDRESS } from '@foyer/server'
import { type Anvil, freePort, startAnvil } from '@foyer/testing/anvil'
import { idRegistryAddresses, installIdRegistry } from '@foyer/testing/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devFarcasterRpc } from './devFarcasterRpc.ts'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
})
afterAll(() => anvil?.stop())

const localRelay = { FOYER_FARCASTER_RELAY: 'http://127.0.0.1:4321' }

describe('devFarcasterRpc', () => {
  it("reads custody on chain 1's anvil once it has the IdRegistry fixture, with a local relay", async () => {
    expect(FARCASTER_ID_REGISTRY_ADDRESS).toBe(idRegistryAddresses.registry)
    // No registry yet: the server keeps OP Mainnet.
    expect(await devFarcasterRpc(anvil.url, localRelay)).toBeUndefined()
    await installIdRegistry({ rpcUrl: anvil.url })
    expect(await devFarcasterRpc(anvil.url, localRelay)).toBe(anvil.url)
  })

  it('keeps OP Mainnet for the real relay, an explicit FOYER_FARCASTER_RPC, or no local anvil', async () => {
    await installIdRegistry({ rpcUrl: anvil.url })
    expect(await devFarcasterRpc(anvil.url, {})).toBeUndefined()
    expect(
      await devFarcasterRpc(anvil.url, {
        FOYER_FARCASTER_RELAY: 'https://relay.farcaster.xyz',
      }),
    ).toBeUndefined()
    expect(
      await devFarcasterRpc(anvil.url, {
        ...localRelay,
        FOYER_FARCASTER_RPC: 'http://127.0.0.1:9545',
      }),
    ).toBeUndefined()
    expect(await devFarcasterRpc(undefined, localRelay)).toBeUndefined()
    expect(await devFarcasterRpc('https://eth.example', localRelay)).toBeUndefined()
    const closed = `http://127.0.0.1:${await freePort()}`
    expect(await devFarcasterRpc(closed, localRelay)).toBeUndefined()
  })
})
