/** English messages of the connect views (see ../en.ts). */
export const connectMessages = {} as const
