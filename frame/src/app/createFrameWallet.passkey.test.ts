import { describe, expect, it, vi } from 'vitest'
import type { PasskeyLogin } from '../passkeys/ceremonies.ts'
import { vaultKey } from '../passkeys/passkeyVault.ts'
import { context, setup } from '../testing/frameWallet.ts'
import { passkeyLeft } from './createFrameWallet.ts'
import { passkeyNoPrf, passkeyVaultFailed, restoreCancelled } from './unlockWallet.ts'

// CONNECT_PASSKEY in the frame, with the browser's ceremonies (ceremonies.ts) standing in: what
// the frame does with a passkey login's PRF key. The ceremonies themselves run in Chromium with
// its virtual authenticator (e2e/passkeys.spec.ts).
const ceremony = vi.hoisted(() => ({ login: undefined as PasskeyLogin | undefined }))
vi.mock('../passkeys/ceremonies.ts', () => ({
  createPasskey: vi.fn(async () => ceremony.login),
  usePasskey: vi.fn(async () => ceremony.login),
}))

const signed = { token: 'server-token', user: { id: 'u1', email: null }, credentialId: 'cred-1' }

/** A frame whose visitor picks `choice`, and whose server keeps the vault in memory. */
function passkeyFrame() {
  const t = setup()
  const vaults = new Map<string, string>()
  vi.mocked(t.server.putPasskeyRecovery).mockImplementation(async (_token, id, ciphertext) => {
    vaults.set(id, ciphertext)
  })
  vi.mocked(t.server.getPasskeyRecovery).mockImplementation(async (_token, id) => vaults.get(id))
  const pick = (choice: 'use' | 'create' | undefined) =>
    vi.mocked(t.ui.choosePasskey).mockResolvedValue(choice)
  return { ...t, vaults, pick }
}

describe('CONNECT_PASSKEY', () => {
  it('a PRF passkey keeps the recovery share (sealed) and opens the wallet on a new device', async () => {
    const t = passkeyFrame()
    ceremony.login = { signed, prfKey: await vaultKey(new Uint8Array(32).fill(3), 'cred-1') }
    t.pick('create')
    const created = (await t.handlers.CONNECT_PASSKEY!({}, context)) as { address: string }
    expect(created).toMatchObject({ passkey: 'created' })
    expect(t.ui.offerRecovery).not.toHaveBeenCalled()
    expect(t.vaults.get('cred-1')).toMatch(/^[A-Za-z0-9+/]+=*$/)

    const elsewhere = t.make({ newDevice: true })
    t.pick('use')
    const used = (await elsewhere.CONNECT_PASSKEY!({}, context)) as { address: string }
    expect(used).toMatchObject({ address: created.address, passkey: 'used' })
    expect(t.ui.askRecovery).not.toHaveBeenCalled()
  })

  it('another PRF output opens nothing: the new device asks for the recovery key instead', async () => {
    const t = passkeyFrame()
    ceremony.login = { signed, prfKey: await vaultKey(new Uint8Array(32).fill(3), 'cred-1') }
    t.pick('create')
    await t.handlers.CONNECT_PASSKEY!({}, context)
    ceremony.login = { signed, prfKey: await vaultKey(new Uint8Array(32).fill(4), 'cred-1') }
    vi.mocked(t.ui.askRecovery).mockResolvedValue(false)
    t.pick('use')
    await expect(t.make({ newDevice: true }).CONNECT_PASSKEY!({}, context)).rejects.toMatchObject({
      message: restoreCancelled(),
      code: 4001,
    })
    expect(t.ui.askRecovery).toHaveBeenCalledOnce()
  })

  it('shows the recovery key, saying why, without PRF or when the server cannot keep it', async () => {
    const t = passkeyFrame()
    ceremony.login = { signed, prfKey: undefined }
    t.pick('create')
    await t.handlers.CONNECT_PASSKEY!({}, context)
    expect(t.ui.offerRecovery).toHaveBeenCalledWith(
      expect.any(Array),
      'your passkey',
      passkeyNoPrf(),
    )

    const down = passkeyFrame()
    vi.mocked(down.server.putPasskeyRecovery).mockRejectedValue(new Error('503'))
    ceremony.login = { signed, prfKey: await vaultKey(new Uint8Array(32).fill(3), 'cred-1') }
    down.pick('create')
    await down.handlers.CONNECT_PASSKEY!({}, context)
    expect(down.ui.offerRecovery).toHaveBeenCalledWith(
      expect.any(Array),
      'your passkey',
      passkeyVaultFailed(),
    )
  })

  it('a cancelled dialog is 4001 with its sentence, and no ceremony runs', async () => {
    const t = passkeyFrame()
    const { createPasskey, usePasskey } = await import('../passkeys/ceremonies.ts')
    vi.mocked(createPasskey).mockClear()
    vi.mocked(usePasskey).mockClear()
    t.pick(undefined)
    await expect(t.handlers.CONNECT_PASSKEY!({}, context)).rejects.toMatchObject({
      message: passkeyLeft(),
      code: 4001,
    })
    expect(createPasskey).not.toHaveBeenCalled()
    expect(usePasskey).not.toHaveBeenCalled()
  })
})
