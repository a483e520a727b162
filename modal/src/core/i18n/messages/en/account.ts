/** English messages of the account views (see ../en.ts). */
export const accountMessages = {} as const
