/** Where an action happened: the host page, or the modal's dialog. */
export type ActionScope = 'page' | 'modal'

/**
 * What the visitor did, as a test would do it again: the element by its ARIA role and
 * accessible name (`page.getByRole(role, { name })`), in the page or the modal.
 */
export type VisitorAction = {
  /** When it happened, in ms since epoch (the bus's clock). */
  time: number
  /** `fault`: a devtools fault switch turned (`name` its label, `value` 'on' or 'off'). */
  kind: 'click' | 'fill' | 'select' | 'press' | 'fault'
  scope: ActionScope
  role: string
  name: string
  /** Which of several elements with this role and name, in document order (none when one). */
  nth?: number | undefined
  /** `fill`, `select`: what the field holds; empty when `secret`. */
  value?: string | undefined
  /** `fill`: a code, password or key; the session never holds what was typed. */
  secret?: boolean | undefined
  /** `press`: the key. */
  key?: string | undefined
}

// A field whose value is never kept: what its type, autocomplete or name says it holds.
const SECRET_NAME = /code|otp|pass(word|phrase)|secret|recovery|seed|mnemonic|private|\bkey\b/i
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox'])
/** Roles a visitor acts on; a click elsewhere (a dialog's padding, a heading) is not recorded. */
const ACTIONABLE = new Set([
  ...TEXT_ROLES,
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'treeitem',
  'slider',
])
const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  number: 'spinbutton',
  range: 'slider',
  search: 'searchbox',
  email: 'textbox',
  tel: 'textbox',
  text: 'textbox',
  url: 'textbox',
  password: 'textbox',
}

/** The element's ARIA role, explicit or implied by its tag; undefined for none a test can use. */
export function roleOf(element: Element): string | undefined {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0]
  if (explicit) return explicit
  switch (element.localName) {
    case 'button':
    case 'summary':
      return 'button'
    case 'a':
      return element.hasAttribute('href') ? 'link' : undefined
    case 'select':
      return 'combobox'
    case 'dialog':
      return 'dialog'
    case 'textarea':
      return 'textbox'
    case 'input': {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase()
      return INPUT_ROLES[type] ?? (type === 'hidden' ? undefined : 'textbox')
    }
    default:
      return undefined
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The text an element's content gives its name: hidden parts left out, images by alt text. */
function contentName(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? ''
  if (!(node instanceof Element)) return ''
  if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return ''
  const view = node.ownerDocument.defaultView
  const style = view?.getComputedStyle(node)
  if (style?.display === 'none' || style?.visibility === 'hidden') return ''
  const label = node.getAttribute('aria-label')
  let text: string
  if (label) text = label
  else if (node.localName === 'img') text = node.getAttribute('alt') ?? ''
  else if (node.localName === 'style' || node.localName === 'script') text = ''
  else text = [...node.childNodes].map(contentName).join('')
  // Like browsers (and Playwright), a block's name is apart from its neighbours'.
  return style && style.display !== 'inline' ? ` ${text} ` : text
}

/**
 * The element's accessible name, as Playwright's `getByRole(…, { name })` computes it for the
 * cases a modal and a form have: `aria-labelledby`, `aria-label`, a field's labels, its
 * placeholder or title, else its content (for buttons and links).
 */
export function accessibleName(element: Element): string {
  const root = element.getRootNode() as Document | ShadowRoot
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => root.getElementById?.(id))
      .map((labelElement) => (labelElement ? contentName(labelElement) : ''))
      .join(' ')
    if (collapse(text)) return collapse(text)
  }
  const label = element.getAttribute('aria-label')
  if (label?.trim()) return collapse(label)
  const labels = (element as HTMLInputElement).labels
  if (labels && labels.length > 0) {
    const text = [...labels].map((l) => labelText(l, element)).join(' ')
    if (collapse(text)) return collapse(text)
  }
  const role = roleOf(element)
  if (role && !TEXT_ROLES.has(role)) {
    const text = collapse(contentName(element))
    if (text) return text
  }
  return collapse(element.getAttribute('placeholder') ?? element.getAttribute('title') ?? '')
}

