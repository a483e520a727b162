import { describe, expect, it } from 'vitest'
import type { FlowChannel } from '../bus/events.ts'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { registerNavigationPolicy } from '../router/registerNavigationPolicy.ts'
import { showView } from '../router/showView.ts'
import { embeddedNavigationPolicy } from './navigationPolicy.ts'

function setup(view: 'Connect' | 'Account' = 'Connect') {
  const foyer = createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })
  registerNavigationPolicy(foyer, embeddedNavigationPolicy)
  openModal(foyer, { view })
  const emit = (payload: FlowChannel) => foyer.bus.emit('flow', payload)
  const views = () => foyer.router.getState().history.map((route) => route.view)
  return { foyer, emit, views }
}

describe('embedded navigation policy (SPEC §2, §5)', () => {
  it('email login: a new device waits for its approval, then its code view takes its place', () => {
    const { emit, views } = setup()
    emit({ type: 'email_device_pending' })
    expect(views()).toEqual(['Connect', 'EmailVerifyDevice'])
    emit({ type: 'email_code_sent' })
    expect(views()).toEqual(['Connect', 'EmailVerifyOtp'])
    // A new code sent from the code view (Resend) stays on it.
    emit({ type: 'email_code_sent' })
    expect(views()).toEqual(['Connect', 'EmailVerifyOtp'])
  })

  it('email login: a known device goes straight to the code view, on top of Connect', () => {
    const { emit, views } = setup()
    emit({ type: 'email_code_sent' })
    expect(views()).toEqual(['Connect', 'EmailVerifyOtp'])
  })

  it('email login: leaving the frame\'s "Restore your wallet" goes back below the login\'s views', () => {
    const { foyer, emit, views } = setup()
    emit({ type: 'email_device_pending' })
    emit({ type: 'email_code_sent' })
    emit({ type: 'email_login_left' })
    expect(views()).toEqual(['Connect'])
    // Opened on the code view alone (no Connect below): Connect.
    openModal(foyer, { view: 'EmailVerifyOtp' })
    emit({ type: 'email_login_left' })
    expect(views()).toEqual(['Connect'])
  })

  it('social login: its view on top, in place on Try again; leaving it goes back or to Connect', () => {
    const { foyer, emit, views } = setup()
    const route = { view: 'ConnectingSocial', params: { provider: 'google' } } as const
    emit({ type: 'social_login_started', route })
    emit({ type: 'social_login_started', route: { ...route, params: { provider: 'github' } } })
    expect(foyer.router.getState().history).toEqual([
      { view: 'Connect' },
      { view: 'ConnectingSocial', params: { provider: 'github' } },
    ])
    // Leaving a view that no longer shows moves nothing.
    emit({ type: 'social_login_left', view: 'ConnectingFarcaster' })
    expect(views()).toEqual(['Connect', 'ConnectingSocial'])
    emit({ type: 'social_login_left', view: 'ConnectingSocial' })
    expect(views()).toEqual(['Connect'])

    // Back from a redirect's login, the only view: Connect.
    openModal(foyer, { route: { view: 'ConnectingSocial', params: { provider: undefined } } })
    emit({ type: 'social_login_left', view: 'ConnectingSocial' })
    expect(views()).toEqual(['Connect'])
  })

  it('email change: form, primary code, secondary code in its place, then back to Account', () => {
    const { foyer, emit, views } = setup('Account')
    emit({ type: 'email_change_opened' })
    expect(views()).toEqual(['Account', 'UpdateEmail'])
    emit({ type: 'email_change_code_sent', step: 'primary' })
    expect(views()).toEqual(['Account', 'UpdateEmail', 'UpdateEmailPrimaryOtp'])
    emit({ type: 'email_change_code_sent', step: 'secondary' })
    expect(views()).toEqual(['Account', 'UpdateEmail', 'UpdateEmailSecondaryOtp'])
    emit({ type: 'email_change_code_sent', step: 'secondary' })
    expect(views()).toEqual(['Account', 'UpdateEmail', 'UpdateEmailSecondaryOtp'])
    emit({ type: 'email_change_done' })
    expect(views()).toEqual(['Account'])

    // Saved with no Account below (the host opened the form): Account alone.
    openModal(foyer, { view: 'UpdateEmail' })
    emit({ type: 'email_change_done' })
    expect(views()).toEqual(['Account'])
    showView(foyer, { view: 'Networks' })
    expect(views()).toEqual(['Account', 'Networks'])
  })
})
