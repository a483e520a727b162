import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

// A WebAuthn authenticator in Node for the server's tests: ES256 keys, "none" attestation, a
// signature counter the test controls. It answers what a browser would send (clientDataJSON with
// the origin and, inside a frame, crossOrigin and topOrigin), so the server's checks run on real
// WebAuthn data; the browser tests use Chromium's own virtual authenticator.

const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest())
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>)

/** Where a ceremony runs: the page's origin, and the top page's when it runs in a frame. */
export type CeremonyOrigin = { origin: string; topOrigin?: string | undefined }

/** A credential the soft authenticator made. */
export type SoftCredential = {
  id: string
  rpId: string
  userHandle: string
  privateKey: KeyObject
  counter: number
}

function clientDataJSON(type: string, challenge: string, where: CeremonyOrigin): string {
  return b64(
    new TextEncoder().encode(
      JSON.stringify({
        type,
        challenge,
        origin: where.origin,
        crossOrigin: Boolean(where.topOrigin),
        ...(where.topOrigin ? { topOrigin: where.topOrigin } : {}),
      }),
    ),
  )
}

function counterBytes(counter: number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, counter)
  return out
}

/** User present, user verified; with attested credential data for a registration. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 }

/** Creates a passkey for `options` (the server's creation options JSON). */
export function createCredential(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  where: CeremonyOrigin,
) {
  const rpId = options.rp.id ?? new URL(where.origin).hostname
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x)],
      [-3, isoBase64URL.toBuffer(jwk.y)],
    ]),
  )
  const id = randomBytes(32)
  const authData = Buffer.concat([
    sha256(rpId),
    Uint8Array.of(FLAGS.up | FLAGS.uv | FLAGS.at),
    counterBytes(0),
    new Uint8Array(16),
    Uint8Array.of(0, id.length),
    id,
    cose,
  ])
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as never,
  )
  const credential: SoftCredential = {
    id: b64(id),
    rpId,
    userHandle: options.user.id,
    privateKey,
    counter: 0,
  }
  const response = {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: clientDataJSON('webauthn.create', options.challenge, where),
      attestationObject: b64(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  }
  return { credential, response }
}

/**
 * Signs `options` (the server's request options JSON) with `credential`, its counter moved by one
 * unless `counter` says which value to send.
 */
export function getAssertion(
  credential: SoftCredential,
  options: { challenge: string },
  where: CeremonyOrigin,
  { counter, userHandle }: { counter?: number; userHandle?: string } = {},
) {
  const next = counter ?? credential.counter + 1
  credential.counter = Math.max(credential.counter, next)
  const client = clientDataJSON('webauthn.get', options.challenge, where)
  const authData = Buffer.concat([
    sha256(credential.rpId),
    Uint8Array.of(FLAGS.up | FLAGS.uv),
    counterBytes(next),
  ])
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(isoBase64URL.toBuffer(client))]),
    credential.privateKey,
  )
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: client,
      authenticatorData: b64(new Uint8Array(authData)),
      signature: b64(new Uint8Array(signature)),
      userHandle: userHandle ?? credential.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  }
}
