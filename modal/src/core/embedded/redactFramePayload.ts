/** What a removed secret is replaced with, on every channel. */
export const REDACTED = '[redacted]'

// Field names (lower-cased, without '-' and '_') that hold a secret or personal data: one-time
// codes, session and OAuth tokens, signatures, keys and key shares, and the login's email.
const SECRET_FIELD =
  /otp|token|signature|secret|private|mnemonic|seed|password|passphrase|share|jwt|authorization|cookie|credential|^code$|authcode|^email$|username/
// Query parameters of OAuth redirect URIs that carry a grant.
const SECRET_PARAM = /^(code|state|.*token|otp|session)$/i
// A 65-byte ECDSA signature (r, s, v) in hex, wherever it appears (e.g. an RPC result).
const HEX_SIGNATURE = /^0x[0-9a-fA-F]{130}$/
// A compact JWT: three base64url parts, the header starting `{"` (eyJ).
const JWT = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/
// A BIP-39 recovery phrase: 12 to 24 lower-case words.
const MNEMONIC = /^([a-z]+ ){11,23}[a-z]+$/
// A 64-byte base58 value: an ed25519 signature or secret key (Solana).
const BASE58_64 = /^[1-9A-HJ-NP-Za-km-z]{86,88}$/
// Message types whose whole body is a secret: the OTP and session-token messages of SPEC §7.
const SECRET_TYPE = /OTP|SESSION_UPDATE|IS_CONNECTED/

function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name.toLowerCase().replace(/[-_]/g, ''))
}

function redactUrl(text: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return text
  }
  let changed = false
  for (const [name] of [...url.searchParams])
    if (SECRET_PARAM.test(name)) {
      url.searchParams.set(name, REDACTED)
      changed = true
    }
  const hash = new URLSearchParams(url.hash.slice(1))
  for (const [name] of [...hash])
    if (SECRET_PARAM.test(name)) {
      hash.set(name, REDACTED)
      url.hash = hash.toString()
      changed = true
    }
  return changed ? url.toString() : text
}

function redactString(text: string): string {
  if (HEX_SIGNATURE.test(text) || JWT.test(text) || MNEMONIC.test(text) || BASE58_64.test(text))
    return REDACTED
  return /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? redactUrl(text) : text
}

function redact(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactString(value)
  if (typeof value === 'bigint') return value.toString()
  if (value === null || typeof value !== 'object') return value
  // Deep or cyclic bodies are cut rather than walked forever; nothing of them reaches the bus.
  if (depth > 8 || seen.has(value)) return '[cut]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen))
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value))
    copy[key] =
      isSecretField(key) && item !== undefined && item !== null && item !== ''
        ? REDACTED
        : redact(item, depth + 1, seen)
  return copy
}

/**
 * A copy of an embedded-wallet frame message body that is safe to put on the bus: one-time
 * codes, session and OAuth tokens, signatures, private keys, key shares, recovery phrases and
 * the login's email become `[redacted]`, whether they sit in a named field, in an OAuth
 * redirect URI or in a bare value (a signature returned by `personal_sign`). Other values are
 * kept, so devtools can still show what happened. Never mutates `payload`.
 * @example
 * redactFramePayload('CONNECT_OTP', { otp: '123456' }) // { otp: '[redacted]' }
 * redactFramePayload('RPC_REQUEST_SUCCESS', { result: '0x…130 hex digits' }) // { result: '[redacted]' }
 */
export function redactFramePayload(type: string, payload: unknown): unknown {
  if (SECRET_TYPE.test(type) && (payload === null || typeof payload !== 'object'))
    return payload === undefined ? undefined : REDACTED
  return redact(payload, 0, new WeakSet())
}
