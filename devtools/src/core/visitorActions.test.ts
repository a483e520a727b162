// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { accessibleName, type VisitorAction, watchVisitorActions } from './visitorActions.ts'

/** A host page with a button, the modal's dialog in an open shadow root, and a devtools panel. */
function page() {
  document.body.innerHTML = `
    <main>
      <button type="button">Connect Wallet</button>
      <label>RPC method <input value="eth_blockNumber" /></label>
      <button type="button">Close</button>
    </main>`
  const host = document.createElement('div')
  host.setAttribute('data-foyer', '')
  const shadow = host.attachShadow({ mode: 'open' })
  shadow.innerHTML = `
    <div role="dialog" aria-label="Connect a wallet">
      <button type="button"><img alt="" src="data:," /><div>Foyer Test Wallet</div><div>Installed</div></button>
      <button type="button" aria-label="Close"><svg aria-hidden="true"></svg></button>
      <button type="button">Use</button><button type="button">Use</button>
      <label for="amount">Amount</label><input id="amount" inputmode="decimal" />
      <input aria-label="Sign-in code" autocomplete="one-time-code" />
      <select aria-label="Token"><option>ETH</option><option>USDC</option></select>
      <p>Some text</p>
    </div>`
  const devtools = document.createElement('div')
  devtools.setAttribute('data-foyer-devtools', '')
  devtools.attachShadow({ mode: 'open' }).innerHTML = '<button type="button">Pause</button>'
  document.body.append(host, devtools)
  return { shadow, devtools: devtools.shadowRoot as ShadowRoot }
}

function record() {
  const actions: VisitorAction[] = []
  let clock = 1000
  const stop = watchVisitorActions(
    document,
    (action, replacesLast) => {
      if (replacesLast) actions.pop()
      actions.push(action)
    },
    { now: () => clock++, ignore: (e) => e.hasAttribute('data-foyer-devtools') },
  )
  return { actions, stop }
}

const type = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('watchVisitorActions', () => {
  it('records clicks in the page and in the modal by role and accessible name', () => {
    const { shadow } = page()
    const recorder = record()
    stop = recorder.stop
    document.querySelector('button')?.click()
    ;(shadow.querySelector('button') as HTMLButtonElement).click()
    ;(shadow.querySelector('[aria-label="Close"]') as HTMLButtonElement).click()
    // Not an action: text, and the dialog itself.
    ;(shadow.querySelector('p') as HTMLElement).click()
    expect(recorder.actions).toEqual([
      { time: 1000, kind: 'click', scope: 'page', role: 'button', name: 'Connect Wallet' },
      {
        time: 1001,
        kind: 'click',
        scope: 'modal',
        role: 'button',
        name: 'Foyer Test Wallet Installed',
      },
      { time: 1002, kind: 'click', scope: 'modal', role: 'button', name: 'Close' },
    ])
  })

  it('numbers elements that share a role and name; the page scope counts the modal’s too', () => {
    const { shadow } = page()
    const recorder = record()
    stop = recorder.stop
    ;(shadow.querySelectorAll('button')[3] as HTMLButtonElement).click()
    ;(document.querySelectorAll('main button')[1] as HTMLButtonElement).click()
    expect(recorder.actions).toMatchObject([
      { scope: 'modal', name: 'Use', nth: 1 },
      { scope: 'page', name: 'Close', nth: 0 },
    ])
  })

  it('records typing once per field, never a code’s value; Enter in a field; a select', () => {
    const { shadow } = page()
    const recorder = record()
    stop = recorder.stop
    const amount = shadow.querySelector('#amount') as HTMLInputElement
    type(amount, '0.0')
    type(amount, '0.01')
    const code = shadow.querySelector('[autocomplete="one-time-code"]') as HTMLInputElement
    type(code, '123456')
    code.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }),
    )
    type(shadow.querySelector('select') as HTMLSelectElement, 'USDC')
    type(document.querySelector('input') as HTMLInputElement, 'eth_chainId')
    expect(recorder.actions).toEqual([
      { time: 1001, kind: 'fill', scope: 'modal', role: 'textbox', name: 'Amount', value: '0.01' },
      {
        time: 1002,
        kind: 'fill',
        scope: 'modal',
        role: 'textbox',
        name: 'Sign-in code',
        value: '',
        secret: true,
      },
      {
        time: 1003,
        kind: 'press',
        scope: 'modal',
        role: 'textbox',
        name: 'Sign-in code',
        key: 'Enter',
      },
      {
        time: 1004,
        kind: 'select',
        scope: 'modal',
        role: 'combobox',
        name: 'Token',
        value: 'USDC',
      },
      {
        time: 1005,
        kind: 'fill',
        scope: 'page',
        role: 'textbox',
        name: 'RPC method',
        value: 'eth_chainId',
      },
    ])
    expect(JSON.stringify(recorder.actions)).not.toContain('123456')
  })

  it('ignores the devtools panel, and stops', () => {
    const { devtools } = page()
    const recorder = record()
    ;(devtools.querySelector('button') as HTMLButtonElement).click()
    recorder.stop()
    document.querySelector('button')?.click()
    expect(recorder.actions).toEqual([])
  })

  it('names a field by aria-labelledby, its label, or its placeholder', () => {
    document.body.innerHTML = `
      <span id="a">Recipient</span><span id="b">address</span>
      <input aria-labelledby="a b" /><input placeholder="Search wallets" type="search" />`
    const [labelled, search] = document.querySelectorAll('input')
    expect(accessibleName(labelled as Element)).toBe('Recipient address')
    expect(accessibleName(search as Element)).toBe('Search wallets')
  })
})
