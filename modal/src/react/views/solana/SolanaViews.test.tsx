// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../../../core/createFoyer.ts'
import { describeError } from '../../../core/errors/describeError.ts'
import { SOLANA_CHAIN_IDS } from '../../../core/network/constants.ts'
import { solanaStore } from '../../../core/solana/solanaState.ts'
import { act, renderView } from '../../../testing/renderView.tsx'
import { SolanaAccountRow, SolanaNetworks } from './SolanaLinks.tsx'
import { SolanaSendView } from './SolanaSendView.tsx'

const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function connected() {
  const foyer = createFoyer(
    { projectId: 'test', chains: [1, SOLANA_CHAIN_IDS.devnet] },
    { storage: window.localStorage, loadEngine: vi.fn() },
  )
  solanaStore(foyer).setState({
    status: 'connected',
    address: ADDRESS,
    chainId: SOLANA_CHAIN_IDS.devnet,
    wallet: { id: 'solana:Phantom', name: 'Phantom', icon: '', chains: [] },
  })
  return foyer
}

// The words come from the catalog (English in jsdom); the data is marked not to be translated.
describe('the Solana views', () => {
  it('the account row: its wallet, network and address kept as they are', () => {
    const { dialog } = renderView(<SolanaAccountRow foyer={connected()} />)
    expect(dialog.querySelector('section')?.getAttribute('aria-label')).toBe('Solana account')
    expect(dialog.textContent).toContain('Phantom · Solana Devnet · 9WzD…AWWM')
    expect(dialog.textContent).toContain('Use the Solana account')
    expect(dialog.querySelector('bdi')?.getAttribute('translate')).toBe('no')
  })

  it('the networks: one the wallet does not speak says so', () => {
    const { dialog } = renderView(<SolanaNetworks foyer={connected()} />)
    expect(dialog.textContent).toContain('Phantom does not support it')
  })

  it('the send form: its labels and a field’s problem in words', async () => {
    const foyer = connected()
    solanaStore(foyer).setState({ sendForm: { token: 'SOL', amount: 'abc', to: ADDRESS } })
    const { dialog } = renderView(
      <SolanaSendView foyer={foyer} sendToken={vi.fn()} describeError={describeError} />,
    )
    expect(dialog.querySelector('label[for="foyer-solana-to"]')?.textContent).toBe(
      'Receiver address',
    )
    await act(async () => {
      dialog.querySelector('form')?.requestSubmit()
    })
    expect(dialog.querySelector('#foyer-solana-amount-error')?.textContent).toBe(
      'amount must be a number. Provided: "abc"',
    )
  })
})
