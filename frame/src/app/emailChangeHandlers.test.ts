import { describe, expect, it, vi } from 'vitest'
import type { EmailChange } from './createFrameUi.ts'
import { createServerClient, ServerError } from './createServerClient.ts'
import type { FrameSession } from './createSessionStore.ts'
import { EMAIL_CHANGE_CANCELLED, emailChangeHandlers } from './emailChangeHandlers.ts'

const APP_TOKEN = 'app-token-0123456789abcdef'
/** The app that signed in: its origin, with the token the frame gave it. */
const context = { id: 'request-1', origin: 'http://127.0.0.1:5173', token: APP_TOKEN }
const SIGNED_IN: FrameSession = {
  serverToken: 'server-token',
  appToken: APP_TOKEN,
  appOrigin: context.origin,
  email: 'ada@example.com',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

/** The handlers on a scripted server and a session held in memory. */
function setup(session: FrameSession | null = SIGNED_IN) {
  let stored = session ?? undefined
  const sessions = { read: vi.fn(() => stored), write: vi.fn((s: FrameSession) => (stored = s)) }
  const server = {
    startEmailChange: vi.fn(async () => ({ step: 'primary' as const })),
    confirmPrimary: vi.fn(async () => ({ step: 'secondary' as const })),
    confirmSecondary: vi.fn(async () => ({ user: { id: 'u1', email: 'lovelace@example.com' } })),
  }
  // The visitor's answer in the frame's dialog: Confirm unless a test says otherwise.
  const confirm = vi.fn(async (_change: EmailChange, _context: unknown) => true)
  const handlers = emailChangeHandlers({ server, sessions, confirm })
  return { handlers, server, sessions, confirm, stored: () => stored }
}

describe('emailChangeHandlers', () => {
  it('asks the visitor in the frame first: Cancel fails with 4001 and nothing goes to the server', async () => {
    const { handlers, server, confirm } = setup()
    confirm.mockResolvedValueOnce(false)
    await expect(
      handlers.UPDATE_EMAIL({ email: 'mallory@example.com' }, context),
    ).rejects.toMatchObject({ code: 4001, message: EMAIL_CHANGE_CANCELLED })
    expect(confirm).toHaveBeenCalledWith(
      { email: 'mallory@example.com', currentEmail: 'ada@example.com' },
      context,
    )
    expect(server.startEmailChange).not.toHaveBeenCalled()
  })

  it('does not ask again for a new code of the change confirmed, but does for another email', async () => {
    const { handlers, server, confirm } = setup()
    await handlers.UPDATE_EMAIL({ email: 'lovelace@example.com' }, context)
    await handlers.UPDATE_EMAIL({ email: 'lovelace@example.com' }, context)
    expect(confirm).toHaveBeenCalledOnce()
    expect(server.startEmailChange).toHaveBeenCalledTimes(2)
    confirm.mockResolvedValueOnce(false)
    await expect(handlers.UPDATE_EMAIL({ email: 'other@example.com' }, context)).rejects.toThrow(
      EMAIL_CHANGE_CANCELLED,
    )
    expect(confirm).toHaveBeenCalledTimes(2)
    expect(server.startEmailChange).toHaveBeenCalledTimes(2)
  })

  it('sends nothing when the session ended while the visitor was asked', async () => {
    const { handlers, server, confirm, sessions } = setup()
    confirm.mockImplementationOnce(async () => {
      sessions.write({ ...SIGNED_IN, serverToken: 'another-login' })
      return true
    })
    await expect(handlers.UPDATE_EMAIL({ email: 'lovelace@example.com' }, context)).rejects.toThrow(
      EMAIL_CHANGE_CANCELLED,
    )
    expect(server.startEmailChange).not.toHaveBeenCalled()
  })

  it('runs the change with the session token: primary code, secondary code, then the new email', async () => {
    const { handlers, server, stored } = setup()
    const email = 'lovelace@example.com'
    expect(await handlers.UPDATE_EMAIL({ email }, context)).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(server.startEmailChange).toHaveBeenCalledWith('server-token', email)
    expect(await handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: '123456' }, context)).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(server.confirmPrimary).toHaveBeenCalledWith('server-token', '123456')
    expect(stored()?.email).toBe('ada@example.com')
    expect(await handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '654321' }, context)).toEqual({ email })
    expect(server.confirmSecondary).toHaveBeenCalledWith('server-token', '654321')
    // GET_USER reads the session: it shows the new email; nothing else of the session moved.
    expect(stored()).toEqual({ ...SIGNED_IN, email })
  })

  it('asks for the secondary code at once when the server skips the primary step', async () => {
    const { handlers, server } = setup()
    server.startEmailChange.mockResolvedValueOnce({ step: 'secondary' as never })
    expect(await handlers.UPDATE_EMAIL({ email: 'new@example.com' }, context)).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
  })

  it("passes the server's refusals on, the session untouched", async () => {
    const { handlers, server, sessions } = setup()
    const cooldown = new ServerError('Please try again after 12 seconds', 429, 'email_cooldown')
    server.startEmailChange.mockRejectedValueOnce(cooldown)
    await expect(handlers.UPDATE_EMAIL({ email: 'new@example.com' }, context)).rejects.toBe(
      cooldown,
    )
    const wrong = new ServerError('That code is not right. 4 attempts left…', 401, 'wrong_code')
    server.confirmSecondary.mockRejectedValueOnce(wrong)
    await expect(handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '000000' }, context)).rejects.toBe(
      wrong,
    )
    expect(sessions.write).not.toHaveBeenCalled()
  })

  it('refuses without a session, and leaves a session that changed meanwhile alone', async () => {
    const signedOut = setup(null)
    await expect(
      signedOut.handlers.UPDATE_EMAIL({ email: 'a@example.com' }, context),
    ).rejects.toThrow('Not signed in to the embedded wallet')
    expect(signedOut.server.startEmailChange).not.toHaveBeenCalled()

    const { handlers, server, sessions } = setup()
    server.confirmSecondary.mockImplementationOnce(async () => {
      sessions.write({ ...SIGNED_IN, serverToken: 'another-login' })
      return { user: { id: 'u1', email: 'lovelace@example.com' } }
    })
    await handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '654321' }, context)
    expect(sessions.write).toHaveBeenCalledOnce()
  })

  it.each([
    ['without the app token', { ...context, token: undefined }],
    ['with another token', { ...context, token: 'app-token-of-someone-else-0000' }],
    ['from another allowed origin', { ...context, origin: 'http://127.0.0.1:5174' }],
  ])('does nothing %s: 4100, and the server hears nothing', async (_name, forged) => {
    const { handlers, server, sessions, confirm, stored } = setup()
    await expect(
      handlers.UPDATE_EMAIL({ email: 'mallory@example.com' }, forged),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: '111111' }, forged),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '222222' }, forged),
    ).rejects.toMatchObject({ code: 4100 })
    expect(server.startEmailChange).not.toHaveBeenCalled()
    expect(confirm).not.toHaveBeenCalled()
    expect(server.confirmPrimary).not.toHaveBeenCalled()
    expect(server.confirmSecondary).not.toHaveBeenCalled()
    expect(sessions.write).not.toHaveBeenCalled()
    expect(stored()).toEqual(SIGNED_IN)
  })
})

