// @vitest-environment jsdom

import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { createWallet } from '../custody/createWallet.ts'
import { type AccountClient, ServerError } from './createServerClient.ts'
import { createSessionStore } from './createSessionStore.ts'
import { showManagePage } from './showManagePage.ts'

const session = {
  serverToken: 'server-token',
  appToken: 'app-token',
  email: 'ada@example.com',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
} as const

type Server = {
  [K in keyof AccountClient]: ReturnType<typeof vi.fn<AccountClient[K]>>
}

/** The page on a signed-in browser, with a server that answers as `overrides` say. */
function render(
  overrides: Partial<AccountClient> = {},
  {
    authShares = {} as AuthShareClient,
    devices = {} as DeviceShareStore,
  }: { authShares?: AuthShareClient; devices?: DeviceShareStore } = {},
) {
  const sessions = createSessionStore(window.localStorage)
  sessions.write(session)
  const server: Server = {
    signOutEverywhere: vi.fn(overrides.signOutEverywhere ?? (async () => 1)),
    session: vi.fn(
      overrides.session ??
        (async () => ({
          id: 'u1',
          email: session.email,
          signedIn: { secondsAgo: 30, freshForSeconds: 300 },
        })),
    ),
    startEmail: vi.fn(overrides.startEmail ?? (async () => ({ action: 'VERIFY_OTP' as const }))),
    verifyEmail: vi.fn(
      overrides.verifyEmail ??
        (async () => ({ token: 'proof-token', user: { id: 'u1', email: session.email } })),
    ),
    signOut: vi.fn(overrides.signOut ?? (async () => {})),
    passkeyList: vi.fn(overrides.passkeyList ?? (async () => [])),
    sessions: vi.fn(
      overrides.sessions ??
        (async () => [
          { device: 'abc123', issuedAt: '2026-11-29T10:00:00.000Z', current: true },
          { device: 'def456', issuedAt: '2026-11-28T09:00:00.000Z', current: false },
        ]),
    ),
    passkeyRemove: vi.fn(overrides.passkeyRemove ?? (async () => {})),
    passkeyRegisterOptions: vi.fn(
      overrides.passkeyRegisterOptions ??
        (async () => {
          throw new Error('No passkeys in these unit tests')
        }),
    ),
    passkeyRegisterVerify: vi.fn(
      overrides.passkeyRegisterVerify ??
        (async () => {
          throw new Error('No passkeys in these unit tests')
        }),
    ),
    putPasskeyRecovery: vi.fn(overrides.putPasskeyRecovery ?? (async () => {})),
  }
  showManagePage(document.body, { sessions, devices, authShares, server })
  const named = (name: string) =>
    [...document.querySelectorAll('button')].find((b) => b.textContent === name)
  return { sessions, server, button: named('Sign out everywhere')!, named }
}

/** A wallet whose shares this browser and the server hold (`token`'s auth share only). */
async function walletFor(token: string) {
  const { address, shares } = await createWallet()
  const authShares = {
    get: async (asked: string) => (asked === token ? { address, share: shares.auth } : undefined),
    put: async () => {},
  } as unknown as AuthShareClient
  const devices = {
    load: async (of: string) => (of === address ? shares.device : undefined),
  } as unknown as DeviceShareStore
  return { address, authShares, devices }
}

const text = (id: string) => document.getElementById(id)?.textContent

afterEach(() => {
  document.body.replaceChildren()
  window.localStorage.clear()
})

describe('the wallet page: sign out everywhere', () => {
  it("ends every session with this browser's token, then forgets its own", async () => {
    const { sessions, server, button } = render({ signOutEverywhere: async () => 2 })
    // Where the wallet is signed in: this browser named as such, the other by its device.
    const list = () => document.getElementById('foyer-session-list')
    await vi.waitFor(() => expect(list()?.querySelectorAll('li')).toHaveLength(2))
    expect(server.sessions).toHaveBeenCalledWith('server-token')
    expect(list()?.textContent).toContain('This browser signed in')
    expect(list()?.textContent).toContain('Device def456… signed in')
    expect(button.getAttribute('aria-describedby')).toBe('foyer-signout-help')
    expect(document.getElementById('foyer-signout-help')?.textContent).toContain(
      'Sign this wallet out on every device, this one included.',
    )
    button.click()
    await vi.waitFor(() =>
      expect(document.getElementById('foyer-signout-status')?.textContent).toBe(
        'Signed out on every device (2 sign-ins ended). Sign in again in the app to use your wallet: it stays the same.',
      ),
    )
    expect(server.signOutEverywhere).toHaveBeenCalledWith('server-token')
    expect(sessions.read()).toBeUndefined()
    expect(document.body.textContent).not.toContain('Sign out everywhere')
    expect(document.body.textContent).not.toContain('Export private key')
    expect(list()).toBeNull()
  })

  it('says a failure in words and lets the person try again', async () => {
    const { sessions, button } = render({
      signOutEverywhere: async () => {
        throw new ServerError(
          'Cannot reach the wallet server: check your connection and try again.',
          0,
        )
      },
    })
    button.click()
    await vi.waitFor(() =>
      expect(document.getElementById('foyer-signout-error')?.textContent).toBe(
        'Cannot reach the wallet server: check your connection and try again.',
      ),
    )
    expect(button.disabled).toBe(false)
    expect(sessions.read()).toEqual(session)
  })
})

