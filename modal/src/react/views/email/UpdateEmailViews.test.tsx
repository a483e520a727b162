// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Engine } from '../../../core/connection/engine.ts'
import * as wagmiActions from '../../../core/connection/wagmiActions.ts'
import { createFoyer } from '../../../core/createFoyer.ts'
import { FrameError } from '../../../core/embedded/errors.ts'
import { loadEmbeddedWallet } from '../../../core/embedded/wallet/loadEmbeddedWallet.ts'
import type { LoadEngine } from '../../../core/foyer.ts'
import { i18nStore } from '../../../core/i18n/i18nState.ts'
import { openModal } from '../../../core/modal/openModal.ts'
import { connectAs } from '../../../testing/connectAs.ts'
import { fakeEmbeddedWallet } from '../../../testing/fakeEmbeddedWallet.ts'
import { offlineConfig } from '../../../testing/offlineConfig.ts'
import {
  act,
  alerts,
  button,
  clickAndSettle,
  descriptionOf,
  field,
  flush,
  queryButton,
  renderView,
  type,
} from '../../../testing/renderView.tsx'
import Views from '../Views.tsx'

vi.mock('../../../core/embedded/wallet/loadEmbeddedWallet.ts', () => ({
  loadEmbeddedWallet: vi.fn(),
  registerEmbeddedConnector: vi.fn(async () => 'foyer-embedded'),
}))

// The address check is loaded on submit; loaded here first, a submit settles within one flush.
await import('../../../core/embedded/isEmail.ts')

const ADDRESS = '0x00000000000000000000000000000000000000f1'
const OLD = 'ada@example.com'
const NEW = 'lovelace@example.com'
const WRONG =
  'That code is not right. 4 attempts left before sign-in for this email is locked for 15 minutes.'

const noWallets: LoadEngine = async () => ({
  createEngine: async () =>
    ({ config: offlineConfig(), wagmi: wagmiActions, destroy() {} }) satisfies Engine,
})

/** Account of an embedded wallet signed in with OLD, the frame answering with `handlers`. */
function setup(
  handlers: Parameters<typeof fakeEmbeddedWallet>[0] = {},
  { provider = 'email' as const }: { provider?: 'email' | 'github' } = {},
) {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1], frameUrl: 'https://wallet.example.com/frame' },
    { storage: window.localStorage, loadEngine: noWallets },
  )
  foyer.persisted.set('email', OLD)
  foyer.persisted.set('authProvider', provider)
  connectAs(foyer, ADDRESS)
  const frame = fakeEmbeddedWallet(handlers)
  vi.mocked(loadEmbeddedWallet).mockResolvedValue(frame.wallet)
  openModal(foyer, { view: 'Account' })
  // The views wait for the language; the English messages are there from the start.
  i18nStore(foyer).setState({ status: 'ready' })
  const { dialog } = renderView(<Views foyer={foyer} />)
  const view = () => foyer.router.getState().history.at(-1)?.view
  const heading = () => dialog.querySelector('h2')?.textContent
  return { foyer, frame, dialog, view, heading }
}

/** Types `value` into the field labelled `label` and submits its form, as Enter does. */
async function submit(dialog: HTMLElement, label: string, value: string) {
  const input = field(dialog, label)
  type(input, value)
  await act(async () => {
    input.form?.requestSubmit()
  })
  await flush()
  return input
}

afterEach(() => {
  vi.useRealTimers()
  window.localStorage.clear()
})

