// @vitest-environment jsdom
import { type GetConnectionReturnType, mock } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Engine } from '../../core/connection/engine.ts'
import * as wagmiActions from '../../core/connection/wagmiActions.ts'
import { createFoyer } from '../../core/createFoyer.ts'
import type { LoadEngine } from '../../core/foyer.ts'
import { openModal } from '../../core/modal/openModal.ts'
import { offlineConfig } from '../../testing/offlineConfig.ts'
import {
  alerts,
  button,
  choose,
  click,
  clickAndSettle,
  descriptionOf,
  field,
  flush,
  queryButton,
  renderView,
  type,
} from '../../testing/renderView.tsx'
import { SendView } from './SendView.tsx'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const offline = () => offlineConfig([mock({ accounts: [ALICE] })])

/** Loads `engine` as the wallet code, counting the loads. */
function loaderOf(engine: Engine) {
  return vi.fn<LoadEngine>(async () => ({ createEngine: async () => engine }))
}

/** The wallet code with no connection: the signer cannot be found. */
function disconnectedEngine(): Engine {
  const disconnected: GetConnectionReturnType = {
    address: undefined,
    addresses: undefined,
    chain: undefined,
    chainId: undefined,
    connector: undefined,
    isConnected: false,
    isConnecting: false,
    isDisconnected: true,
    isReconnecting: false,
    status: 'disconnected',
  }
  return {
    config: offline(),
    wagmi: { ...wagmiActions, getConnection: () => disconnected },
    destroy() {},
  }
}

/** The wallet code connected to ALICE on chain 1, estimating a native transfer at 21000 gas. */
function connectedEngine(gasPrice: bigint): Engine {
  const config = offline()
  const connector = config.connectors[0]
  if (!connector) throw new Error('the mock connector is missing')
  return {
    config,
    wagmi: {
      ...wagmiActions,
      getConnection: () => ({
        address: ALICE,
        addresses: [ALICE],
        chain: undefined,
        chainId: mainnet.id,
        connector,
        isConnected: true,
        isConnecting: false,
        isDisconnected: false,
        isReconnecting: false,
        status: 'connected',
      }),
      estimateGas: async () => 21_000n,
      getGasPrice: async () => gasPrice,
      getBalance: async () => ({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' }) as never,
    },
    destroy() {},
  }
}

/** The wallet code of a test that must never load it. */
const neverLoaded = () => vi.fn<LoadEngine>(() => Promise.reject(new Error('not expected to load')))

function setup(loadEngine: LoadEngine = neverLoaded()) {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1, 137] },
    { storage: window.localStorage, loadEngine },
  )
  // Arrangement: a connected account on chain 1 with its balances read.
  foyer.connection.setState({ status: 'connected', address: ALICE, addresses: [ALICE], chainId: 1 })
  foyer.tokens.setState({
    status: 'success',
    items: [
      { chainId: 1, symbol: 'ETH', decimals: 18, value: 10n ** 18n },
      { chainId: 1, address: USDC, symbol: 'USDC', decimals: 6, value: 5_000_000n },
    ],
  })
  openModal(foyer, { view: 'Send' })
  const view = renderView(<SendView foyer={foyer} />)
  const amount = () => field(view.dialog, 'Amount')
  const receiver = () => field(view.dialog, 'Receiver address')
  const token = () => field<HTMLSelectElement>(view.dialog, 'Token')
  return { foyer, loadEngine, amount, receiver, token, ...view }
}

afterEach(() => window.localStorage.clear())

describe('SendView: the form', () => {
  it('lists the tokens with their balances, and focuses the amount', () => {
    const { dialog, amount, token } = setup()
    expect([...token().options].map((o) => o.textContent)).toEqual([
      'ETH — 1 available',
      'USDC — 5 available',
    ])
    expect(token().value).toBe('native')
    expect(document.activeElement).toBe(amount())
    expect(button(dialog, 'Preview').disabled).toBe(false)
    expect(alerts(dialog)).toEqual([])
  })

  it('disables Preview while there is no token to send', () => {
    const foyer = createFoyer({ projectId: 'test', chains: [1, 137] }, { storage: undefined })
    const { dialog } = renderView(<SendView foyer={foyer} />)
    expect(button(dialog, 'Preview').disabled).toBe(true)
  })
})

