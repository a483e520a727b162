import { describe, expect, it } from 'vitest'
import { initialSendState, type SendState } from '../sendState.ts'
import { sendReducer } from './sendReducer.ts'

const typed: SendState = {
  loading: false,
  sendTokenAmount: '0.5',
  receiverAddress: 'alice.foyer.eth',
  receiverProfileName: 'alice.foyer.eth',
  error: 'Something went wrong',
}

describe('sendReducer (SPEC §3 send state)', () => {
  it('an edit forgets the last reason and the old receiver profile, keeping the rest', () => {
    expect(sendReducer(typed, { type: 'edited', patch: { sendTokenAmount: '0.6' } })).toEqual({
      loading: false,
      sendTokenAmount: '0.6',
      receiverAddress: 'alice.foyer.eth',
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      error: undefined,
    })
  })

  it('a failed send keeps everything typed, with its reason; a sent one clears the form', () => {
    const started = sendReducer({ ...typed, error: undefined }, { type: 'started' })
    expect(started.loading).toBe(true)
    const failed = sendReducer(started, { type: 'failed', error: 'Rejected' })
    expect(failed).toMatchObject({ loading: false, sendTokenAmount: '0.5', error: 'Rejected' })
    expect(sendReducer(started, { type: 'succeeded' })).toEqual(initialSendState)
  })
})
