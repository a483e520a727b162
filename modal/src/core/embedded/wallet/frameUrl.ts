const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The iframe's source (SPEC §7): `{host}?projectId=…&chainId=…`. In local development (a
 * loopback frame in a loopback page) the frame takes the page's own host name, so the two stay
 * same-site whether the page was opened as localhost or 127.0.0.1: Chromium partitions the
 * storage of a cross-site frame, and the wallet's device share lives there.
 * @example frameSource('https://wallet.example.com/frame', { projectId: 'p', chainId: 1 })
 */
export function frameSource(
  frameUrl: string,
  { projectId, chainId }: { projectId: string; chainId: number },
  pageHostname: string | undefined = globalThis.location?.hostname,
): URL {
  const url = new URL(frameUrl)
  const page = pageHostname?.includes(':') ? `[${pageHostname}]` : pageHostname
  if (page && LOOPBACK.has(url.hostname) && LOOPBACK.has(page)) url.hostname = page
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', String(chainId))
  return url
}
