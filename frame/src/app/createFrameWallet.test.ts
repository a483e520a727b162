import { APP_EVENT_TYPES } from '@foyer/modal/frame-protocol'
import { IDBFactory } from 'fake-indexeddb'
import { type Address, encodeFunctionData, type Hex, toHex, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { authShareMessage } from '../custody/authShareMessage.ts'
import { createDeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { decodeRecoveryKey, RECOVERY_WORDS } from '../custody/recoveryKey.ts'
import { executeBatchAbi } from '../smart/batchAccount.ts'
import { appContext, context, setup, signIn } from '../testing/frameWallet.ts'
import { memoryStorage } from '../testing/memoryStorage.ts'
import type { FrameUi } from './createFrameUi.ts'
import { createFrameWallet } from './createFrameWallet.ts'
import { createSessionStore } from './createSessionStore.ts'
import { restoreCancelled } from './unlockWallet.ts'

describe('createFrameWallet', () => {
  it("answers every app event: SPEC §7's 21 and Foyer's CONNECT_PASSKEY", () => {
    const { handlers } = setup()
    expect(APP_EVENT_TYPES.filter((type) => !handlers[type])).toEqual([])
  })

  it('changes the email with the two codes: GET_USER then shows the new one, same address', async () => {
    const { handlers, server, sessionUpdate } = setup()
    const { address } = await signIn(handlers)
    const app = appContext(sessionUpdate)
    const email = 'lovelace@example.com'
    expect(await handlers.UPDATE_EMAIL!({ email }, app)).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    await handlers.UPDATE_EMAIL_PRIMARY_OTP!({ otp: '111111' }, app)
    expect(await handlers.UPDATE_EMAIL_SECONDARY_OTP!({ otp: '222222' }, app)).toEqual({
      email,
    })
    expect(server.startEmailChange).toHaveBeenCalledWith('server-token', email)
    expect(await handlers.GET_USER!({}, app)).toMatchObject({ email, address })
  })

  it('signs in with the code, creates and splits a wallet, and gives the app its own token', async () => {
    const { handlers, sessionUpdate, ui, storage, shares } = setup()
    const { address } = await signIn(handlers)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The recovery key was offered to keep; the auth share went to the server.
    expect(ui.offerRecovery).toHaveBeenCalledOnce()
    // An email login: the key goes with "your email".
    expect(ui.offerRecovery).toHaveBeenCalledWith(expect.any(Array), 'your email')
    expect(shares.get('server-token')?.address).toBe(address)
    // The app's token opens nothing on the server: it is not the server's.
    const [appToken] = sessionUpdate.mock.calls[0] as [string]
    expect(appToken).not.toBe('server-token')
    expect(await handlers.IS_CONNECTED!({ token: appToken }, context)).toEqual({
      isConnected: true,
    })
    expect(await handlers.IS_CONNECTED!({ token: 'server-token' }, context)).toEqual({
      isConnected: false,
    })
    expect(await handlers.GET_USER!({}, { ...context, token: appToken })).toMatchObject({
      email: 'ada@example.com',
      address,
      chainId: 137,
      accounts: [{ address, type: 'eoa' }],
    })
    // Nothing secret is in the frame's localStorage but the two tokens.
    const stored = Array.from({ length: storage.length }, (_, i) =>
      storage.getItem(storage.key(i)!),
    ).join('\n')
    expect(stored).toContain(appToken)
    expect(stored).not.toMatch(/[0-9a-f]{64}/)
  })

  it('rebuilds the key after a reload from the device share and the auth share', async () => {
    const setupResult = setup()
    const { address } = await signIn(setupResult.handlers)
    const [appToken] = setupResult.sessionUpdate.mock.calls[0] as [string]
    const reloaded = setupResult.make()
    expect(await reloaded.IS_CONNECTED!({ token: appToken }, context)).toEqual({
      isConnected: true,
    })
    const app = { ...context, token: appToken }
    expect(((await reloaded.GET_USER!({}, app)) as { address: Address }).address).toBe(address)
    expect(setupResult.ui.askRecovery).not.toHaveBeenCalled()
  })

  it('signs what the visitor approves in the frame, and refuses with 4001 what they reject', async () => {
    const { handlers, sessionUpdate } = setup()
    const { address } = await signIn(handlers)
    const message = '0x68656c6c6f' as Hex
    const signature = (await handlers.RPC_REQUEST!(
      { method: 'personal_sign', params: [message, address] },
      appContext(sessionUpdate),
    )) as Hex
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)

    const rejecting = setup({ approve: false })
    const own = await signIn(rejecting.handlers)
    await expect(
      rejecting.handlers.RPC_REQUEST!(
        { method: 'personal_sign', params: [message, own.address] },
        appContext(rejecting.sessionUpdate),
      ),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('closes the approval when the app cancels the request, and signs nothing', async () => {
    const { handlers, sessionUpdate, ui } = setup()
    // The dialog as createFrameUi draws it: it closes with false when the signal aborts.
    vi.mocked(ui.approve).mockImplementation(
      (_summary, _requester, signal) =>
        new Promise((resolve) => signal?.addEventListener('abort', () => resolve(false))),
    )
    const { address } = await signIn(handlers)
    const controller = new AbortController()
    const answer = handlers.RPC_REQUEST!(
      { method: 'personal_sign', params: ['0x68656c6c6f', address] },
      { ...appContext(sessionUpdate), signal: controller.signal },
    )
    await vi.waitFor(() => expect(ui.approve).toHaveBeenCalledTimes(1))
    expect(vi.mocked(ui.approve).mock.calls[0]![2]).toBe(controller.signal)
    controller.abort()
    await expect(answer).rejects.toThrow('Request was aborted')
  })

  it('refuses an unsafe method it cannot run before asking the visitor', async () => {
    const { handlers, sessionUpdate, ui } = setup()
    await signIn(handlers)
    await expect(
      handlers.RPC_REQUEST!(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] },
        appContext(sessionUpdate),
      ),
    ).rejects.toMatchObject({ code: 4200 })
    // A batch while the account is no smart account here: 4200, the modal sends it call by call.
    await expect(
      handlers.RPC_REQUEST!(
        {
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x89', calls: [{ to: `0x${'22'.repeat(20)}` }] }],
        },
        appContext(sessionUpdate),
      ),
    ).rejects.toMatchObject({ code: 4200 })
    expect(ui.approve).not.toHaveBeenCalled()
  })

  it('refuses an eth_sendUserOperation it cannot run before asking the visitor, naming why', async () => {
    const { handlers, sessionUpdate, ui } = setup()
    const { address } = await signIn(handlers)
    const app = appContext(sessionUpdate)
    const transfer = encodeFunctionData({
      abi: executeBatchAbi,
      functionName: 'executeBatch',
      args: [[{ to: `0x${'22'.repeat(20)}`, value: 1n, data: '0x' }]],
    })
    const send = (params: unknown[]) =>
      handlers.RPC_REQUEST!({ method: 'eth_sendUserOperation', params }, app)
    await expect(send([{ sender: address, callData: '0xdeadbeef' }])).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining("params[0].callData must be the account's execute"),
    })
    await expect(
      send([{ sender: `0x${'33'.repeat(20)}`, callData: transfer }]),
    ).rejects.toMatchObject({
      code: 4100,
      message: expect.stringContaining("params[0].sender must be this wallet's account"),
    })
    await expect(
      send([{ callData: transfer }, '0x0000000071727De22E5E9d8BAf0edAc6f37da032']),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('EntryPoint v0.8') })
    // This app pays no bundler here: the batch goes with wallet_sendCalls instead.
    await expect(send([{ sender: address, callData: transfer }])).rejects.toMatchObject({
      code: 4200,
      message: expect.stringContaining('the app pays no bundler on Polygon (chain 137)'),
    })
    expect(ui.approve).not.toHaveBeenCalled()
  })

  it("refuses an app's request to sign the wallet's own share-replacing message, before asking the visitor", async () => {
    const { handlers, sessionUpdate, ui } = setup()
    const { address } = await signIn(handlers)
    const message = await authShareMessage({
      address,
      share: new Uint8Array(33),
      version: 2,
      serverOrigin: 'https://wallet.example.com',
    })
    for (const param of [message, toHex(message), `  ${message}`])
      await expect(
        handlers.RPC_REQUEST!(
          { method: 'personal_sign', params: [param, address] },
          appContext(sessionUpdate),
        ),
      ).rejects.toMatchObject({ code: 4200 })
    expect(ui.approve).not.toHaveBeenCalled()
  })

  it('answers eth_chainId locally, passes reads to the proxy, refuses what is not listed', async () => {
    const { handlers, server, sessionUpdate } = setup()
    await signIn(handlers)
    const app = appContext(sessionUpdate)
    expect(await handlers.RPC_REQUEST!({ method: 'eth_chainId' }, context)).toBe('0x89')
    expect(await handlers.RPC_REQUEST!({ method: 'eth_blockNumber' }, app)).toBe('0x10')
    expect(server.rpc).toHaveBeenCalledWith(137, 'eth_blockNumber', undefined)
    await expect(handlers.RPC_REQUEST!({ method: 'debug_traceTransaction' }, app)).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(server.rpc).toHaveBeenCalledTimes(1)
  })

  it('where no chain has the batch account: no smart-account networks, a smart account refused', async () => {
    const { handlers, sessionUpdate, ui } = setup()
    await signIn(handlers)
    const app = appContext(sessionUpdate)
    await expect(
      handlers.SET_PREFERRED_ACCOUNT!({ type: 'smartAccount' }, app),
    ).rejects.toMatchObject({
      code: 4200,
      message: expect.stringMatching(/^Smart accounts are not available on /),
    })
    await expect(handlers.SET_PREFERRED_ACCOUNT!({ type: 'admin' }, app)).rejects.toThrow(
      'Account type "admin" is not eoa or smartAccount',
    )
    expect(ui.approve).not.toHaveBeenCalled()
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS!({}, context)).toEqual({
      smartAccountEnabledNetworks: [],
    })
    expect(await handlers.GET_USER!({}, app)).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
  })

  it('signs out: the server session is revoked and the app token stops working', async () => {
    const { handlers, server, sessionUpdate } = setup()
    await signIn(handlers)
    const [appToken] = sessionUpdate.mock.calls[0] as [string]
    await handlers.SIGN_OUT!({}, { ...context, token: appToken })
    expect(server.signOut).toHaveBeenCalledWith('server-token')
    expect(await handlers.IS_CONNECTED!({ token: appToken }, context)).toEqual({
      isConnected: false,
    })
  })

  it('a new device restores the wallet with the recovery key and the auth share', async () => {
    const first = setup()
    const { address } = await signIn(first.handlers)
    const words = (first.ui.offerRecovery as ReturnType<typeof vi.fn>).mock.calls[0]![0]
    expect(words).toHaveLength(RECOVERY_WORDS)
    expect(decodeRecoveryKey(words.join(' '))).toHaveLength(33)
    // Another browser: new storage and IndexedDB, the same server.
    const other = createFrameWallet({
      server: first.server,
      sessions: createSessionStore(memoryStorage()),
      devices: createDeviceShareStore({ indexedDB: new IDBFactory(), crypto }),
      authShares: {
        put: async () => {},
        get: async () => first.shares.get('server-token'),
      },
      ui: first.ui,
      chains: [1],
      initialChainId: 1,
      sessionUpdate: () => {},
      serverOrigin: 'http://127.0.0.1:8787',
    })
    const again = (await signIn(other)) as { address: Address }
    expect(again.address).toBe(address)
    expect(first.ui.askRecovery).toHaveBeenCalledOnce()
  })

  it('a new device whose visitor leaves "Restore your wallet" gets 4001, keeps nothing, and the server session ends', async () => {
    const first = setup()
    const { address } = await signIn(first.handlers)
    const devices = createDeviceShareStore({ indexedDB: new IDBFactory(), crypto })
    const sessions = createSessionStore(memoryStorage())
    const ui: FrameUi = { ...first.ui, askRecovery: vi.fn(async () => false) }
    const other = createFrameWallet({
      server: first.server,
      sessions,
      devices,
      authShares: { put: async () => {}, get: async () => first.shares.get('server-token') },
      ui,
      chains: [1],
      initialChainId: 1,
      sessionUpdate: () => {},
      serverOrigin: 'http://127.0.0.1:8787',
    })
    await expect(signIn(other)).rejects.toMatchObject({ code: 4001, message: restoreCancelled() })
    expect(ui.askRecovery).toHaveBeenCalledWith(address, expect.any(Function))
    expect(await devices.load(address)).toBeUndefined()
    expect(sessions.read()).toBeUndefined()
    expect(first.server.signOut).toHaveBeenCalledWith('server-token')
  })
})
