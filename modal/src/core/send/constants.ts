/** Timeout when waiting for a transaction receipt (SPEC §9). 0 means no time limit. */
export const RECEIPT_WAIT_TIMEOUT = 0

/** Transactions are sent as legacy (type 0) transactions (SPEC §3, §7, §9). */
export const TRANSACTION_TYPE = 'legacy'
