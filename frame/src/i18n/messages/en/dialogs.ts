/** English messages of the frame's dialogs (see ../en.ts). */
export const dialogsMessages = {} as const
