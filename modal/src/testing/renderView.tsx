import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

// Plain react-dom in jsdom (no @testing-library in this repo), as devtools/src/testing/render.tsx.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const cleanups: (() => void)[] = []

/**
 * Unmounts what `renderView` rendered. The project's setup file (src/testing/setup.ts) calls it
 * after each test of every file: a hook registered here, when this module loads, would run in
 * the first file of a worker only, since the files share their modules (`isolate: false`).
 */
export function unmountRendered(): void {
  for (const cleanup of cleanups.splice(0)) cleanup()
}

/**
 * Renders `node` inside an open `<dialog>` on `document.body`, as the modal shows its views, so
 * focus lands where it would in the page. Unmounted after each test.
 */
export function renderView(node: ReactNode) {
  const dialog = document.createElement('dialog')
  dialog.setAttribute('open', '')
  document.body.append(dialog)
  const root = createRoot(dialog)
  act(() => root.render(node))
  let mounted = true
  const unmount = () => {
    if (!mounted) return
    mounted = false
    act(() => root.unmount())
    dialog.remove()
  }
  cleanups.push(unmount)
  return { dialog, unmount }
}

const nameOf = (el: Element) =>
  (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The buttons under `root`, in document order. */
export function buttons(root: ParentNode): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')]
}

/** The button whose accessible name (aria-label, else text) is `name`, or undefined. */
export function queryButton(
  root: ParentNode,
  name: string | RegExp,
): HTMLButtonElement | undefined {
  return buttons(root).find((b) =>
    typeof name === 'string' ? nameOf(b) === name : name.test(nameOf(b)),
  )
}

/** The button whose accessible name (aria-label, else text) is `name`; throws when absent. */
export function button(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = queryButton(root, name)
  if (!found)
    throw new Error(`No button named ${name}; found: ${buttons(root).map(nameOf).join(' | ')}`)
  return found
}

/** The form control labelled `label` by a `<label for>`. */
export function field<E extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(
  root: ParentNode,
  label: string,
): E {
  const found = [...root.querySelectorAll('label')].find((l) => nameOf(l) === label)
  const control = found?.htmlFor ? root.querySelector<E>(`#${found.htmlFor}`) : null
  if (!control) throw new Error(`No field labelled ${label}`)
  return control
}

/** The texts of the elements with role="alert" under `root`. */
export function alerts(root: ParentNode): string[] {
  return [...root.querySelectorAll('[role="alert"]')].map((a) => nameOf(a))
}

/** The text of the element that describes `control` (aria-describedby), or undefined. */
export function descriptionOf(control: Element): string | undefined {
  const ids = control.getAttribute('aria-describedby')
  if (!ids) return undefined
  return ids
    .split(/\s+/)
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
}

export function click(element: HTMLElement) {
  act(() => element.click())
}

/** Clicks, then lets the promises the click started settle (an action, a lazy load). */
export async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    element.click()
    await settle()
  })
}

/**
 * Waits until pending promises have settled, and work a view put off until after the next
 * paint (`afterPaint`: a frame, then a task) has run.
 */
async function settle() {
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await new Promise((resolve) => setTimeout(resolve, 0))
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/** Lets pending promises settle inside act, so the state they set is rendered. */
export async function flush() {
  await act(settle)
}

/** Types into an input the way React sees it. */
export function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Picks the option `value` of a select the way React sees it. */
export function choose(select: HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set
  act(() => {
    setter?.call(select, value)
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

export { act }
