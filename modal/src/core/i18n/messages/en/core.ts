/** English messages of the core views (see ../en.ts). */
export const coreMessages = {} as const
