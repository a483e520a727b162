import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { PasskeyAnswer, PasskeySignedIn, ServerClient } from '../app/createServerClient.ts'
import { ProviderError } from '../app/providerError.ts'
import { t } from '../i18n/frameI18n.ts'
import { PRF_SALT, vaultKey } from './passkeyVault.ts'

// The WebAuthn ceremonies of the passkey login, on the wallet frame's origin (the relying party
// is the wallet server): loaded only when a visitor picks a passkey. The host page never sees the
// answer, and the PRF output (the recovery share's key) never leaves this frame: it is taken out
// of the answer before the answer is sent.

/** The visitor closed the browser's passkey prompt, or it timed out. */
export const passkeyCancelled = () => t('passkey.cancelled')
/** Creating a passkey where this wallet already has one on this device. */
export const passkeyExists = () => t('passkey.exists')

/** A passkey login: the session, and the recovery share's key when the authenticator has PRF. */
export type PasskeyLogin = { signed: PasskeySignedIn; prfKey: CryptoKey | undefined }

/** The browser refused the wallet's site as relying party (an IP address, a non-secure origin). */
export const passkeyWrongSite = (hostname: string) => t('passkey.wrongSite', { host: hostname })

type PrfResult = { enabled?: boolean; results?: { first?: BufferSource } } | undefined

/** The answer as sent: everything but the client extension results (the PRF output among them). */
function withoutPrf(answer: PasskeyAnswer): PasskeyAnswer {
  return { ...answer, clientExtensionResults: {} }
}

/** The browser's refusal in the visitor's words (4001 when they closed the prompt). */
function ceremonyError(error: unknown): unknown {
  const name = (error as { name?: string; cause?: { name?: string } })?.name
  const cause = (error as { cause?: { name?: string } })?.cause?.name
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError')
    return new ProviderError(passkeyCancelled(), 4001)
  if (name === 'InvalidStateError' || cause === 'InvalidStateError')
    return new ProviderError(passkeyExists(), 4001)
  if (name === 'SecurityError' || cause === 'SecurityError')
    return new ProviderError(passkeyWrongSite(location.hostname), 4200)
  return error
}

const withPrf = (options: Record<string, unknown>) => ({
  ...options,
  extensions: { ...(options.extensions as object | undefined), prf: { eval: { first: PRF_SALT } } },
})

/**
 * A new passkey: a new wallet user (sign-up), or with `token`, one more passkey of the signed-in
 * user (the wallet's own page).
 */
export async function createPasskey(
  server: Pick<ServerClient, 'passkeyRegisterOptions' | 'passkeyRegisterVerify'>,
  deviceId: string,
  token?: string,
): Promise<PasskeyLogin> {
  const options = await server.passkeyRegisterOptions(deviceId, token)
  const answer = await startRegistration({ optionsJSON: withPrf(options) as never }).catch(
    (error: unknown) => {
      throw ceremonyError(error)
    },
  )
  const prf = answer.clientExtensionResults.prf as PrfResult
  const signed = await server.passkeyRegisterVerify(
    { deviceId, response: withoutPrf(answer as unknown as PasskeyAnswer) },
    token,
  )
  let output = prf?.results?.first
  if (!output && prf?.enabled) {
    // Some authenticators evaluate PRF only when signing: one local assertion (no server round
    // trip: only its PRF output is used).
    const rpId = (options.rp as { id?: string } | undefined)?.id ?? location.hostname
    const assertion = (await navigator.credentials
      .get({
        publicKey: {
          challenge: crypto.getRandomValues(new Uint8Array(32)),
          rpId,
          allowCredentials: [
            {
              type: 'public-key',
              id: Uint8Array.from(atob(answer.rawId.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
                c.charCodeAt(0),
              ),
            },
          ],
          userVerification: 'required',
          extensions: {
            prf: { eval: { first: PRF_SALT } },
          } as AuthenticationExtensionsClientInputs,
        },
      })
      .catch(() => null)) as PublicKeyCredential | null
    output = (assertion?.getClientExtensionResults() as { prf?: PrfResult } | undefined)?.prf
      ?.results?.first
  }
  return { signed, prfKey: output ? await vaultKey(output, signed.credentialId) : undefined }
}

/** A login with a passkey this wallet knows (discoverable: the authenticator names the user). */
export async function usePasskey(server: ServerClient, deviceId: string): Promise<PasskeyLogin> {
  const options = await server.passkeyLoginOptions(deviceId)
  const answer = await startAuthentication({ optionsJSON: withPrf(options) as never }).catch(
    (error: unknown) => {
      throw ceremonyError(error)
    },
  )
  const output = (answer.clientExtensionResults.prf as PrfResult)?.results?.first
  const signed = await server.passkeyLoginVerify({
    deviceId,
    response: withoutPrf(answer as unknown as PasskeyAnswer),
  })
  return { signed, prfKey: output ? await vaultKey(output, signed.credentialId) : undefined }
}
