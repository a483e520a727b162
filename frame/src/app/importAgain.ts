/**
 * Loads a lazy chunk, and after a failed load, loads it again from a URL of its own. Chromium
 * keeps a failed dynamic import's answer for the page's life (a second `import()` of the same URL
 * fails at once, without a request), so "retry" after a network error would never fetch it: the
 * retry asks for `<the URL the error named>?retry=<n>`, which the browser has not seen. A browser
 * whose error names no URL (Safari) retries the same URL, as it refetches it.
 * @example const load = importAgain(() => import('./openWallet.ts'))
 */
export function importAgain<T>(load: () => Promise<T>): () => Promise<T> {
  let failedUrl: string | undefined
  let attempt = 0
  return () => {
    const loading = failedUrl
      ? (import(/* @vite-ignore */ `${failedUrl}?retry=${++attempt}`) as Promise<T>)
      : load()
    return loading.catch((error: unknown) => {
      failedUrl = failedModuleUrl(error) ?? failedUrl
      throw error
    })
  }
}

/** The URL of the module a failed `import()` names (Chromium's and Firefox's messages do). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error)
  const url = /(https?:\/\/[^\s'"]+?\.m?js)(?:[?#][^\s'"]*)?(?=$|[\s'".,)])/.exec(message)?.[1]
  return url
}
