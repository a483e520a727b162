/** ENSIP-15: a name label allows at most this many non-spacing marks per character (SPEC §5, §9). */
export const NAME_LABEL_MAX_NON_SPACING_MARKS = 4

/** Shortest account name (SPEC §5, §9). */
export const ACCOUNT_NAME_MIN_LENGTH = 4

/**
 * Suffix appended to every registered account name. SPEC §9 says it is a shared constant but does
 * not show its value; this one is Foyer's.
 */
export const NAME_SUFFIX = '.foyer.id'
