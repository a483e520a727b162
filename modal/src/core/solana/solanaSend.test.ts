import { randomBytes } from 'node:crypto'
import { type LocalSolana, startLocalSolana } from '@foyer/testing/solana'
import { createSolanaTestWallet } from '@foyer/testing/solana-wallet'
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { englishNotice } from '../../testing/englishNotice.ts'
import { nodeWindow, registerSolanaWallet } from '../../testing/registerSolanaWallet.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { createFoyer } from '../createFoyer.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { SOLANA_CHAIN_IDS } from '../network/constants.ts'
import { sendToken } from '../send/sendToken.ts'
import { solanaStore } from './solanaState.ts'
import { connectSolanaWallet, discoverSolanaWallets } from './solanaWallets.ts'

// The Solana send as the views reach it: `sendToken` with namespace 'solana' (SPEC §4, §5, §8),
// against the local Solana and a Wallet Standard test wallet that asks for each approval. In node,
// not jsdom: the wallet signs with Node's WebCrypto, which refuses jsdom's typed arrays; the
// Wallet Standard's registry only needs a window that dispatches events.
const DEVNET = SOLANA_CHAIN_IDS.devnet
const RENT_TOKEN_ACCOUNT = 2_039_280n
let solana: LocalSolana
const page = globalThis as { window?: EventTarget }
beforeAll(async () => {
  page.window = nodeWindow
  solana = await startLocalSolana()
})
afterAll(async () => {
  delete page.window
  await solana.stop()
})

async function freshAddress(): Promise<string> {
  return (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32)))).address
}

let count = 0
/** A connected Solana account of its own (fresh key, 10 SOL, 100 USDC) and its wallet. */
async function connected() {
  count += 1
  const seed = randomBytes(32)
  const from = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(seed))).address
  solana.svm.airdrop(from as never, 10_000_000_000n as never)
  await solana.mintUsdc(from, 100_000_000n)
  const { wallet, control } = createSolanaTestWallet({
    rpcUrls: { [DEVNET]: solana.url },
    seeds: [seed.toString('hex')],
    mode: 'manual',
    info: { name: `Send Wallet ${count}` },
  })
  registerSolanaWallet(wallet, nodeWindow)
  const foyer = createFoyer(
    { projectId: 'p', chains: [31337, DEVNET], rpc: { [DEVNET]: solana.url } },
    { loadEngine: () => Promise.reject(new Error('no EVM wallet code in this test')) },
  )
  discoverSolanaWallets(foyer, { describeError })
  const connecting = connectSolanaWallet(foyer, { walletId: `solana:Send Wallet ${count}` })
  await control.approve()
  await connecting
  const events: BusEvent[] = []
  foyer.bus.subscribe((event) => void events.push(event))
  return { foyer, control, from, events }
}

const tracking = (events: BusEvent[]) =>
  events.flatMap((e) => (e.channel === 'tracking' ? [e.payload] : []))

const send = (foyer: Foyer, symbol: 'SOL' | 'USDC', amount: string, to: string) =>
  sendToken(foyer, {
    namespace: 'solana',
    token: { symbol, quantity: { decimals: symbol === 'SOL' ? 9 : 6 } },
    amount,
    to,
  })

