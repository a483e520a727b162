import type { Hex } from 'viem'
import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { createWallet } from '../custody/createWallet.ts'
import { recoverKey } from '../custody/recoverKey.ts'
import { decodeRecoveryKey, encodeRecoveryKey } from '../custody/recoveryKey.ts'
import { t } from '../i18n/frameI18n.ts'
import { openShare, sealShare } from '../passkeys/passkeyVault.ts'
import type { FrameUi } from './createFrameUi.ts'
import type { ServerClient } from './createServerClient.ts'
import { ProviderError } from './providerError.ts'
import { socialProviderName } from './socialProviderName.ts'

/** What `unlockWallet` reads and writes: the shares' stores, the server and the dialogs. */
export type UnlockDeps = {
  server: ServerClient
  devices: DeviceShareStore
  authShares: AuthShareClient
  ui: FrameUi
}

/**
 * The answer to the login when the visitor left "Restore your wallet" (4001: their choice). The
 * modal shows it on its email form.
 */
export const restoreCancelled = () => t('restore.cancelled')

/** Why a passkey sign-up still shows the recovery key: its authenticator has no PRF. */
export const passkeyNoPrf = () => t('passkey.noPrf')

/** Why a PRF passkey's sign-up still shows the recovery key: the server did not store it. */
export const passkeyVaultFailed = () => t('passkey.vaultFailed')

/** The passkey a login used: its id, and the key its PRF output derives (when it has PRF). */
export type PasskeyUsed = { credentialId: string; prfKey: CryptoKey | undefined }

/** How the visitor signs in, as the recovery key's dialog says it. */
function loginName(authProvider: string): string {
  const provider = socialProviderName(authProvider)
  const via = authProvider === 'passkey' ? 'passkey' : provider ? 'social' : 'other'
  return t('recovery.login', { via, provider: provider ?? '' })
}

/**
 * Rebuilds the key from the device share and the server's auth share (or the recovery key).
 * `authProvider` names the login a new wallet's recovery key goes with.
 */
export async function unlockWallet(
  { server, devices, authShares, ui }: UnlockDeps,
  serverToken: string,
  authProvider: string,
  passkey?: PasskeyUsed,
): Promise<Hex> {
  const stored = await authShares.get(serverToken)
  if (!stored) {
    const created = await createWallet()
    await devices.save(created.address, created.shares.device)
    await authShares.put(serverToken, created.shares.auth, created.address)
    const key = await recoverKey(created.shares.device, created.shares.auth, created.address)
    // With a PRF passkey the recovery share goes to the server encrypted under the passkey's
    // key: nothing to write down. Otherwise (or if storing it failed) the visitor keeps it.
    const sealed = passkey?.prfKey
      ? await sealShare(created.shares.recovery, passkey.prfKey)
          .then((ciphertext) =>
            server.putPasskeyRecovery(serverToken, passkey.credentialId, ciphertext),
          )
          .then(
            () => true,
            () => false,
          )
      : false
    if (!sealed)
      await ui.offerRecovery(
        encodeRecoveryKey(created.shares.recovery),
        loginName(authProvider),
        ...(passkey ? [passkey.prfKey ? passkeyVaultFailed() : passkeyNoPrf()] : []),
      )
    return key
  }
  let device = await devices.load(stored.address)
  if (!device && passkey?.prfKey) {
    // A new device with a passkey that protects the recovery share: the passkey opens it.
    const ciphertext = await server
      .getPasskeyRecovery(serverToken, passkey.credentialId)
      .catch(() => undefined)
    if (ciphertext) {
      const recovery = await openShare(ciphertext, passkey.prfKey).catch(() => undefined)
      if (recovery) {
        await recoverKey(recovery, stored.share, stored.address)
        await devices.save(stored.address, recovery)
        device = recovery
      }
    }
  }
  if (!device) {
    // A new device: the recovery key plus the auth share rebuild the key; a fresh device
    // share is not needed, the recovery share is kept encrypted as this device's.
    const restored = await ui.askRecovery(stored.address, async (text) => {
      const recovery = decodeRecoveryKey(text)
      await recoverKey(recovery, stored.share, stored.address)
      await devices.save(stored.address, recovery)
      device = recovery
    })
    if (!restored) {
      // The login's server session goes too: this device holds nothing of the wallet.
      await server.signOut(serverToken).catch(() => {})
      throw new ProviderError(restoreCancelled(), 4001)
    }
  }
  return recoverKey(device as Uint8Array, stored.share, stored.address)
}