describe('SendView: validation on Preview', () => {
  const cases: { name: string; token?: string; amount: string; message: string }[] = [
    {
      name: 'not a number',
      amount: 'abc',
      message: 'Amount must be a number above 0. Provided: "abc"',
    },
    { name: 'zero', amount: '0', message: 'Amount must be a number above 0. Provided: "0"' },
    {
      name: 'more decimals than USDC has',
      token: USDC,
      amount: '1.1234567',
      message: 'Amount can have at most 6 decimals for USDC. Provided: "1.1234567"',
    },
    {
      name: 'above the balance',
      amount: '1.5',
      message: 'Amount must not exceed your balance of 1 ETH. Provided: "1.5"',
    },
    {
      name: 'above the USDC balance',
      token: USDC,
      amount: '5.000001',
      message: 'Amount must not exceed your balance of 5 USDC. Provided: "5.000001"',
    },
  ]

  for (const { name, token: tokenKey, amount: typed, message } of cases) {
    it(`an amount ${name} is refused next to the field, values kept, nothing called`, () => {
      const { foyer, dialog, amount, receiver, token, loadEngine } = setup()
      if (tokenKey) choose(token(), tokenKey)
      type(amount(), typed)
      type(receiver(), '0x123')

      click(button(dialog, 'Preview'))

      expect(amount().getAttribute('aria-invalid')).toBe('true')
      expect(descriptionOf(amount())).toBe(message)
      expect(receiver().getAttribute('aria-invalid')).toBe('true')
      expect(descriptionOf(receiver())).toBe(
        'Receiver must be a 0x address of 40 hex characters. Provided: "0x123"',
      )
      // What was typed stays, on screen and in the send state.
      expect(amount().value).toBe(typed)
      expect(receiver().value).toBe('0x123')
      expect(token().value).toBe(tokenKey ?? 'native')
      expect(foyer.send.getState()).toMatchObject({
        sendTokenAmount: typed,
        receiverAddress: '0x123',
      })
      // Still the form: no estimate ran and the wallet code was never loaded.
      expect(button(dialog, 'Preview').disabled).toBe(false)
      expect(foyer._internal.engine).toBeUndefined()
      expect(loadEngine).not.toHaveBeenCalled()
    })
  }

  it('a valid amount with a bad receiver marks only the receiver', () => {
    const { foyer, dialog, amount, receiver } = setup()
    type(amount(), '0.5')
    type(receiver(), `${BOB}0`)

    click(button(dialog, 'Preview'))

    expect(amount().hasAttribute('aria-invalid')).toBe(false)
    expect(amount().hasAttribute('aria-describedby')).toBe(false)
    expect(receiver().getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(receiver())).toBe(
      `Receiver must be a 0x address of 40 hex characters. Provided: "${BOB}0"`,
    )
    expect(foyer._internal.engine).toBeUndefined()
  })

  it('a receiver with a wrong EIP-55 checksum is refused; all lowercase is fine', () => {
    const { foyer, dialog, amount, receiver } = setup()
    type(amount(), '0.5')
    // BOB with one letter's case flipped: a typo the checksum exists to catch.
    const typo = BOB.replace('C51812', 'c51812')
    type(receiver(), typo)
    click(button(dialog, 'Preview'))
    expect(descriptionOf(receiver())).toBe(
      `Receiver has a wrong checksum (EIP-55): a letter's case is off, so the address may be mistyped. Paste it again. Provided: "${typo}"`,
    )
    type(receiver(), BOB.toLowerCase())
    click(button(dialog, 'Preview'))
    expect(receiver().hasAttribute('aria-invalid')).toBe(false)
    expect(foyer.send.getState().receiverAddress).toBe(BOB.toLowerCase())
  })

  it('an empty form is refused with both messages', () => {
    const { dialog, amount, receiver } = setup()

    click(button(dialog, 'Preview'))

    expect(descriptionOf(amount())).toBe('Amount must be a number above 0. Provided: ""')
    expect(descriptionOf(receiver())).toBe(
      'Receiver must be a 0x address of 40 hex characters. Provided: ""',
    )
  })

  it('editing a field clears the messages', () => {
    const { dialog, amount, receiver } = setup()
    type(amount(), 'abc')
    click(button(dialog, 'Preview'))
    expect(amount().getAttribute('aria-invalid')).toBe('true')

    type(amount(), 'abc1')

    expect(amount().hasAttribute('aria-invalid')).toBe(false)
    expect(receiver().hasAttribute('aria-invalid')).toBe(false)
    expect(dialog.querySelector('.foyer-field-error')).toBeNull()
    expect(amount().value).toBe('abc1')
  })
})

