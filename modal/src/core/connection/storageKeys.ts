import { STORAGE_PREFIX } from '../storage/constants.ts'

/** Prefix of the wallet-connection state that wagmi persists. */
export const WAGMI_STORAGE_KEY = `${STORAGE_PREFIX}wagmi`
