/** English messages of the frame's wallet (see ../en.ts). */
export const walletMessages = {} as const
