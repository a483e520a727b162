import { describe, expect, it, vi } from 'vitest'
import { setFrameLocale } from '../i18n/frameI18n.ts'
import { createServerClient, ServerError } from './createServerClient.ts'

type Call = { url: string; headers: Record<string, string> }

function recording(answer: () => Response) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> })
    return answer()
  })
  return { calls, fetch }
}

describe('createServerClient', () => {
  it("sends this device's id with every session token, and only then", async () => {
    const { calls, fetch } = recording(() => Response.json({ user: { id: 'u1', email: 'a@x.io' } }))
    const client = createServerClient({
      serverUrl: 'http://server.test',
      projectId: 'p',
      fetch,
      deviceId: () => 'device_0123456789abcdef',
    })
    await client.session('tok')
    await client.startEmail('a@x.io', 'device_0123456789abcdef')
    expect(calls[0]!.headers).toMatchObject({
      authorization: 'Bearer tok',
      'x-foyer-device': 'device_0123456789abcdef',
    })
    expect(calls[1]!.headers).not.toHaveProperty('x-foyer-device')
    expect(calls[1]!.headers).not.toHaveProperty('authorization')
  })

  it('signs out everywhere: POST /v1/auth/signout/everywhere, how many sessions ended', async () => {
    const { calls, fetch } = recording(() => Response.json({ signedOut: true, sessions: 3 }))
    const client = createServerClient({
      serverUrl: 'http://server.test/',
      projectId: 'p',
      fetch,
      deviceId: () => 'device_0123456789abcdef',
    })
    expect(await client.signOutEverywhere('tok')).toBe(3)
    expect(calls[0]).toMatchObject({
      url: 'http://server.test/v1/auth/signout/everywhere',
      headers: { authorization: 'Bearer tok', 'x-foyer-device': 'device_0123456789abcdef' },
    })
    const gone = createServerClient({
      serverUrl: 'http://server.test',
      projectId: 'p',
      fetch: async () =>
        Response.json(
          { error: 'no_session', message: 'Not signed in: the session has expired' },
          { status: 401 },
        ),
    })
    const error = await gone.signOutEverywhere('tok').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ status: 401, code: 'no_session' })
  })

  it("sends the frame's locale with every call that mails the visitor (issue 31)", async () => {
    const bodies: Record<string, unknown>[] = []
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>)
      return Response.json({
        action: 'VERIFY_OTP',
        step: 'primary',
        user: { id: 'u', email: 'a@x.io' },
      })
    })
    const client = createServerClient({
      serverUrl: 'http://server.test',
      projectId: 'p',
      fetch,
      deviceId: () => 'device_0123456789abcdef',
    })
    const root = { lang: '', dir: '' } as HTMLElement
    await setFrameLocale(['ja'], root)
    try {
      await client.startEmail('a@x.io', 'device_0123456789abcdef')
      await client.startEmailChange('tok', 'b@x.io')
      await client.confirmPrimary('tok', '012345')
      await client.confirmSecondary('tok', '012345')
    } finally {
      await setFrameLocale(['en'], root)
    }
    // English, the server's default, is not sent.
    await client.startEmail('a@x.io', 'device_0123456789abcdef')
    expect(bodies).toEqual([
      { email: 'a@x.io', deviceId: 'device_0123456789abcdef', locale: 'ja' },
      { newEmail: 'b@x.io', locale: 'ja' },
      { otp: '012345', locale: 'ja' },
      { otp: '012345', locale: 'ja' },
      { email: 'a@x.io', deviceId: 'device_0123456789abcdef' },
    ])
  })
})
