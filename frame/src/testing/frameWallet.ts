import { IDBFactory } from 'fake-indexeddb'
import type { Address } from 'viem'
import { expect, vi } from 'vitest'
import type { FrameUi } from '../app/createFrameUi.ts'
import { createFrameWallet } from '../app/createFrameWallet.ts'
import type { ServerClient } from '../app/createServerClient.ts'
import { createSessionStore } from '../app/createSessionStore.ts'
import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import { createDeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { memoryStorage } from './memoryStorage.ts'

// The frame wallet's unit tests (createFrameWallet*.test.ts): its collaborators in memory, a
// login, and the context of the app's events.

/** The passkey routes, unused by these tests (the passkey journey runs in the browser, e2e). */
const noPasskeys = () => {
  const unused = async (): Promise<never> => {
    throw new Error('No passkeys in these unit tests')
  }
  return {
    passkeyRegisterOptions: vi.fn(unused),
    passkeyRegisterVerify: vi.fn(unused),
    passkeyLoginOptions: vi.fn(unused),
    passkeyLoginVerify: vi.fn(unused),
    putPasskeyRecovery: vi.fn(unused),
    getPasskeyRecovery: vi.fn(unused),
  }
}

/** This module's collaborators: the server and the auth shares in memory, the UI scripted. */
export function setup({ approve = true }: { approve?: boolean } = {}) {
  const shares = new Map<string, { share: Uint8Array; address: Address }>()
  const authShares: AuthShareClient = {
    async put(token, share, address) {
      shares.set(token, { share, address })
    },
    async get(token) {
      return shares.get(token)
    },
  }
  const server: ServerClient = {
    startEmail: vi.fn(async () => ({ action: 'VERIFY_OTP' as const })),
    deviceApproved: vi.fn(async () => true),
    verifyEmail: vi.fn(async (email: string) => ({
      token: 'server-token',
      user: { id: 'u1', email },
    })),
    session: vi.fn(async (token: string) =>
      token === 'server-token' ? { id: 'u1', email: 'ada@example.com' } : undefined,
    ),
    signOut: vi.fn(async () => {}),
    startEmailChange: vi.fn(async () => ({ step: 'primary' as const })),
    confirmPrimary: vi.fn(async () => ({ step: 'secondary' as const })),
    confirmSecondary: vi.fn(async () => ({ user: { id: 'u1', email: 'lovelace@example.com' } })),
    startSocial: vi.fn(async () => ({ uri: 'http://127.0.0.1:8787/authorize' })),
    finishSocial: vi.fn(async () => ({
      token: 'server-token',
      user: { id: 'u1', username: 'octo-ada', provider: 'github' },
    })),
    startFarcaster: vi.fn(async () => ({ uri: 'farcaster://connect', state: 'state' })),
    farcasterStatus: vi.fn(async () => ({ status: 'pending' as const })),
    userOperationRpc: vi.fn(async () => {
      throw new Error('No bundler in unit tests')
    }),
    ...noPasskeys(),
    rpc: vi.fn(async (_chainId: number, method: string) => {
      if (method === 'eth_blockNumber') return '0x10'
      // No code anywhere: no chain serves the batch account, no account is delegated.
      if (method === 'eth_getCode') return '0x'
      throw new Error(`unexpected ${method}`)
    }),
  }
  let recovery: string | undefined
  const ui: FrameUi = {
    approve: vi.fn(async () => approve),
    confirmEmailChange: vi.fn(async () => true),
    choosePasskey: vi.fn(async () => undefined),
    offerRecovery: vi.fn(async (words: readonly string[]) => {
      // As a person writes it down: numbered, one word a line.
      recovery = words.map((word, i) => `${i + 1}. ${word}`).join('\n')
    }),
    askRecovery: vi.fn(async (_address: string, check: (text: string) => Promise<void>) => {
      await check(recovery!)
      return true
    }),
  }
  const sessionUpdate = vi.fn()
  const storage = memoryStorage()
  const indexedDB = new IDBFactory()
  /** The frame; `newDevice`: in a browser that holds nothing of the wallet (same server). */
  const parameters = ({ newDevice = false }: { newDevice?: boolean } = {}) => ({
    server,
    sessions: createSessionStore(newDevice ? memoryStorage() : storage),
    devices: createDeviceShareStore({
      indexedDB: newDevice ? new IDBFactory() : indexedDB,
      crypto,
    }),
    authShares,
    ui,
    chains: [1, 137],
    initialChainId: 137,
    sessionUpdate,
    serverOrigin: 'http://127.0.0.1:8787',
    appOrigin: 'http://127.0.0.1:5173',
  })
  const make = (options: { newDevice?: boolean } = {}) => createFrameWallet(parameters(options))
  return { handlers: make(), make, parameters, server, ui, sessionUpdate, storage, shares }
}

export const context = { id: 'request-1', origin: 'http://127.0.0.1:5173' }

export async function signIn(handlers: ReturnType<typeof setup>['handlers']) {
  await handlers.CONNECT_EMAIL!({ email: 'ada@example.com' }, context)
  return (await handlers.CONNECT_OTP!({ otp: '123456' }, context)) as { address: Address }
}

/**
 * The context of the app's events after a login: `context`'s origin, which signed in, and the app
 * token the frame gave it with its last SESSION_UPDATE.
 */
export function appContext(sessionUpdate: ReturnType<typeof vi.fn>) {
  const [token, origin] = sessionUpdate.mock.lastCall as [string, string]
  expect(origin).toBe(context.origin)
  return { ...context, token }
}
