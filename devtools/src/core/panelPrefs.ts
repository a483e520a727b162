/** The tabs of the panel, in order. */
export const TABS = [
  'timeline',
  'router',
  'rpc',
  'frame',
  'tracking',
  'state',
  'egress',
  'faults',
] as const
export type Tab = (typeof TABS)[number]

/** What the panel remembers across reloads (localStorage). */
export type PanelPrefs = {
  open: boolean
  /** Position of the floating toggle, px from the viewport's left and top. */
  x: number
  y: number
  /** Height of the docked panel, px. */
  height: number
  tab: Tab
}

export const PREFS_KEY = '@foyer/devtools.panel'
export const MIN_HEIGHT = 120

export const defaultPrefs = (): PanelPrefs => ({
  open: false,
  x: 12,
  y: Math.max(0, (globalThis.innerHeight ?? 700) - 56),
  height: 320,
  tab: 'timeline',
})

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** The stored prefs; defaults for anything missing, invalid or unreadable. Never throws. */
export function readPrefs(storage: Pick<Storage, 'getItem'> | undefined): PanelPrefs {
  const prefs = defaultPrefs()
  try {
    const stored = JSON.parse(storage?.getItem(PREFS_KEY) ?? 'null') as Partial<PanelPrefs> | null
    if (!stored || typeof stored !== 'object') return prefs
    if (typeof stored.open === 'boolean') prefs.open = stored.open
    if (isNumber(stored.x)) prefs.x = stored.x
    if (isNumber(stored.y)) prefs.y = stored.y
    if (isNumber(stored.height)) prefs.height = Math.max(MIN_HEIGHT, stored.height)
    if (TABS.includes(stored.tab as Tab)) prefs.tab = stored.tab as Tab
  } catch {
    // Blocked storage or a value that is not JSON: the defaults.
  }
  return prefs
}

/** Stores the prefs; a storage that refuses (quota, privacy mode) only loses them. */
export function writePrefs(storage: Pick<Storage, 'setItem'> | undefined, prefs: PanelPrefs) {
  try {
    storage?.setItem(PREFS_KEY, JSON.stringify(prefs))
  } catch {}
}

/** Keeps a point of `size` inside a viewport, so a toggle never ends up out of reach. */
export function clampToViewport(
  { x, y }: { x: number; y: number },
  size: number,
  viewport: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, x), Math.max(0, viewport.width - size)),
    y: Math.min(Math.max(0, y), Math.max(0, viewport.height - size)),
  }
}
