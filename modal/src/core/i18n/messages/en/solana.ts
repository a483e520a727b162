/** English messages of the solana views (see ../en.ts). */
export const solanaMessages = {} as const