describe('sendToken on Solana', { timeout: 30_000 }, () => {
  it('sends 0.5 SOL after the approval: exact balances, SEND_INITIATED then SEND_SUCCESS, confirmed', async () => {
    const { foyer, control, from, events } = await connected()
    const to = await freshAddress()
    const before = await solana.balance(from)
    const sending = send(foyer, 'SOL', '0.5', to)
    const request = await control.waitForRequest('solana:signAndSendTransaction')
    expect(request.params).toMatchObject([{ account: from, chain: 'solana:devnet' }])
    await control.approve()
    const { hash, chainId } = await sending
    expect(chainId).toBe(DEVNET)
    expect(await solana.balance(to)).toBe(500_000_000n)
    expect(await solana.balance(from)).toBe(before - 500_000_000n - 5_000n)
    const properties = { token: 'SOL', amount: '0.5', network: DEVNET, namespace: 'solana' }
    expect(tracking(events).map((e) => e.event)).toEqual(
      expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']),
    )
    expect(tracking(events).find((e) => e.event === 'SEND_SUCCESS')?.properties).toEqual({
      ...properties,
      hash,
    })
    await expect
      .poll(() => englishNotice(foyer.notice.getState()))
      .toMatch(/^Transaction confirmed in slot \d+$/)
    expect(tracking(events).find((e) => e.event === 'SEND_CONFIRMED')?.properties).toMatchObject({
      hash,
    })
  })

  it('sends 5 USDC to an address without a USDC account: it is opened, its rent paid by the sender', async () => {
    const { foyer, control, from } = await connected()
    const to = await freshAddress()
    const before = await solana.balance(from)
    const sending = send(foyer, 'USDC', '5', to)
    await control.approve(undefined, { timeoutMs: 10_000 })
    await sending
    expect(await solana.tokenBalance(to)).toBe(5_000_000n)
    expect(await solana.tokenBalance(from)).toBe(95_000_000n)
    expect(await solana.balance(from)).toBe(before - 5_000n - RENT_TOKEN_ACCOUNT)
  })

  it('needs an amount and a receiver: SPEC’s message, SEND_ERROR, and the wallet is never asked', async () => {
    const { foyer, control, events } = await connected()
    await expect(send(foyer, 'SOL', '', await freshAddress())).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    await expect(send(foyer, 'SOL', '0.1', ' ')).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(control.pending()).toEqual([])
    const errors = tracking(events).filter((e) => e.event === 'SEND_ERROR')
    expect(errors.map((e) => (e.properties as { message: string }).message)).toEqual([
      'Please enter a valid amount and receiver address',
      'Please enter a valid amount and receiver address',
    ])
  })

  it('a refusal in the wallet fails as SPEC says, with the reason in words, and nothing moves', async () => {
    const { foyer, control, from, events } = await connected()
    const to = await freshAddress()
    const before = await solana.balance(from)
    const sending = send(foyer, 'SOL', '1', to)
    await control.reject(undefined, { timeoutMs: 10_000 })
    await expect(sending).rejects.toThrow('Failed to send transaction. Please try again.')
    expect(tracking(events).find((e) => e.event === 'SEND_ERROR')?.properties).toMatchObject({
      message: 'Failed to send transaction. Please try again.',
      detail: 'You rejected the request in your wallet.',
      network: DEVNET,
      namespace: 'solana',
    })
    expect(await solana.balance(from)).toBe(before)
    expect(await solana.balance(to)).toBe(0n)
  })

  it('a transfer the network would refuse fails in the simulation, before the wallet is asked', async () => {
    const { foyer, control, events } = await connected()
    await expect(send(foyer, 'SOL', '20', await freshAddress())).rejects.toThrow(
      'Failed to send transaction. Please try again.',
    )
    expect(control.pending()).toEqual([])
    const failure = tracking(events).find((e) => e.event === 'SEND_ERROR')
    expect((failure?.properties as { detail?: string } | undefined)?.detail).toMatch(
      /^The network refused the transfer in a simulation: .*insufficient/i,
    )
  })

  it('a receiver that is no Solana address is said, with the value', async () => {
    const { foyer, control, events } = await connected()
    await expect(send(foyer, 'USDC', '1', '0x1234')).rejects.toThrow(
      'Failed to send transaction. Please try again.',
    )
    expect(control.pending()).toEqual([])
    expect(tracking(events).find((e) => e.event === 'SEND_ERROR')?.properties).toMatchObject({
      detail: 'receiver must be a Solana address (base58, 32 bytes). Provided: "0x1234"',
    })
    expect(solanaStore(foyer).getState().status).toBe('connected')
  })
})
