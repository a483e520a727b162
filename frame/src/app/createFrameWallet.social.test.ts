import { describe, expect, it, type vi } from 'vitest'
import { appContext, context, setup } from '../testing/frameWallet.ts'

describe('social login in the frame', () => {
  const done = (query: string) => `http://127.0.0.1:8787/v1/auth/social/done?${query}`
  const sha256 = async (text: string) =>
    Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString(
      'base64url',
    )

  it('sends only the hash of its binding secret, finishes once with it, and signs in', async () => {
    const { handlers, server, sessionUpdate } = setup()
    await handlers.GET_SOCIAL_REDIRECT_URI!({ provider: 'github' }, context)
    const start = (server.startSocial as ReturnType<typeof vi.fn>).mock.calls[0]![0]
    expect(start).toMatchObject({ provider: 'github', appOrigin: 'http://127.0.0.1:5173' })
    const result = await handlers.CONNECT_SOCIAL!(
      { uri: done(`result=${'r'.repeat(43)}`) },
      context,
    )
    const finish = (server.finishSocial as ReturnType<typeof vi.fn>).mock.calls[0]![0]
    expect(await sha256(finish.binding)).toBe(start.bindingHash)
    expect(result).toMatchObject({ userName: 'octo-ada', authProvider: 'github' })
    expect(sessionUpdate).toHaveBeenCalledTimes(1)
    expect(await handlers.GET_USER!({}, appContext(sessionUpdate))).toMatchObject({
      userName: 'octo-ada',
      authProvider: 'github',
    })
    // The secret is spent: the same result cannot be finished again from this frame.
    await expect(
      handlers.CONNECT_SOCIAL!({ uri: done(`result=${'r'.repeat(43)}`) }, context),
    ).rejects.toThrow('started in another window')
  })

  it('refuses a result from another origin and explains an error result', async () => {
    const { handlers, server } = setup()
    await handlers.GET_SOCIAL_REDIRECT_URI!({ provider: 'google' }, context)
    await expect(
      handlers.CONNECT_SOCIAL!(
        { uri: `http://127.0.0.1:5173/v1/auth/social/done?result=${'r'.repeat(43)}` },
        context,
      ),
    ).rejects.toThrow('not a sign-in result of this wallet server')
    await expect(
      handlers.CONNECT_SOCIAL!({ uri: done('error=state_mismatch') }, context),
    ).rejects.toThrow('(state mismatch), so it was refused')
    expect(server.finishSocial).not.toHaveBeenCalled()
  })
})
