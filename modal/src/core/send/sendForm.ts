import type { Foyer } from '../foyer.ts'
import { type SendEvent, updateSend } from './sendReducer.ts'

type Edited = Extract<SendEvent, { type: 'edited' }>['patch']

/** The visitor changed a field of the Send form; the last send's reason is forgotten. */
export function editSendForm(foyer: Foyer, patch: Edited): void {
  updateSend(foyer, { type: 'edited', patch })
}

/** The visitor left the Send form. */
export function leaveSendForm(foyer: Foyer): void {
  updateSend(foyer, { type: 'left' })
}

/** What the preview found: the receiver's name and avatar, then the fee estimate. */
export function setSendPreview(
  foyer: Foyer,
  preview:
    | { receiver: { name: string | undefined; avatar: string | undefined } }
    | { gas: bigint | undefined; gasPrice: bigint | undefined },
): void {
  if ('receiver' in preview) updateSend(foyer, { type: 'receiverResolved', ...preview.receiver })
  else updateSend(foyer, { type: 'estimated', gas: preview.gas, gasPrice: preview.gasPrice })
}
