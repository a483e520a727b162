import { describe, expect, it } from 'vitest'
import { REDACTED, redactFramePayload } from './redactFramePayload.ts'

const signature = `0x${'ab'.repeat(65)}`
const txHash = `0x${'cd'.repeat(32)}`

describe('redactFramePayload', () => {
  it('removes one-time codes, whatever the field is called', () => {
    expect(redactFramePayload('CONNECT_OTP', { otp: '123456' })).toEqual({ otp: REDACTED })
    expect(redactFramePayload('UPDATE_EMAIL_PRIMARY_OTP', { OTP: '654321' })).toEqual({
      OTP: REDACTED,
    })
    // A bare value of an OTP message is the code itself.
    expect(redactFramePayload('UPDATE_EMAIL_SECONDARY_OTP', '111222')).toBe(REDACTED)
  })

  it('removes session tokens, in a field or as the whole body', () => {
    expect(redactFramePayload('SESSION_UPDATE', { token: 'abc.def' })).toEqual({ token: REDACTED })
    expect(redactFramePayload('IS_CONNECTED', 'opaque-session-token')).toBe(REDACTED)
    expect(
      redactFramePayload('GET_USER_SUCCESS', {
        address: '0x1111111111111111111111111111111111111111',
        session_token: 's',
        accessToken: 'a',
        refresh_token: 'r',
      }),
    ).toEqual({
      address: '0x1111111111111111111111111111111111111111',
      session_token: REDACTED,
      accessToken: REDACTED,
      refresh_token: REDACTED,
    })
  })

  it('removes signatures, even as a bare RPC result, but keeps transaction hashes', () => {
    expect(redactFramePayload('RPC_REQUEST_SUCCESS', { result: signature })).toEqual({
      result: REDACTED,
    })
    expect(redactFramePayload('RPC_REQUEST_SUCCESS', { signature: '0x12' })).toEqual({
      signature: REDACTED,
    })
    expect(redactFramePayload('RPC_REQUEST_SUCCESS', { result: txHash })).toEqual({
      result: txHash,
    })
  })

  it('removes private material: keys, key shares, recovery phrases, JWTs', () => {
    const phrase = 'test test test test test test test test test test test junk'
    expect(
      redactFramePayload('KEY_EXPORT', {
        privateKey: txHash,
        keyShare: 'share-bytes',
        nested: { list: [{ mnemonic: phrase }, phrase] },
        idToken: 'x',
        bare: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature',
      }),
    ).toEqual({
      privateKey: REDACTED,
      keyShare: REDACTED,
      nested: { list: [{ mnemonic: REDACTED }, REDACTED] },
      idToken: REDACTED,
      bare: REDACTED,
    })
  })

  it('removes the grant from an OAuth redirect URI and keeps the rest of it', () => {
    const redacted = redactFramePayload('CONNECT_SOCIAL', {
      uri: 'https://app.example/cb?code=SplxlOBeZQQYbYS6WxSbIA&state=xyz&provider=google',
    }) as { uri: string }
    expect(redacted.uri).not.toContain('SplxlOBeZQQYbYS6WxSbIA')
    expect(redacted.uri).not.toContain('xyz')
    expect(new URL(redacted.uri).searchParams.get('provider')).toBe('google')
    expect(redactFramePayload('X', 'https://app.example/cb#access_token=t1&x=1')).toBe(
      `https://app.example/cb#access_token=${encodeURIComponent(REDACTED)}&x=1`,
    )
  })

  it('treats the login email as personal data, as the storage channel does', () => {
    expect(redactFramePayload('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({
      email: REDACTED,
    })
  })

  it('keeps what is not secret, and never changes the message it was given', () => {
    const message = { chainId: 137, method: 'eth_chainId', params: [], errorCode: 4001 }
    const before = structuredClone(message)
    expect(redactFramePayload('RPC_REQUEST', message)).toEqual(message)
    const secret = { otp: '1' }
    redactFramePayload('CONNECT_OTP', secret)
    expect(secret).toEqual({ otp: '1' })
    expect(message).toEqual(before)
    expect(redactFramePayload('GET_CHAIN_ID', undefined)).toBeUndefined()
    expect(redactFramePayload('SWITCH_NETWORK', 10)).toBe(10)
  })

  it('cuts cyclic bodies instead of looping, and turns bigints into text', () => {
    const cyclic: Record<string, unknown> = { value: 10n }
    cyclic.self = cyclic
    expect(redactFramePayload('X', cyclic)).toEqual({ value: '10', self: '[cut]' })
  })
})