describe('the server client of the email change', () => {
  it('posts each step with the bearer token and reads the answers', async () => {
    const calls: { url: string; init: RequestInit }[] = []
    const answers = [
      { step: 'primary' },
      { step: 'secondary' },
      { user: { id: 'u1', email: 'b@x.io' } },
    ]
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! })
      return Response.json(answers[calls.length - 1])
    })
    const client = createServerClient({ serverUrl: 'http://server.test/', projectId: 'p', fetch })
    expect(await client.startEmailChange('tok', 'b@x.io')).toEqual({ step: 'primary' })
    expect(await client.confirmPrimary('tok', '111111')).toEqual({ step: 'secondary' })
    expect(await client.confirmSecondary('tok', '222222')).toEqual({
      user: { id: 'u1', email: 'b@x.io' },
    })
    expect(calls.map((c) => [c.url, c.init.body])).toEqual([
      ['http://server.test/v1/auth/email/change/start', '{"newEmail":"b@x.io"}'],
      ['http://server.test/v1/auth/email/change/confirm-primary', '{"otp":"111111"}'],
      ['http://server.test/v1/auth/email/change/confirm-secondary', '{"otp":"222222"}'],
    ])
    for (const call of calls)
      expect((call.init.headers as Record<string, string>).authorization).toBe('Bearer tok')
  })

  it("throws the server's sentence", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { error: 'email_taken', message: 'b@x.io is already the email of another Foyer account' },
        { status: 409 },
      ),
    )
    const client = createServerClient({ serverUrl: 'http://server.test', projectId: 'p', fetch })
    await expect(client.startEmailChange('tok', 'b@x.io')).rejects.toMatchObject({
      name: 'ServerError',
      status: 409,
      code: 'email_taken',
      message: 'b@x.io is already the email of another Foyer account',
    })
  })
})