describe('the email change views', () => {
  it('are offered on Account for the embedded email wallet only', async () => {
    const social = setup({}, { provider: 'github' })
    expect(queryButton(social.dialog, 'Change email')).toBeUndefined()
    social.dialog.remove()

    const { dialog, view, heading } = setup()
    await clickAndSettle(button(dialog, 'Change email'))
    expect(view()).toBe('UpdateEmail')
    expect(heading()).toBe('Change email')
    expect(dialog.textContent).toContain(`Your wallet’s email is ${OLD}.`)
    // Focus starts in the labelled field; Back returns to Account.
    expect(document.activeElement).toBe(field(dialog, 'New email'))
    await clickAndSettle(button(dialog, 'Back'))
    expect(view()).toBe('Account')
  })

  it('refuses an address that is not one, naming it; the field keeps it', async () => {
    const { dialog, frame } = setup()
    await clickAndSettle(button(dialog, 'Change email'))
    const input = await submit(dialog, 'New email', 'lovelace@')
    const message = 'Enter a valid email address, like name@example.com ("lovelace@" is not one)'
    expect(alerts(dialog)).toEqual([message])
    expect(input.value).toBe('lovelace@')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(input)).toBe(message)
    expect(frame.request).not.toHaveBeenCalled()
    // Typing again clears the refusal.
    type(input, 'lovelace@e')
    expect(alerts(dialog)).toEqual([])
  })

  it('waits out the 30 s cooldown of the last email login: the message, then a countdown', async () => {
    // The clock is faked; the countdown's one-second ticks are real.
    vi.useFakeTimers({ toFake: ['Date'] })
    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 1100)))
    const { dialog, foyer, frame } = setup({
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    })
    foyer.persisted.set('lastEmailLoginTime', Date.now() - 5_500)
    await clickAndSettle(button(dialog, 'Change email'))
    const input = await submit(dialog, 'New email', NEW)
    expect(alerts(dialog)).toEqual(['Please try again after 25 seconds'])
    expect(input.value).toBe(NEW)
    expect(button(dialog, 'Send code in 25 s').disabled).toBe(true)
    expect(frame.request).not.toHaveBeenCalled()
    vi.setSystemTime(Date.now() + 10_000)
    await tick()
    expect(button(dialog, 'Send code in 15 s').disabled).toBe(true)
    vi.setSystemTime(Date.now() + 15_000)
    await tick()
    // Over: the refusal goes, the button is back.
    expect(alerts(dialog)).toEqual([])
    expect(button(dialog, 'Send code').disabled).toBe(false)
    await clickAndSettle(button(dialog, 'Send code'))
    // The frame is revealed: the visitor confirms the new email there first.
    expect(frame.request).toHaveBeenCalledWith(
      'UPDATE_EMAIL',
      { email: NEW },
      { reveal: true, timeoutMs: Number.POSITIVE_INFINITY },
    )
  })

  it('runs the change: a code from each email, a wrong one said as the server says it, then Account with the new email', async () => {
    let primaryAnswers = 0
    const { dialog, foyer, frame, view, heading } = setup({
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: () => {
        if (++primaryAnswers === 1) throw new FrameError({ message: WRONG })
        return { action: 'VERIFY_SECONDARY_OTP' }
      },
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ email: NEW }),
    })
    await clickAndSettle(button(dialog, 'Change email'))
    await submit(dialog, 'New email', ` ${NEW} `)
    expect(view()).toBe('UpdateEmailPrimaryOtp')
    expect(heading()).toBe('Code from your current email')
    expect(dialog.textContent).toContain(
      `We sent a 6-digit code to ${OLD} to confirm changing it to ${NEW}.`,
    )
    expect(document.activeElement).toBe(field(dialog, 'Code'))
    // The cooldown started again: here, and for the next email login.
    expect(button(dialog, 'Resend code in 30 s').disabled).toBe(true)
    expect(foyer.persisted.get('lastEmailLoginTime')).toBeGreaterThan(Date.now() - 1000)

    const code = await submit(dialog, 'Code', '111111')
    expect(alerts(dialog)).toEqual([WRONG])
    expect(code.value).toBe('111111')
    expect(view()).toBe('UpdateEmailPrimaryOtp')
    await submit(dialog, 'Code', '123456')
    expect(frame.request).toHaveBeenCalledWith('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })
    expect(view()).toBe('UpdateEmailSecondaryOtp')
    expect(heading()).toBe('Code from your new email')
    // The primary code view was replaced: Back goes to the form, not to a spent code.
    expect(foyer.router.getState().history.map((r) => r.view)).toEqual([
      'Account',
      'UpdateEmail',
      'UpdateEmailSecondaryOtp',
    ])
    expect(field(dialog, 'Code').value).toBe('')
    expect(document.activeElement).toBe(field(dialog, 'Code'))

    await submit(dialog, 'Code', '654 321')
    expect(frame.request).toHaveBeenCalledWith('UPDATE_EMAIL_SECONDARY_OTP', { otp: '654321' })
    expect(view()).toBe('Account')
    expect(foyer.router.getState().history).toEqual([{ view: 'Account' }])
    expect(foyer.persisted.get('email')).toBe(NEW)
    expect(dialog.querySelector('[data-testid="foyer-signed-in-as"]')?.textContent).toContain(
      `Email wallet · ${NEW}`,
    )
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(`Your email is now ${NEW}`)
  })

  it("shows the server's refusal on the form, and a code that is not 6 digits on the code view", async () => {
    const taken = `${NEW} is already the email of another Foyer account: choose another one`
    let refuse = true
    const { dialog, view } = setup({
      UPDATE_EMAIL: () => {
        if (refuse) throw new FrameError({ message: taken })
        return { action: 'VERIFY_SECONDARY_OTP' }
      },
    })
    await clickAndSettle(button(dialog, 'Change email'))
    const input = await submit(dialog, 'New email', NEW)
    expect(alerts(dialog)).toEqual([taken])
    expect(input.value).toBe(NEW)
    expect(view()).toBe('UpdateEmail')

    // A user without a current email (or a change past its primary step) goes to the new one's code.
    refuse = false
    await submit(dialog, 'New email', NEW)
    expect(view()).toBe('UpdateEmailSecondaryOtp')
    await submit(dialog, 'Code', '12345')
    expect(alerts(dialog)).toEqual(['Enter the 6-digit code from the email'])
    // Back keeps the typed email.
    await clickAndSettle(button(dialog, 'Back'))
    expect(field(dialog, 'New email').value).toBe(NEW)
  })
})
