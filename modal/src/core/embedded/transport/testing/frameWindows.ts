// Test windows for the frame transport. jsdom's own postMessage sets neither `origin` nor
// `source`, so these dispatch real MessageEvents with both set, as a browser gives the listener.
import { createBus } from '../../../bus/createBus.ts'
import type { BusEvent } from '../../../bus/events.ts'

export const APP_ORIGIN = 'https://app.example'
export const FRAME_ORIGIN = 'https://wallet.example.com'

export type Posted = { message: unknown; targetOrigin: string }

/** Dispatches a `message` event on `target` as a browser would after a postMessage. */
export function deliver(
  target: EventTarget,
  data: unknown,
  { origin, source }: { origin: string; source: unknown },
): void {
  target.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as MessageEventSource | null }),
  )
}

/** Lets queued promise callbacks run (the transport posts once the iframe is ready). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/** A bus and the events it saw. */
export function recordingBus() {
  const bus = createBus()
  const events: BusEvent[] = []
  bus.subscribe((event) => events.push(event))
  return { bus, events }
}

/** A hidden `w3m-iframe` in the page whose window records what is posted to it. */
export function frameIframe(): {
  iframe: HTMLIFrameElement
  posted: Posted[]
  frameWindow: Window
} {
  const iframe = document.createElement('iframe')
  iframe.id = 'w3m-iframe'
  iframe.src = `${FRAME_ORIGIN}/?projectId=p&chainId=1`
  document.body.append(iframe)
  const frameWindow = iframe.contentWindow as Window
  const posted: Posted[] = []
  frameWindow.postMessage = ((message: unknown, targetOrigin: string) =>
    posted.push({ message, targetOrigin })) as Window['postMessage']
  return { iframe, posted, frameWindow }
}

/** A stand-in for the app's window as the frame sees it (`window.parent`), recording posts. */
export function parentWindow(): { parent: Window; posted: Posted[] } {
  const posted: Posted[] = []
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  } as unknown as Window
  return { parent, posted }
}
