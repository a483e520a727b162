import type { walletMessages } from '../en/wallet.ts'
import type { Translation } from '../en.ts'

/** The frame's wallet messages in pt-BR (see ../en/wallet.ts). */
export default {} satisfies Translation<typeof walletMessages>
