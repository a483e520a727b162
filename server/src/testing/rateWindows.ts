/**
 * Rate limits count in fixed 60 s windows (by the clock, on the database): a test that started
 * seconds before a window ends would see its count reset halfway. Wait for the next one then.
 */
export async function awayFromWindowEdge(): Promise<void> {
  const intoWindow = (Date.now() / 1000) % 60
  if (intoWindow > 50)
    await new Promise((resolve) => setTimeout(resolve, (60 - intoWindow) * 1000 + 250))
}

/** The env `@hono/node-server` gives a request from `ip`, for `app.request(url, init, fromIp(ip))`. */
export function fromIp(ip: string): { incoming: { socket: { remoteAddress: string } } } {
  return { incoming: { socket: { remoteAddress: ip } } }
}
