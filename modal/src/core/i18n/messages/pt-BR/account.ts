import type { accountMessages } from '../en/account.ts'
import type { Translation } from '../en.ts'

/** The account views' messages in pt-BR (see ../en/account.ts). */
export default {} satisfies Translation<typeof accountMessages>
