// @vitest-environment jsdom
import { APP_EVENT_TYPES } from '@foyer/modal/frame-protocol'
import { describe, expect, it, vi } from 'vitest'
import { appContext, context, setup } from '../testing/frameWallet.ts'
import { createWalletPart } from './createFrameWallet.ts'
import { createFirstStep, type WalletPart } from './firstStep.ts'

// The frame's first load is the first step; the wallet's part (viem, the key) loads on its first
// use. Here the wallet's part is the real one, and `wallet` counts its loads.

function firstStep() {
  const collaborators = setup()
  const parameters = collaborators.parameters()
  let part: WalletPart | undefined
  const wallet = vi.fn(async () => {
    part ??= createWalletPart(parameters, first)
    return part
  })
  const first = createFirstStep({ ...parameters, wallet })
  return { ...collaborators, first, wallet }
}

describe("the frame's first step", () => {
  it('answers the ready check, the theme, the app name and an unknown session without the wallet code', async () => {
    const { first, wallet } = firstStep()
    expect(await first.handlers.GET_CHAIN_ID!({}, context)).toEqual({ chainId: 137 })
    first.handlers.SYNC_THEME!({ themeMode: 'dark' }, context)
    expect(document.documentElement.dataset.theme).toBe('dark')
    first.handlers.SYNC_DAPP_DATA!({ metadata: { name: 'Ada’s app' } } as never, context)
    expect(first.appName(context.origin)).toBe('Ada’s app')
    expect(first.appName('https://other.example')).toBeUndefined()
    expect(await first.handlers.IS_CONNECTED!({ token: 'no-such-token' }, context)).toEqual({
      isConnected: false,
    })
    expect(wallet).not.toHaveBeenCalled()
  })

  it('sends the code without the wallet code, then fetches it while the visitor reads the mail', async () => {
    const { first, wallet, server } = firstStep()
    const sent = first.handlers.CONNECT_EMAIL!({ email: 'ada@example.com' }, context)
    expect(wallet).not.toHaveBeenCalled()
    expect(await sent).toEqual({ action: 'VERIFY_OTP' })
    expect(server.startEmail).toHaveBeenCalledWith('ada@example.com', expect.any(String))
    // Fetched once the code is on its way, when the browser is idle.
    await vi.waitFor(() => expect(wallet).toHaveBeenCalledTimes(1))
    expect(first.pendingLogin()).toMatchObject({ email: 'ada@example.com' })
  })

  it('hands every other event to the wallet part: the code opens the wallet, GET_USER answers', async () => {
    const { first, wallet, sessionUpdate } = firstStep()
    await first.handlers.CONNECT_EMAIL!({ email: 'ada@example.com' }, context)
    const opened = (await first.handlers.CONNECT_OTP!({ otp: '123456' }, context)) as {
      address: string
    }
    expect(opened.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(first.pendingLogin()).toBeUndefined()
    expect(await first.handlers.GET_USER!({}, appContext(sessionUpdate))).toMatchObject({
      email: 'ada@example.com',
      address: opened.address,
    })
    // A known session is the wallet's to open.
    const calls = wallet.mock.calls.length
    expect(await first.handlers.IS_CONNECTED!({}, appContext(sessionUpdate))).toEqual({
      isConnected: true,
    })
    expect(wallet.mock.calls.length).toBeGreaterThan(calls)
    // Every app event has a handler: the first step's own, or the wallet part's behind it.
    for (const type of APP_EVENT_TYPES) expect(first.handlers[type], type).toBeTypeOf('function')
  })

  it('a wallet part that cannot load fails the event with its reason, and the next event tries again', async () => {
    const collaborators = setup()
    const parameters = collaborators.parameters()
    let attempts = 0
    const first = createFirstStep({
      ...parameters,
      wallet: async () => {
        attempts++
        throw new Error('Failed to fetch dynamically imported module')
      },
    })
    await expect(first.handlers.GET_USER!({}, context)).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    )
    await expect(first.handlers.SIGN_OUT!({}, context)).rejects.toThrow('Failed to fetch')
    expect(attempts).toBe(2)
  })
})
