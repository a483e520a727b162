import type { solanaMessages } from '../en/solana.ts'
import type { Translation } from '../en.ts'

/** The solana views' messages in ru (see ../en/solana.ts). */
export default {} satisfies Translation<typeof solanaMessages>
