import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import type { NoticeTransfer } from '../modal/noticeState.ts'

/** The most transfers Activity keeps (newest first); older ones drop off. */
export const ACTIVITY_MAX = 20

/** One transfer this page sent, and where it stands. */
export type ActivityItem = NoticeTransfer & {
  hash: string
  /** The account that sent it: Activity shows the current account's only. */
  from: string
  status: 'pending' | 'confirmed' | 'failed'
  /** The block it was confirmed in, or why it failed. */
  detail?: string | undefined
  /** When it was sent (ms since epoch). */
  sentAt: number
}

export type ActivityState = { items: ActivityItem[] }

/**
 * The transfers sent from this page since it loaded, with their status: pending until the
 * receipt, then confirmed or failed. Kept in memory only (a reload starts empty), never an
 * address book of the visitor's history.
 */
export const activityStore = instanceStore<ActivityState>('activity', () => ({ items: [] }))

/** A send the wallet accepted: listed as pending, newest first. */
export function recordTransfer(
  foyer: Foyer,
  item: Omit<ActivityItem, 'status' | 'sentAt' | 'detail'>,
): void {
  const store = activityStore(foyer)
  const items = store.getState().items.filter((known) => known.hash !== item.hash)
  const sent: ActivityItem = { ...item, status: 'pending', sentAt: Date.now() }
  store.setState({ items: [sent, ...items].slice(0, ACTIVITY_MAX) })
}

/** The receipt came: the transfer `hash` is confirmed (in its block) or failed (and why). */
export function settleTransfer(
  foyer: Foyer,
  hash: string,
  status: 'confirmed' | 'failed',
  detail: string,
): void {
  const store = activityStore(foyer)
  store.setState({
    items: store
      .getState()
      .items.map((item) => (item.hash === hash ? { ...item, status, detail } : item)),
  })
}
