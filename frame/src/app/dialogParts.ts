import { el } from './dom.ts'

/** Wraps a deciding button's action: it runs only once the dialog's buttons are armed. */
export type Guard = <E extends Event>(action: (event: E) => void) => (event: E) => void

/** What a dialog's builder gives back to `show`. */
export type Built = {
  nodes: Node[]
  /** The deciding buttons: armed only after the dialog was visible and unchanged (armButtons). */
  armed?: HTMLElement[]
  /** What gets focus: by default the heading, never a deciding button of an approval. */
  focus?: HTMLElement
}

/**
 * Shows one dialog of the frame, replacing the one shown; `build` gets its close function and
 * the guard of its armed buttons; `onEscape` runs on a person's Escape.
 */
export type ShowDialog = (
  title: string | (Node | string)[],
  build: (tools: { close: () => void; guard: Guard }) => Built,
  onEscape?: () => void,
) => void

/** An action that runs for a person's click or key only, never a script's. */
export const trusted =
  <E extends Event>(action: (event: E) => void) =>
  (event: E) => {
    if (event.isTrusted) action(event)
  }

export const button = (text: string, kind: 'primary' | 'secondary') =>
  el('button', { type: 'button', className: kind, textContent: text })

/**
 * Text a page chose (an origin, an address, an email), shown left-to-right, isolated from what
 * surrounds it, and never rewritten by a page translator (`translate="no"`).
 */
export const ltr = (text: string, className?: string) => {
  const node = el('bdi', { textContent: text, ...(className ? { className } : {}) })
  node.dir = 'ltr'
  node.setAttribute('translate', 'no')
  return node
}

export const actions = (...buttons: HTMLElement[]) =>
  el('div', { className: 'actions' }, ...buttons)
