import type { Foyer } from '../foyer.ts'
import { initialSendState, type SendState } from '../sendState.ts'

/** Everything that changes the Send form (SPEC §3 send state). */
export type SendEvent =
  /** The visitor changed a field: the last send's reason and the receiver's profile go. */
  | { type: 'edited'; patch: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'> }
  /** The visitor left the form: a failed send's reason belongs to that attempt. */
  | { type: 'left' }
  /** The preview found the receiver's name and avatar. */
  | { type: 'receiverResolved'; name: string | undefined; avatar: string | undefined }
  /** The preview's fee estimate, which the send then uses. */
  | { type: 'estimated'; gas: bigint | undefined; gasPrice: bigint | undefined }
  | { type: 'feeInUsd'; usd: number | undefined }
  | { type: 'started' }
  /** Sent: the form is cleared. */
  | { type: 'succeeded' }
  /** Not sent: everything typed stays, with the reason. */
  | { type: 'failed'; error: string }

export function sendReducer(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'edited':
      return {
        ...state,
        ...event.patch,
        error: undefined,
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
      }
    case 'left':
      return { ...state, error: undefined }
    case 'receiverResolved':
      return { ...state, receiverProfileName: event.name, receiverProfileImageUrl: event.avatar }
    case 'estimated':
      return { ...state, gas: event.gas, gasPrice: event.gasPrice }
    case 'feeInUsd':
      return { ...state, gasPriceInUSD: event.usd }
    case 'started':
      return { ...state, loading: true, error: undefined }
    case 'succeeded':
      return initialSendState
    case 'failed':
      return { ...state, loading: false, error: event.error }
  }
}

/**
 * The one writer of `foyer.send`. Views do not call it: they run the Send form's actions
 * (`send/sendForm.ts`), core's send actions do.
 */
export function updateSend(foyer: Foyer, event: SendEvent): void {
  foyer.send.setState(sendReducer(foyer.send.getState(), event), true)
}