// A label's own text: the field it wraps adds nothing to it.
function labelText(label: HTMLLabelElement, field: Element): string {
  return [...label.childNodes].map((node) => (node === field ? '' : contentName(node))).join('')
}

/** Roots a page-scope locator searches: the document and every open shadow root in it. */
function* roots(
  root: Document | ShadowRoot | Element,
  skip: (e: Element) => boolean,
): Generator<Document | ShadowRoot | Element> {
  yield root
  const all = root.querySelectorAll('*')
  for (const element of all) {
    if (skip(element)) continue
    if (element.shadowRoot) yield* roots(element.shadowRoot, skip)
  }
}

function sameRoleAndName(
  scopeRoot: Document | ShadowRoot | Element,
  role: string,
  name: string,
  skip: (e: Element) => boolean,
): Element[] {
  const found: Element[] = []
  for (const root of roots(scopeRoot, skip))
    for (const candidate of root.querySelectorAll('*'))
      if (roleOf(candidate) === role && accessibleName(candidate) === name) found.push(candidate)
  return found
}

export type WatchVisitorActionsOptions = {
  /** @default Date.now */
  now?: () => number
  /** Elements whose descendants are never recorded (the devtools panel's host). */
  ignore?: (element: Element) => boolean
}

/**
 * Records what the visitor does in the page and in the modal (open shadow roots included):
 * clicks on elements with a role, what they type into fields (coalesced per field; never the
 * value of a code, password or key), and Enter in a field. Returns the function that stops.
 */
export function watchVisitorActions(
  document: Document,
  onAction: (action: VisitorAction, replacesLast: boolean) => void,
  { now = Date.now, ignore = () => false }: WatchVisitorActionsOptions = {},
): () => void {
  let lastFill: Element | undefined

  const locate = (event: Event) => {
    const path = event.composedPath().filter((node): node is Element => node instanceof Element)
    if (path.some(ignore)) return undefined
    const element = path.find((node) => ACTIONABLE.has(roleOf(node) ?? ''))
    if (!element) return undefined
    const role = roleOf(element) as string
    const name = accessibleName(element)
    // The modal: inside the dialog of the shadow root the modal mounts on (`data-foyer`).
    const host = path.find((node) => node.hasAttribute('data-foyer'))
    const dialog = host ? path.find((node) => roleOf(node) === 'dialog') : undefined
    const scope: ActionScope = dialog ? 'modal' : 'page'
    const twins = sameRoleAndName(dialog ?? document, role, name, ignore)
    const nth = twins.length > 1 ? twins.indexOf(element) : undefined
    return { element, role, name, scope, ...(nth !== undefined && nth >= 0 ? { nth } : {}) }
  }

  const onClick = (event: Event) => {
    const target = locate(event)
    // A click that only focuses a field is not an action of its own.
    if (!target || TEXT_ROLES.has(target.role)) return
    const { element: _element, ...where } = target
    lastFill = undefined
    onAction({ time: now(), kind: 'click', ...where }, false)
  }

  const onInput = (event: Event) => {
    const target = locate(event)
    if (!target || !TEXT_ROLES.has(target.role)) return
    const { element, ...where } = target
    const field = element as HTMLInputElement
    const secret =
      field.type === 'password' ||
      /one-time-code|password/.test(field.autocomplete ?? '') ||
      SECRET_NAME.test(where.name) ||
      SECRET_NAME.test(field.name ?? '')
    const value = secret ? '' : String(field.value ?? '')
    const replacesLast = lastFill === element
    lastFill = element
    const kind = element.localName === 'select' ? 'select' : 'fill'
    onAction(
      { time: now(), kind, ...where, value, ...(secret ? { secret: true } : {}) },
      replacesLast,
    )
  }

  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Enter') return
    const target = locate(event)
    if (!target || !TEXT_ROLES.has(target.role)) return
    const { element: _element, ...where } = target
    lastFill = undefined
    onAction({ time: now(), kind: 'press', ...where, key: 'Enter' }, false)
  }

  document.addEventListener('click', onClick, true)
  document.addEventListener('input', onInput, true)
  document.addEventListener('keydown', onKeyDown, true)
  return () => {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('input', onInput, true)
    document.removeEventListener('keydown', onKeyDown, true)
  }
}
