import { randomBytes } from 'node:crypto'
import { type LocalSolana, startLocalSolana } from '@foyer/testing/solana'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryStorage } from '../../testing/memoryStorage.ts'
import { nodeWindow } from '../../testing/registerSolanaWallet.ts'
import type { BusEvent } from '../bus/createBus.ts'
import { createFoyer } from '../createFoyer.ts'
import type { EmbeddedWallet } from '../embedded/wallet/createEmbeddedWallet.ts'
import { offerEmbeddedSolana } from '../embedded/wallet/embeddedSolana.ts'
import { describeError } from '../errors/describeError.ts'
import type { Foyer } from '../foyer.ts'
import { SOLANA_CHAIN_IDS } from '../network/constants.ts'
import { sendToken } from '../send/sendToken.ts'
import { EMBEDDED_SOLANA_ID } from './embeddedSolanaWallet.ts'
import { readSolanaSession } from './solanaSession.ts'
import { solanaStore } from './solanaState.ts'
import { discoverSolanaWallets } from './solanaWallets.ts'

// The embedded wallet's Solana account as the modal reaches it: the embedded chunk offers it (from
// GET_USER), the Solana chunk connects it and sends through it with `sendToken`. The frame is
// played by a provider that signs with a key as the frame would after an approval (the frame's own
// tests: frame/src/app/createFrameWallet.solana.test.ts; both together: e2e/embedded-solana.spec.ts).
// In node, for WebCrypto's ed25519 (see solanaSend.test.ts).
const DEVNET = SOLANA_CHAIN_IDS.devnet
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

/** A frame that approves (or rejects, 4001) and signs with `seed`, recording what it was asked. */
async function frameOf(seed: Uint8Array, answer: { reject?: boolean } = {}) {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed)
  const asked: { method: string; params: Record<string, string> }[] = []
  const wallet = {
    provider: {
      async request({ method, params }: { method: string; params: Record<string, string> }) {
        asked.push({ method, params })
        if (answer.reject)
          throw Object.assign(new Error('The request was rejected in the wallet'), { code: 4001 })
        const tx = getTransactionDecoder().decode(getBase64Encoder().encode(params.transaction!))
        const [signatures] = await signer.signTransactions([tx as never])
        const signed = { ...tx, signatures: { ...tx.signatures, ...signatures } }
        return {
          signedTransaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)),
          signature: getBase58Decoder().decode(signatures![signer.address]!),
        }
      },
    },
  } as unknown as EmbeddedWallet
  return { wallet, address: signer.address as string, asked }
}

function foyerWith(storage = memoryStorage()) {
  const foyer = createFoyer(
    { projectId: 'p', chains: [31337, DEVNET], rpc: { [DEVNET]: solana.url } },
    { storage, loadEngine: () => Promise.reject(new Error('no EVM wallet code in this test')) },
  )
  const events: BusEvent[] = []
  foyer.bus.subscribe((event) => void events.push(event))
  return { foyer, events, storage }
}

const connection = (events: BusEvent[]) =>
  events.flatMap((e) => (e.channel === 'connection' ? [e.payload] : []))
const tracking = (events: BusEvent[]) =>
  events.flatMap((e) => (e.channel === 'tracking' ? [e.payload] : []))

const send = (foyer: Foyer, amount: string, to: string) =>
  sendToken(foyer, {
    namespace: 'solana',
    token: { symbol: 'SOL', quantity: { decimals: 9 } },
    amount,
    to,
  })

