// @vitest-environment jsdom
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { en } from '../../../core/i18n/messages/en.ts'
import { act, alerts, button, field, renderView, type } from '../../../testing/renderView.tsx'
import { makeI18n } from '../../useI18n.ts'
import { CodeForm } from './CodeForm.tsx'

const { t } = makeI18n('en', 'ltr', en)

/** The form as a view holds it: `onSubmit` answers "wrong" for every code but `right`. */
function Harness({
  onSubmit,
  right,
  unchecked = false,
}: {
  onSubmit: (code: string) => void
  right?: string
  /** Every check fails before the code is judged (the wallet code could not load). */
  unchecked?: boolean
}) {
  const [error, setError] = useState<string>()
  return (
    <CodeForm
      t={t}
      intro="We sent a code."
      error={error}
      verifying={false}
      sending={false}
      sentAt={undefined}
      sendAgain={unchecked && error !== undefined}
      onSubmit={(code) => {
        onSubmit(code)
        if (unchecked) setError('Could not load the wallet code. Check the connection, then retry.')
        else setError(code === right ? undefined : 'That code is not right.')
      }}
      onResend={() => {}}
      onEdit={() => setError(undefined)}
    />
  )
}

const boxes = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-testid="foyer-code-boxes"] span')].map((s) => s.textContent)

describe('CodeForm: six boxes that send the code by themselves', () => {
  it('sends the code at its sixth digit, once, and shows each digit in its box', () => {
    const onSubmit = vi.fn()
    const { dialog } = renderView(<Harness onSubmit={onSubmit} />)
    const input = field(dialog, 'Code')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    type(input, '12345')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(boxes(dialog)).toEqual(['1', '2', '3', '4', '5', ''])
    type(input, '123456')
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456')
    expect(alerts(dialog)).toEqual(['That code is not right.'])
    // Enter (Continue) on the same wrong code does not send it again: one attempt, not two.
    act(() => button(dialog, 'Continue').click())
    expect(onSubmit).toHaveBeenCalledOnce()
    // A changed code is sent again, and the error about the old one is gone while typing.
    type(input, '12345')
    expect(alerts(dialog)).toEqual([])
    type(input, '123457')
    expect(onSubmit).toHaveBeenLastCalledWith('123457')
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('sends the same code again on Continue when its check failed before the code was judged', () => {
    const onSubmit = vi.fn()
    const { dialog } = renderView(<Harness onSubmit={onSubmit} unchecked />)
    type(field(dialog, 'Code'), '123456')
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456')
    expect(alerts(dialog)).toEqual([
      'Could not load the wallet code. Check the connection, then retry.',
    ])
    act(() => button(dialog, 'Continue').click())
    expect(onSubmit).toHaveBeenCalledTimes(2)
    expect(onSubmit).toHaveBeenLastCalledWith('123456')
  })

  it('keeps digits only, as a mail client or autofill gives them', () => {
    const onSubmit = vi.fn()
    const { dialog } = renderView(<Harness onSubmit={onSubmit} right="042917" />)
    type(field(dialog, 'Code'), '042-917')
    expect(field(dialog, 'Code').value).toBe('042917')
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('042917')
    expect(alerts(dialog)).toEqual([])
  })

  it('Continue with a short code lets the check explain what is missing', () => {
    const onSubmit = vi.fn()
    const { dialog } = renderView(<Harness onSubmit={onSubmit} />)
    type(field(dialog, 'Code'), '12')
    act(() => button(dialog, 'Continue').click())
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('12')
  })
})
