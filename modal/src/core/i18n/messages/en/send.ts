/** English messages of the send views (see ../en.ts). */
export const sendMessages = {} as const
