import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach } from 'vitest'

// Plain react-dom in jsdom (no @testing-library in this repo): a few queries by role and name.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

export function render(node: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(node))
  const unmount = () => {
    act(() => root.unmount())
    container.remove()
  }
  cleanups.push(unmount)
  return { container, unmount }
}

const nameOf = (el: Element) =>
  (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The button whose accessible name (aria-label or text) is `name`. */
export function button(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? nameOf(b) === name : name.test(nameOf(b)),
  )
  if (!found) throw new Error(`No button named ${name}`)
  return found
}

export function tab(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('[role="tab"]')].find((t) => nameOf(t) === name)
  if (!found) throw new Error(`No tab named ${name}`)
  return found as HTMLButtonElement
}

/** The body rows of the table labelled `label`, as arrays of cell texts. */
export function tableRows(root: ParentNode, label: string): string[][] {
  const table = root.querySelector(`table[aria-label="${label}"]`)
  if (!table) return []
  return [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  )
}

/** The Timeline's rows as `channel title detail`, newest first. */
export function timelineRows(root: ParentNode): string[] {
  return [...root.querySelectorAll('ol[aria-label="Timeline"] li')].map((li) =>
    [...li.children]
      .slice(1)
      .map((c) => c.textContent)
      .join(' '),
  )
}

export function click(element: HTMLElement) {
  act(() => element.click())
}

/** Types into an input the way React sees it. */
export function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export { act }
