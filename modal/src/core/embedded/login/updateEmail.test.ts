// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectAs } from '../../../testing/connectAs.ts'
import { englishNotice } from '../../../testing/englishNotice.ts'
import { fakeEmbeddedWallet } from '../../../testing/fakeEmbeddedWallet.ts'
import { createFoyer } from '../../createFoyer.ts'
import { describeError } from '../../errors/describeError.ts'
import { openModal } from '../../modal/openModal.ts'
import { FrameError } from '../errors.ts'
import { loadEmbeddedWallet } from '../wallet/loadEmbeddedWallet.ts'
import {
  offersEmailChange,
  openUpdateEmail,
  resendUpdateEmailCode,
  startUpdateEmail,
  submitUpdateEmailCode,
  updateEmailStore,
} from './updateEmail.ts'

vi.mock('../wallet/loadEmbeddedWallet.ts', () => ({ loadEmbeddedWallet: vi.fn() }))

const ADDRESS = '0x00000000000000000000000000000000000000f1'

function setup(handlers: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1], frameUrl: 'https://wallet.example.com/frame' },
    { storage: window.localStorage },
  )
  const frame = fakeEmbeddedWallet(handlers)
  vi.mocked(loadEmbeddedWallet).mockResolvedValue(frame.wallet)
  const views = () => foyer.router.getState().history.map((r) => r.view)
  return { foyer, frame, views, state: () => updateEmailStore(foyer).getState() }
}

afterEach(() => window.localStorage.clear())

describe('updateEmail', () => {
  it('is offered for the embedded wallet signed in with an email, or a passkey (with or without one)', () => {
    const { foyer } = setup()
    expect(offersEmailChange(foyer)).toBe(false)
    connectAs(foyer, ADDRESS, 'io.metamask')
    foyer.persisted.set('email', 'ada@example.com')
    expect(offersEmailChange(foyer)).toBe(false)
    connectAs(foyer, ADDRESS)
    expect(offersEmailChange(foyer)).toBe(true)
    foyer.persisted.set('authProvider', 'google')
    expect(offersEmailChange(foyer)).toBe(false)
    foyer.persisted.set('authProvider', 'email')
    foyer.persisted.remove('email')
    expect(offersEmailChange(foyer)).toBe(false)
    // A passkey account adds its first email here, or changes the one it has.
    foyer.persisted.set('authProvider', 'passkey')
    expect(offersEmailChange(foyer)).toBe(true)
  })

  it('resends the secondary code by starting the same change again, staying on its view', async () => {
    const { foyer, frame, views, state } = setup({
      UPDATE_EMAIL: () => ({ action: 'VERIFY_SECONDARY_OTP' }),
    })
    openModal(foyer, { view: 'Account' })
    openUpdateEmail(foyer)
    await startUpdateEmail(foyer, 'new@example.com')
    expect(views()).toEqual(['Account', 'UpdateEmail', 'UpdateEmailSecondaryOtp'])
    const first = state().sentAt!
    foyer.persisted.remove('lastEmailLoginTime')
    await resendUpdateEmailCode(foyer)
    // With the frame revealed: the visitor confirms the change there, however long it takes.
    expect(frame.request).toHaveBeenLastCalledWith(
      'UPDATE_EMAIL',
      { email: 'new@example.com' },
      { reveal: true, timeoutMs: Number.POSITIVE_INFINITY },
    )
    expect(views()).toEqual(['Account', 'UpdateEmail', 'UpdateEmailSecondaryOtp'])
    expect(state()).toMatchObject({ status: 'secondary', error: undefined })
    expect(state().sentAt).toBeGreaterThanOrEqual(first)
  })

  it("stays on the form with the frame's words when the visitor cancels in the frame", async () => {
    const cancelled =
      'You cancelled the email change in your wallet, so nothing was sent. Your email stays as it was.'
    const { foyer, views, state } = setup({
      UPDATE_EMAIL: () => {
        throw new FrameError({ message: cancelled, code: 4001 })
      },
    })
    openModal(foyer, { view: 'Account' })
    openUpdateEmail(foyer)
    await startUpdateEmail(foyer, 'new@example.com')
    expect(views()).toEqual(['Account', 'UpdateEmail'])
    expect(state()).toMatchObject({ status: 'idle', email: 'new@example.com' })
    // The frame's own words (its dialog's language), kept as thrown: the view says them.
    expect(describeError(state().error)).toBe(cancelled)
  })

  it('keeps the code view and says why when the wallet cannot be reached', async () => {
    const { foyer, state } = setup()
    vi.mocked(loadEmbeddedWallet).mockRejectedValueOnce(
      new Error('Unable to load email login dependency'),
    )
    updateEmailStore(foyer).setState({ status: 'primary', email: 'new@example.com' })
    await submitUpdateEmailCode(foyer, 'primary', '123456')
    expect(state()).toMatchObject({ status: 'primary' })
    expect(describeError(state().error)).toBe('Unable to load email login dependency')
  })

  it('after the secondary code, makes Account the view when none is below', async () => {
    const { foyer, views, state } = setup({
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ email: 'new@example.com' }),
    })
    openModal(foyer, { view: 'UpdateEmailSecondaryOtp' })
    updateEmailStore(foyer).setState({ status: 'secondary', email: 'new@example.com' })
    await submitUpdateEmailCode(foyer, 'secondary', '123456')
    expect(views()).toEqual(['Account'])
    expect(foyer.persisted.get('email')).toBe('new@example.com')
    expect(state()).toMatchObject({ status: 'idle', email: undefined, error: undefined })
    expect(foyer.notice.getState()).toMatchObject({
      key: 'notice.emailUpdated',
      values: { email: 'new@example.com' },
      tone: 'success',
    })
    expect(englishNotice(foyer.notice.getState())).toBe('Your email is now new@example.com')
  })
})