describe('SendView: errors from the wallet', () => {
  it('a wallet code that fails to load is shown on the form, and Preview can be pressed again', async () => {
    const loadEngine = vi.fn<LoadEngine>(() =>
      // Chromium's words; they must not read as "the network (the chain's RPC) did not answer".
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/w.js')),
    )
    const { foyer, dialog, amount, receiver, token } = setup(loadEngine)
    choose(token(), USDC)
    type(amount(), '1.5')
    type(receiver(), BOB)

    await clickAndSettle(button(dialog, 'Preview'))

    expect(loadEngine).toHaveBeenCalledTimes(1)
    expect(alerts(dialog)).toEqual([
      'Could not load the wallet code: Failed to fetch dynamically imported module: /assets/w.js',
    ])
    expect(queryButton(dialog, 'Estimating fee…')).toBeUndefined()
    expect(button(dialog, 'Preview').disabled).toBe(false)
    expect(button(dialog, 'Preview').getAttribute('aria-busy')).toBe('false')
    expect(amount().value).toBe('1.5')
    expect(receiver().value).toBe(BOB)
    expect(token().value).toBe(USDC)
    expect(foyer.send.getState()).toMatchObject({ sendTokenAmount: '1.5', receiverAddress: BOB })
    expect(foyer._internal.engine).toBeUndefined()

    // Pressing Preview again tries to load the wallet code again.
    await clickAndSettle(button(dialog, 'Preview'))
    expect(loadEngine).toHaveBeenCalledTimes(2)
    expect(button(dialog, 'Preview').disabled).toBe(false)
  })

  it('shows "Estimating fee…" and disables Preview while the estimate runs', async () => {
    let finishLoading: (error: Error) => void = () => {}
    const loadEngine = vi.fn<LoadEngine>(
      () =>
        new Promise((_, reject) => {
          finishLoading = reject
        }),
    )
    const { dialog, amount, receiver } = setup(loadEngine)
    type(amount(), '0.5')
    type(receiver(), BOB)

    await clickAndSettle(button(dialog, 'Preview'))

    const busy = button(dialog, 'Estimating fee…')
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')

    await flush()
    expect(button(dialog, 'Estimating fee…').disabled).toBe(true)

    finishLoading(new Error('Importing a module script failed.'))
    await flush()

    expect(button(dialog, 'Preview').disabled).toBe(false)
    expect(alerts(dialog)).toEqual([
      'Could not load the wallet code: Importing a module script failed.',
    ])
  })

  it('without a connection in the wallet it says "Connector not connected."', async () => {
    const loadEngine = loaderOf(disconnectedEngine())
    const { dialog, amount, receiver } = setup(loadEngine)
    type(amount(), '0.5')
    type(receiver(), BOB)

    await clickAndSettle(button(dialog, 'Preview'))

    expect(loadEngine).toHaveBeenCalledTimes(1)
    expect(alerts(dialog)).toEqual(['Connector not connected.'])
    expect(button(dialog, 'Preview').disabled).toBe(false)
    expect(amount().value).toBe('0.5')
    expect(receiver().value).toBe(BOB)
  })

  it('editing a field clears an estimate error', async () => {
    const { dialog, amount, receiver } = setup(loaderOf(disconnectedEngine()))
    type(amount(), '0.5')
    type(receiver(), BOB)
    await clickAndSettle(button(dialog, 'Preview'))
    expect(alerts(dialog)).toEqual(['Connector not connected.'])

    type(amount(), '0.25')

    expect(alerts(dialog)).toEqual([])
    expect(amount().value).toBe('0.25')
  })

  it('a failed send held in the send state is shown, and editing a field clears it', () => {
    const foyer = createFoyer(
      { projectId: 'test', chains: [1, 137] },
      { storage: window.localStorage, loadEngine: loaderOf(disconnectedEngine()) },
    )
    foyer.tokens.setState({
      status: 'success',
      items: [{ chainId: 1, symbol: 'ETH', decimals: 18, value: 10n ** 18n }],
    })
    foyer.send.setState({
      sendTokenAmount: '0.5',
      receiverAddress: BOB,
      error: 'You rejected the request in your wallet.',
    })
    const { dialog } = renderView(<SendView foyer={foyer} />)
    const amount = field(dialog, 'Amount')
    expect(alerts(dialog)).toEqual(['You rejected the request in your wallet.'])
    expect(amount.value).toBe('0.5')
    expect(field(dialog, 'Receiver address').value).toBe(BOB)

    type(field(dialog, 'Receiver address'), `${BOB} `)

    expect(alerts(dialog)).toEqual([])
    expect(foyer.send.getState().error).toBeUndefined()
    expect(foyer.send.getState()).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: `${BOB} `,
    })
  })
})

describe('SendView: the preview', () => {
  it('shows amount, receiver, network and fee, and Edit brings the form back as typed', async () => {
    const { foyer, dialog, amount, receiver } = setup(loaderOf(connectedEngine(2_000_000_000n)))
    type(amount(), ' 0.5 ')
    type(receiver(), BOB)

    await clickAndSettle(button(dialog, 'Preview'))

    expect(dialog.querySelector('[data-testid="foyer-preview-amount"]')?.textContent).toBe(
      '0.5 ETH',
    )
    expect(dialog.querySelector('[data-testid="foyer-preview-fee"]')?.textContent).toBe(
      '≈ 0.000042 ETH',
    )
    expect(dialog.textContent).toContain('Ethereum')
    expect(foyer.send.getState()).toMatchObject({ gas: 21_000n, gasPrice: 2_000_000_000n })
    expect(alerts(dialog)).toEqual([])
    // Keyboard users continue where the preview starts: on Send, not on the page body.
    expect(dialog.ownerDocument.activeElement).toBe(button(dialog, 'Send'))

    click(button(dialog, 'Edit'))

    expect(amount().value).toBe(' 0.5 ')
    expect(receiver().value).toBe(BOB)
    expect(dialog.ownerDocument.activeElement).toBe(amount())
  })
})
