import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type Instruction,
  isAddress,
  isOffCurveAddress,
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
import type { Foyer } from '../foyer.ts'
import type { SolanaChainId } from '../network/constants.ts'
import { SOL_DECIMALS, SOLANA_NETWORKS, USDC_DECIMALS } from './networks.ts'
import type { SolanaToken } from './port.ts'
import { solanaRpc } from './solanaRpc.ts'

export type { SolanaToken }

export type SolanaTransferInput = {
  chainId: SolanaChainId
  /** The connected account: it pays the fee (and the receiver's token account, when missing). */
  from: string
  to: string
  token: SolanaToken
  /** In SOL or USDC, as typed: '0.5'. */
  amount: string
}

/** A transfer ready for the wallet: simulated, its cost known. */
export type PreparedSolanaTransfer = {
  /** The unsigned transaction, as the wallet's `solana:signAndSendTransaction` takes it. */
  transaction: Uint8Array
  /** In base units of the token. */
  value: bigint
  /** The network's fee, in lamports. */
  fee: bigint
  /** Lamports that open the receiver's USDC account (rent), when it has none yet; else 0n. */
  rent: bigint
  /** The receiver is no wallet's key (a program's address): funds sent there may be stuck. */
  offCurve: boolean
}

/** What the visitor typed cannot be sent; `field` says which, the message how to fix it. */
export class SolanaTransferInputError extends Error {
  override name = 'SolanaTransferInputError'
  constructor(
    readonly field: 'amount' | 'to',
    message: string,
  ) {
    super(message)
  }
}

/** The network refused the transfer when it was simulated; the message says why in words. */
export class SolanaSimulationError extends Error {
  override name = 'SolanaSimulationError'
  constructor(
    message: string,
    readonly logs: readonly string[],
  ) {
    super(message)
  }
}

const TOKEN_ACCOUNT_SIZE = 165

/** '0.5' in base units of `decimals`; throws on anything but a positive decimal number. */
export function parseSolanaAmount(amount: string, decimals: number): bigint {
  const text = amount.trim()
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || text === '' || text === '.')
    throw new SolanaTransferInputError('amount', `amount must be a number. Provided: "${amount}"`)
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals)
    throw new SolanaTransferInputError(
      'amount',
      `amount has at most ${decimals} decimals. Provided: "${amount}"`,
    )
  const value =
    BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (value <= 0n)
    throw new SolanaTransferInputError('amount', `amount must be above 0. Provided: "${amount}"`)
  return value
}

/** The receiver as a Solana address, or the reason it is not one. */
export function parseSolanaReceiver(to: string): { to: string; offCurve: boolean } {
  const text = to.trim()
  if (!isAddress(text))
    throw new SolanaTransferInputError(
      'to',
      `receiver must be a Solana address (base58, 32 bytes). Provided: "${to}"`,
    )
  return { to: text, offCurve: isOffCurveAddress(text) }
}

/** The words of a failed simulation: the program's own line when it gave one. */
function simulationWords(err: unknown, logs: readonly string[]): string {
  const line = [...logs]
    .reverse()
    .find((l) => /insufficient|error|failed/i.test(l) && !/^Program \w+ failed: custom/.test(l))
  const reason =
    line?.replace(/^Program (log: )?(Error: )?/, '') ??
    (typeof err === 'string' ? err : JSON.stringify(err))
  return `The network refused the transfer in a simulation: ${reason}`
}

/**
 * Builds the transfer (SOL, or USDC with the receiver's associated token account created when
 * it has none), simulates it on the node (no signature needed) and prices it. Nothing is asked of
 * the wallet: a transfer that would fail never reaches it.
 * @throws SolanaTransferInputError for a bad amount or receiver, SolanaSimulationError when the
 *   network would refuse it, SolanaRpcError when the node did not answer
 */
export async function prepareSolanaTransfer(
  foyer: Foyer,
  input: SolanaTransferInput,
): Promise<PreparedSolanaTransfer> {
  const { chainId, token } = input
  const network = SOLANA_NETWORKS[chainId]
  const value = parseSolanaAmount(input.amount, token === 'SOL' ? SOL_DECIMALS : USDC_DECIMALS)
  const { to, offCurve } = parseSolanaReceiver(input.to)
  const from = address(input.from)
  const payer = createNoopSigner(from)
  const instructions: Instruction[] = []
  let rent = 0n
  if (token === 'SOL') {
    instructions.push(
      getTransferSolInstruction({ source: payer, destination: address(to), amount: value }),
    )
  } else {
    if (!network.usdcMint)
      throw new SolanaTransferInputError('amount', `${network.name} has no USDC to send.`)
    const mint = address(network.usdcMint)
    const ata = async (owner: string) =>
      (
        await findAssociatedTokenPda({
          owner: address(owner),
          mint,
          tokenProgram: TOKEN_PROGRAM_ADDRESS,
        })
      )[0]
    const [source, destination] = await Promise.all([ata(input.from), ata(to)])
    const existing = await solanaRpc<{ value: unknown }>(foyer, chainId, 'getAccountInfo', [
      destination,
      { encoding: 'base64', commitment: 'confirmed' },
    ])
    if (existing.value === null) {
      rent = BigInt(
        await solanaRpc<number>(foyer, chainId, 'getMinimumBalanceForRentExemption', [
          TOKEN_ACCOUNT_SIZE,
        ]),
      )
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: destination,
          owner: address(to),
          mint,
        }),
      )
    }
    instructions.push(
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: value,
        decimals: USDC_DECIMALS,
      }),
    )
  }
  const { value: latest } = await solanaRpc<{
    value: { blockhash: string; lastValidBlockHeight: number }
  }>(foyer, chainId, 'getLatestBlockhash', [{ commitment: 'confirmed' }])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: latest.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(latest.lastValidBlockHeight),
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const compiled = compileTransaction(message)
  const wire = getBase64EncodedWireTransaction(compiled)
  const simulation = await solanaRpc<{ value: { err: unknown; logs: string[] | null } }>(
    foyer,
    chainId,
    'simulateTransaction',
    [wire, { encoding: 'base64', sigVerify: false, commitment: 'confirmed' }],
  )
  if (simulation.value.err !== null) {
    const logs = simulation.value.logs ?? []
    throw new SolanaSimulationError(simulationWords(simulation.value.err, logs), logs)
  }
  const messageBase64 = btoa(String.fromCharCode(...compiled.messageBytes))
  const fee = await solanaRpc<{ value: number | null }>(foyer, chainId, 'getFeeForMessage', [
    messageBase64,
    { commitment: 'confirmed' },
  ])
  return {
    transaction: new Uint8Array(getTransactionEncoder().encode(compiled)),
    value,
    fee: BigInt(fee.value ?? 5000),
    rent,
    offCurve,
  }
}