describe("the embedded wallet's Solana account in the modal", { timeout: 30_000 }, () => {
  it('connects when the login opens, sends SOL through the frame, and is forgotten at sign-out', async () => {
    const seed = new Uint8Array(randomBytes(32))
    const frame = await frameOf(seed)
    solana.svm.airdrop(frame.address as never, 2_000_000_000n as never)
    const { foyer, events } = foyerWith()
    discoverSolanaWallets(foyer, { describeError })
    expect(solanaStore(foyer).getState().status).toBe('disconnected')

    offerEmbeddedSolana(foyer, frame.wallet, frame.address)
    const state = solanaStore(foyer).getState()
    expect(state).toMatchObject({ status: 'connected', address: frame.address, chainId: DEVNET })
    expect(state.wallet?.id).toBe(EMBEDDED_SOLANA_ID)
    // Not listed in Connect: the login is the way in.
    expect(state.wallets.map((w) => w.id)).not.toContain(EMBEDDED_SOLANA_ID)
    expect(connection(events)).toContainEqual({
      type: 'solana_connect_success',
      connectorId: EMBEDDED_SOLANA_ID,
      address: frame.address,
      chainId: DEVNET,
      alongside: true,
    })

    const to = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32))))
      .address
    const { hash } = await send(foyer, '0.5', to)
    expect(frame.asked.map((a) => [a.method, a.params.chain])).toEqual([
      ['solana_signAndSendTransaction', 'solana:devnet'],
    ])
    expect(await solana.balance(to)).toBe(500_000_000n)
    expect(await solana.balance(frame.address)).toBe(2_000_000_000n - 500_000_000n - 5_000n)
    expect(tracking(events).find((e) => e.event === 'SEND_SUCCESS')?.properties).toMatchObject({
      hash,
      namespace: 'solana',
    })

    offerEmbeddedSolana(foyer, frame.wallet, undefined)
    expect(solanaStore(foyer).getState().status).toBe('disconnected')
    expect(readSolanaSession(foyer)).toBeUndefined()
    expect(connection(events)).toContainEqual({
      type: 'solana_disconnect',
      connectorId: EMBEDDED_SOLANA_ID,
    })
  })

  it("a rejection in the frame fails the send with SPEC's message, the chain untouched", async () => {
    const seed = new Uint8Array(randomBytes(32))
    const frame = await frameOf(seed, { reject: true })
    solana.svm.airdrop(frame.address as never, 1_000_000_000n as never)
    const { foyer, events } = foyerWith()
    offerEmbeddedSolana(foyer, frame.wallet, frame.address)
    discoverSolanaWallets(foyer, { describeError })
    const to = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(randomBytes(32))))
      .address
    await expect(send(foyer, '0.25', to)).rejects.toThrow(
      'Failed to send transaction. Please try again.',
    )
    expect(tracking(events).find((e) => e.event === 'SEND_ERROR')?.properties).toMatchObject({
      message: 'Failed to send transaction. Please try again.',
      detail: 'You rejected the request in your wallet.',
    })
    expect(frame.asked).toHaveLength(1)
    expect(await solana.balance(to)).toBe(0n)
    expect(await solana.balance(frame.address)).toBe(1_000_000_000n)
  })

  it('comes back on its stored network with the login on the next visit; a registry wallet taking its name is not asked', async () => {
    const frame = await frameOf(new Uint8Array(randomBytes(32)))
    const first = foyerWith()
    discoverSolanaWallets(first.foyer, { describeError })
    offerEmbeddedSolana(first.foyer, frame.wallet, frame.address)
    expect(readSolanaSession(first.foyer)).toEqual({
      wallet: 'Email wallet',
      address: frame.address,
      chainId: DEVNET,
    })

    // The next visit: the Solana chunk first, then the embedded login comes back.
    const next = foyerWith(first.storage)
    discoverSolanaWallets(next.foyer, { describeError })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(solanaStore(next.foyer).getState().status).toBe('disconnected')
    expect(readSolanaSession(next.foyer)?.address).toBe(frame.address)
    offerEmbeddedSolana(next.foyer, frame.wallet, frame.address)
    expect(solanaStore(next.foyer).getState()).toMatchObject({
      status: 'connected',
      address: frame.address,
    })
    expect(connection(next.events)).toContainEqual({
      type: 'solana_restored',
      connectorId: EMBEDDED_SOLANA_ID,
      alongside: true,
    })
  })
})