describe('the wallet page: exporting the private key', () => {
  it("shows the warning first; a fresh login exports at once, and the key is this address's", async () => {
    const wallet = await walletFor('server-token')
    const { server, named } = render({}, wallet)
    expect(text('foyer-export-warning')).toContain('Anyone who has the private key controls')
    expect(named('Export private key')!.getAttribute('aria-describedby')).toBe(
      'foyer-export-warning',
    )
    expect(document.getElementById('foyer-private-key')!.hidden).toBe(true)
    named('Export private key')!.click()
    await vi.waitFor(() => expect(document.getElementById('foyer-private-key')!.hidden).toBe(false))
    const key = text('foyer-private-key') as Hex
    expect(privateKeyToAddress(key)).toBe(wallet.address)
    expect(server.startEmail).not.toHaveBeenCalled()
  })

  it('a login older than the fresh window is proved again by a code; a wrong one says so and keeps it', async () => {
    const wallet = await walletFor('proof-token')
    const { server, named, sessions } = render(
      {
        session: async () => ({
          id: 'u1',
          email: session.email,
          signedIn: { secondsAgo: 3600, freshForSeconds: 300 },
        }),
        verifyEmail: async (_email, _device, otp) => {
          if (otp !== '123456')
            throw new ServerError('That code is not right. 4 attempts left.', 400)
          return { token: 'proof-token', user: { id: 'u1', email: session.email } }
        },
      },
      wallet,
    )
    named('Export private key')!.click()
    await vi.waitFor(() => expect(document.getElementById('foyer-export-code')).not.toBeNull())
    expect(server.startEmail).toHaveBeenCalledWith(session.email, sessions.deviceId())
    expect(document.getElementById('foyer-export-proof')!.textContent).toContain(
      `We sent a 6-digit code to ${session.email}.`,
    )
    const code = document.getElementById('foyer-export-code') as HTMLInputElement
    expect(document.activeElement).toBe(code)
    code.value = '000000'
    named('Confirm and export')!.click()
    await vi.waitFor(() =>
      expect(text('foyer-export-error')).toBe('That code is not right. 4 attempts left.'),
    )
    expect(code.value).toBe('000000')
    expect(document.getElementById('foyer-private-key')!.hidden).toBe(true)
    code.value = '123456'
    named('Confirm and export')!.click()
    await vi.waitFor(() => expect(document.getElementById('foyer-private-key')!.hidden).toBe(false))
    expect(privateKeyToAddress(text('foyer-private-key') as Hex)).toBe(wallet.address)
    // The proof's session served this export only; the app's own session is untouched.
    expect(server.signOut).toHaveBeenCalledWith('proof-token')
    expect(sessions.read()?.serverToken).toBe('server-token')
  })

  it('a social login older than the window is asked to sign in again, naming its provider', async () => {
    const { named, server } = render({
      session: async () => ({
        id: 'u1',
        email: null,
        signedIn: { secondsAgo: 900, freshForSeconds: 300 },
      }),
    })
    const sessions = createSessionStore(window.localStorage)
    sessions.write({ ...session, authProvider: 'google' })
    named('Export private key')!.click()
    await vi.waitFor(() =>
      expect(text('foyer-export-error')).toBe(
        'For your safety, exporting needs a sign-in from the last 5 minutes. Sign in again with Google in the app (Account, Disconnect, then sign in), then open this page again.',
      ),
    )
    expect(server.startEmail).not.toHaveBeenCalled()
    expect(named('Export private key')!.disabled).toBe(false)
  })
})
