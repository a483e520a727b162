/** Every key Foyer persists starts with this prefix (SPEC §3). */
export const STORAGE_PREFIX = '@foyer/'
