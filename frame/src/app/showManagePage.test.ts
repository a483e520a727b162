// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { ServerError } from './createServerClient.ts'
import { createSessionStore } from './createSessionStore.ts'
import { showManagePage } from './showManagePage.ts'

const session = {
  serverToken: 'server-token',
  appToken: 'app-token',
  email: 'ada@example.com',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
} as const

function render(signOutEverywhere: (token: string) => Promise<number>) {
  const sessions = createSessionStore(window.localStorage)
  sessions.write(session)
  const server = { signOutEverywhere: vi.fn(signOutEverywhere) }
  showManagePage(document.body, {
    sessions,
    devices: {} as DeviceShareStore,
    authShares: {} as AuthShareClient,
    server,
  })
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent === 'Sign out everywhere',
  )!
  return { sessions, server, button }
}

afterEach(() => {
  document.body.replaceChildren()
  window.localStorage.clear()
})

describe('the wallet page: sign out everywhere', () => {
  it("ends every session with this browser's token, then forgets its own", async () => {
    const { sessions, server, button } = render(async () => 2)
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
  })

  it('says a failure in words and lets the person try again', async () => {
    const { sessions, button } = render(async () => {
      throw new ServerError(
        'Cannot reach the wallet server: check your connection and try again.',
        0,
      )
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
