import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { appContext, context, setup, signIn } from '../testing/frameWallet.ts'

describe('the app token gates what acts on the account', () => {
  const other = 'http://127.0.0.1:5174'
  /** Every event that acts on the account, with a payload that would otherwise work. */
  const gated = (address: Address) =>
    [
      ['UPDATE_EMAIL', { email: 'mallory@example.com' }],
      ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }],
      ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }],
      ['SIGN_OUT', {}],
      ['SWITCH_NETWORK', { chainId: 1 }],
      ['RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', address] }],
      ['RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: address, to: address }] }],
      ['RPC_REQUEST', { method: 'eth_blockNumber' }],
      ['RPC_REQUEST', { method: 'eth_accounts' }],
      ['GET_USER', { chainId: 1 }],
      ['SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }],
      ['INIT_SMART_ACCOUNT', {}],
      [
        'RPC_REQUEST',
        {
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x89', calls: [{ to: address, value: '0x1' }] }],
        },
      ],
      [
        'RPC_REQUEST',
        {
          method: 'wallet_grantPermissions',
          params: [{ expiry: 4_000_000_000, permissions: [{ type: 'native-token-transfer' }] }],
        },
      ],
      [
        'RPC_REQUEST',
        {
          method: 'wallet_revokePermissions',
          params: [{ permissionsContext: 'foyer-permission:x' }],
        },
      ],
    ] as const

  /** The frame's whole localStorage, to show that nothing moved. */
  const snapshot = (storage: Storage) =>
    Object.fromEntries(
      Array.from({ length: storage.length }, (_, i) => [
        storage.key(i)!,
        storage.getItem(storage.key(i)!),
      ]),
    )

  it.each([
    ['without the token', () => ({ ...context })],
    ['with another token', () => ({ ...context, token: 'app-token-of-someone-else-000000' })],
    [
      'with the token, from another allowed origin',
      (token: string) => ({ ...context, origin: other, token }),
    ],
    ['with the server token', () => ({ ...context, token: 'server-token' })],
  ])('refuses every one %s (4100), with no effect', async (_name, forge) => {
    const { handlers, server, ui, sessionUpdate, storage } = setup()
    const { address } = await signIn(handlers)
    const { token } = appContext(sessionUpdate)
    const before = snapshot(storage)
    vi.clearAllMocks()
    for (const [type, payload] of gated(address)) {
      const handler = handlers[type] as (payload: unknown, context: unknown) => unknown
      await expect(
        (async () => handler(payload, forge(token)))(),
        `${type} ${JSON.stringify(payload)}`,
      ).rejects.toMatchObject({ code: 4100 })
    }
    // The server heard nothing, no dialog opened, the session and the chain did not move.
    for (const call of Object.values(server)) expect(call).not.toHaveBeenCalled()
    expect(ui.approve).not.toHaveBeenCalled()
    expect(snapshot(storage)).toEqual(before)
    expect(await handlers.GET_CHAIN_ID!(undefined, context)).toEqual({ chainId: 137 })
    // The app itself still can.
    expect(await handlers.GET_USER!({}, { ...context, token })).toMatchObject({ address })
  })

  it('says why in words, and answers eth_chainId to anyone', async () => {
    const { handlers, sessionUpdate } = setup()
    await expect(handlers.GET_USER!({}, context)).rejects.toThrow('Not signed in')
    await signIn(handlers)
    const { token } = appContext(sessionUpdate)
    await expect(handlers.GET_USER!({}, context)).rejects.toThrow(
      'it does not carry the session the wallet gave this app',
    )
    await expect(handlers.SIGN_OUT!({}, { ...context, origin: other, token })).rejects.toThrow(
      'its session was given to another app',
    )
    expect(await handlers.RPC_REQUEST!({ method: 'eth_chainId' }, context)).toBe('0x89')
  })

  it('gives the token to the origin that signed in only, and IS_CONNECTED answers it alone', async () => {
    const { handlers, sessionUpdate } = setup()
    await signIn(handlers)
    const [token, origin] = sessionUpdate.mock.lastCall as [string, string]
    expect(origin).toBe(context.origin)
    expect(await handlers.IS_CONNECTED!({ token }, { ...context, origin: other })).toEqual({
      isConnected: false,
    })
    expect(await handlers.IS_CONNECTED!({ token }, context)).toEqual({ isConnected: true })
  })

  it('binds a session stored before origins were kept to the first app that shows its token', async () => {
    const { handlers, make, sessionUpdate, storage } = setup()
    await signIn(handlers)
    const [token] = sessionUpdate.mock.lastCall as [string]
    const stored = JSON.parse(storage.getItem('foyer-frame:session')!)
    delete stored.appOrigin
    storage.setItem('foyer-frame:session', JSON.stringify(stored))
    const reloaded = make()
    await expect(reloaded.GET_USER!({}, { ...context, token })).rejects.toMatchObject({
      code: 4100,
    })
    expect(await reloaded.IS_CONNECTED!({ token }, context)).toEqual({ isConnected: true })
    expect(JSON.parse(storage.getItem('foyer-frame:session')!).appOrigin).toBe(context.origin)
    expect(await reloaded.IS_CONNECTED!({ token }, { ...context, origin: other })).toEqual({
      isConnected: false,
    })
    expect(await reloaded.GET_USER!({}, { ...context, token })).toMatchObject({
      email: 'ada@example.com',
    })
  })
})
