import { SOLANA_NETWORKS } from '@foyer/modal/frame-protocol'
import { ed25519 } from '@noble/curves/ed25519'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it, vi } from 'vitest'
import { appContext, setup, signIn } from '../testing/frameWallet.ts'

const DEVNET = SOLANA_NETWORKS['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']
const RECEIVER = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash

/** A wire transaction (base64) of `instructions`, fee paid by `payer`, unsigned. */
function transactionOf(payer: Address, instructions: Instruction[]): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH, lastValidBlockHeight: 10n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

async function signedInWithSolana(options?: { approve?: boolean }) {
  const frame = setup(options)
  const { address: evm } = await signIn(frame.handlers)
  const app = appContext(frame.sessionUpdate)
  const user = (await frame.handlers.GET_USER!({}, app)) as { solanaAddress: string }
  return { ...frame, evm, app, solana: address(user.solanaAddress) }
}

const request = (
  handlers: ReturnType<typeof setup>['handlers'],
  app: ReturnType<typeof appContext>,
  method: string,
  params: unknown,
) => handlers.RPC_REQUEST!({ method, params }, app)

describe('the embedded wallet’s Solana account', () => {
  it('is derived from the same key: a new device restored with the recovery key has the same Solana address', async () => {
    const { handlers, make, sessionUpdate, solana, evm } = await signedInWithSolana()
    expect(solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(getBase58Encoder().encode(solana)).toHaveLength(32)
    // A reload (device share) and a new device (recovery key) open the same two accounts.
    const [token] = sessionUpdate.mock.calls[0] as [string]
    const reloaded = make()
    await reloaded.IS_CONNECTED!({ token }, { ...appContext(sessionUpdate), token })
    expect(await reloaded.GET_USER!({}, appContext(sessionUpdate))).toMatchObject({
      address: evm,
      solanaAddress: solana,
    })
    const device = make({ newDevice: true })
    await signIn(device)
    expect(await device.GET_USER!({}, appContext(sessionUpdate))).toMatchObject({
      address: evm,
      solanaAddress: solana,
    })
    // Two wallets, two Solana accounts.
    const other = await signedInWithSolana()
    expect(other.solana).not.toBe(solana)
    void handlers
  })

  it('signs a SOL and USDC transfer after the visitor approved what it does, decoded', async () => {
    const { handlers, app, ui, solana } = await signedInWithSolana()
    const payer = createNoopSigner(solana)
    const mint = address(DEVNET.usdcMint!)
    const ata = async (owner: Address) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    const [source, destination] = await Promise.all([ata(solana), ata(RECEIVER)])
    const wire = transactionOf(solana, [
      getTransferSolInstruction({ source: payer, destination: RECEIVER, amount: 500_000_000n }),
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: destination,
        owner: RECEIVER,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 5_000_000n,
        decimals: 6,
      }),
    ])
    const answer = (await request(handlers, app, 'solana_signAndSendTransaction', {
      transaction: wire,
      chain: 'solana:devnet',
    })) as { signedTransaction: string; signature: string }

    const [summary, requester] = vi.mocked(ui.approve).mock.lastCall!
    expect(requester.origin).toBe(app.origin)
    expect(summary).toEqual({
      title: 'Send a Solana transaction',
      rows: [
        { label: 'Network', value: 'Solana Devnet' },
        { label: 'Fee paid by', value: 'you', title: solana },
        { label: 'Send', value: `0.5 SOL to ${RECEIVER}` },
        {
          label: 'Opens a token account',
          value: `USDC account of ${RECEIVER}, its rent paid by you`,
        },
        { label: 'Send', value: `5 USDC to ${RECEIVER}` },
      ],
    })
    // The signature is this account's, over the message, in its slot.
    const signed = getTransactionDecoder().decode(
      getBase64Encoder().encode(answer.signedTransaction),
    )
    const signature = signed.signatures[solana]!
    expect(
      ed25519.verify(
        new Uint8Array(signature),
        new Uint8Array(signed.messageBytes),
        new Uint8Array(getBase58Encoder().encode(solana)),
      ),
    ).toBe(true)
    expect(new Uint8Array(getBase58Encoder().encode(answer.signature))).toEqual(
      new Uint8Array(signature),
    )
  })

  it('flags an instruction of a program it cannot read, and signs nothing the visitor rejects (4001)', async () => {
    const { handlers, app, ui, solana } = await signedInWithSolana({ approve: false })
    const unknown: Instruction = {
      programAddress: address('BPFLoaderUpgradeab1e11111111111111111111111'),
      accounts: [],
      data: new Uint8Array([1, 2, 3]),
    }
    await expect(
      request(handlers, app, 'solana_signTransaction', {
        transaction: transactionOf(solana, [unknown]),
        chain: 'solana:devnet',
      }),
    ).rejects.toMatchObject({ code: 4001, message: 'The request was rejected in the wallet' })
    const [summary] = vi.mocked(ui.approve).mock.lastCall!
    expect(summary.title).toBe('Sign a Solana transaction')
    expect(summary.warnings).toEqual([
      'Instruction 1 calls a program this wallet cannot read (BPFLoaderUpgradeab1e11111111111111111111111): what it does cannot be shown. Reject it unless you trust this app.',
    ])
  })

  it('signs a text message after approval, and refuses one that is a transaction of this account', async () => {
    const { handlers, app, ui, solana } = await signedInWithSolana()
    const text = new TextEncoder().encode('Sign in to example.com')
    const { signature } = (await request(handlers, app, 'solana_signMessage', {
      message: getBase64Decoder().decode(text),
    })) as { signature: string }
    expect(
      ed25519.verify(
        new Uint8Array(getBase64Encoder().encode(signature)),
        text,
        new Uint8Array(getBase58Encoder().encode(solana)),
      ),
    ).toBe(true)
    expect(vi.mocked(ui.approve).mock.lastCall![0].rows).toEqual([
      { label: 'Message', value: 'Sign in to example.com' },
    ])

    // A transaction's message passed off as a message: refused before any dialog.
    vi.mocked(ui.approve).mockClear()
    const wire = transactionOf(solana, [
      getTransferSolInstruction({
        source: createNoopSigner(solana),
        destination: RECEIVER,
        amount: 1n,
      }),
    ])
    const message = getTransactionDecoder().decode(getBase64Encoder().encode(wire)).messageBytes
    await expect(
      request(handlers, app, 'solana_signMessage', {
        message: getBase64Decoder().decode(message),
      }),
    ).rejects.toMatchObject({ code: 4200 })
    expect(ui.approve).not.toHaveBeenCalled()
  })

  it('refuses, before asking, a transaction it need not sign, bad input naming the field, and any app without the token', async () => {
    const { handlers, app, ui, solana } = await signedInWithSolana()
    const stranger = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    const notOurs = transactionOf(stranger, [
      getTransferSolInstruction({
        source: createNoopSigner(stranger),
        destination: solana,
        amount: 1n,
      }),
    ])
    await expect(
      request(handlers, app, 'solana_signTransaction', { transaction: notOurs }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      request(handlers, app, 'solana_signTransaction', { transaction: 'not base64!' }),
    ).rejects.toThrow('Invalid Solana request: params.transaction must be a base64 string')
    await expect(
      request(handlers, app, 'solana_signAllTransactions', { transactions: [] }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      handlers.RPC_REQUEST!(
        { method: 'solana_signMessage', params: { message: 'aGk=' } },
        { ...app, token: 'another-apps-token' },
      ),
    ).rejects.toMatchObject({ code: 4100 })
    expect(ui.approve).not.toHaveBeenCalled()
  })
})
