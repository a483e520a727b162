/**
 * How long the Safe connector waits for Safe info before 'Could not load Safe information'
 * (SPEC §8, §9). In milliseconds, as wagmi's Safe connector passes it to `withTimeout`.
 */
export const SAFE_INFO_TIMEOUT = 10
