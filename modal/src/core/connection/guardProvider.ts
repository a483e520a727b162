type Listener = (...args: never[]) => void
type Provider = {
  request: (args: { method: string; params?: unknown }) => unknown
  on?: (event: string, listener: Listener) => unknown
  removeListener?: (event: string, listener: Listener) => unknown
}

/** Reads a wallet answers without asking the visitor; one that never answers is given up on. */
const QUIET_METHODS = new Set(['eth_accounts', 'eth_chainId'])
const QUIET_TIMEOUT_MS = 3_000

/**
 * The wallet's provider as the modal uses it: a provider that throws synchronously, returns a
 * non-promise, or never answers a quiet read (eth_accounts, eth_chainId) cannot break or hang the
 * modal. Requests that ask the visitor are never timed out here: the visitor may take their time.
 */
export function guardProvider(provider: Provider): Provider {
  const guarded: Provider = {
    request(args) {
      const answer = new Promise((resolve, reject) => {
        try {
          Promise.resolve(provider.request(args)).then(resolve, reject)
        } catch (error) {
          reject(error)
        }
      })
      if (!QUIET_METHODS.has(args.method)) return answer
      return Promise.race([
        answer,
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new Error(`The wallet did not answer ${args.method}.`)),
            QUIET_TIMEOUT_MS,
          ),
        ),
      ])
    },
    on(event, listener) {
      try {
        provider.on?.(event, listener)
      } catch {
        // A wallet that cannot be listened to is used without its events.
      }
      return guarded
    },
    removeListener(event, listener) {
      try {
        provider.removeListener?.(event, listener)
      } catch {
        // Nothing to undo.
      }
      return guarded
    },
  }
  return guarded
}
