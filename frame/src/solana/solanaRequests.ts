import { SOLANA_NETWORKS } from '@foyer/modal/frame-protocol'
import {
  type AccountMeta,
  AccountRole,
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  getUtf8Decoder,
  type Instruction,
} from '@solana/kit'
import {
  identifySystemInstruction,
  parseTransferSolInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseCreateAssociatedTokenInstruction,
  parseTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { bytesToHex, formatUnits } from 'viem'
import { z } from 'zod'
import type { RequestRow, RequestSummary } from '../app/describeRequest.ts'
import { ProviderError } from '../app/providerError.ts'
import { amount as localAmount, t } from '../i18n/frameI18n.ts'
import type { SolanaAccount } from './solanaAccount.ts'

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111'
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])
/** The most a message or a transaction may weigh here (a transaction is at most 1232 bytes). */
const MAX_BASE64 = 8_192

const base64 = (field: string) =>
  z
    .string({ error: `${field} must be a base64 string` })
    .max(MAX_BASE64, { error: `${field} may be at most ${MAX_BASE64} characters` })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: `${field} must be a base64 string` })

const transactionParams = z.object(
  {
    transaction: base64('params.transaction'),
    chain: z.string({ error: 'params.chain must be a string' }).max(64).optional(),
  },
  { error: 'params must be an object with a base64 transaction' },
)
const messageParams = z.object(
  { message: base64('params.message') },
  { error: 'params must be an object with a base64 message' },
)

function parse<T>(schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(Array.isArray(params) ? params[0] : params)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  throw new ProviderError(`Invalid Solana request: ${issue.message}`, -32602)
}

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`
const you = (account: SolanaAccount, address: string | undefined) =>
  address === account.address
    ? t('solana.you')
    : address
      ? short(address)
      : t('solana.lookupAccount')
/** An amount in the locale's separators, then what it counts (SOL, USDC, tokens of a mint). */
const amountOf = (value: bigint, decimals: number, unit: string) =>
  `${localAmount(formatUnits(value, decimals))} ${unit}`

/** A Solana network as the approval names it, from the Wallet Standard chain (`solana:devnet`). */
function networkOf(chain: string | undefined): {
  name: string
  usdcMint: string | undefined
  unknown?: true
} {
  const known = Object.values(SOLANA_NETWORKS).find((n) => n.standard === chain || n.id === chain)
  if (known) return known
  return chain
    ? { name: t('solana.unknownNetwork', { chain }), usdcMint: undefined, unknown: true }
    : { name: 'Solana', usdcMint: undefined }
}

type Decoded = {
  messageBytes: Uint8Array
  transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
  staticAccounts: readonly Address[]
  instructions: (Instruction & { accounts: AccountMeta[]; data: Uint8Array })[]
  lookups: boolean
  signers: readonly string[]
}

function decode(wire: string): Decoded {
  try {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (message.version === 1) throw new Error('version 1')
    const staticAccounts = message.staticAccounts
    const instructions = message.instructions.map((ix) => ({
      programAddress: staticAccounts[ix.programAddressIndex]!,
      // An index past the static accounts names an account from a lookup table, unknown here.
      accounts: (ix.accountIndices ?? []).map((i) => ({
        address: staticAccounts[i] as Address,
        role: AccountRole.READONLY,
      })),
      data: new Uint8Array(ix.data ?? []),
    }))
    return {
      messageBytes: new Uint8Array(transaction.messageBytes),
      transaction,
      staticAccounts,
      instructions,
      lookups: 'addressTableLookups' in message && (message.addressTableLookups?.length ?? 0) > 0,
      signers: Object.keys(transaction.signatures),
    }
  } catch {
    throw new ProviderError(
      'Invalid Solana request: params.transaction is not a Solana transaction this wallet can read',
      -32602,
    )
  }
}

/**
 * What a Solana transaction does, as the approval shows it: the network, who pays the fee, each
 * SOL and token transfer decoded (USDC by its mint), the token accounts it opens; an instruction
 * of a program this wallet cannot read is listed and flagged in a warning.
 */
export function describeSolanaTransaction(
  decoded: Decoded,
  account: SolanaAccount,
  { chain, send }: { chain: string | undefined; send: boolean },
): RequestSummary {
  const network = networkOf(chain)
  const rows: RequestRow[] = [{ label: t('request.network'), value: network.name }]
  const warnings: string[] = []
  if (network.unknown) warnings.push(t('solana.unknownNetworkWarning', { network: network.name }))
  const feePayer = decoded.staticAccounts[0]
  rows.push({ label: t('solana.feePaidBy'), value: you(account, feePayer), title: feePayer })
  // The owner of each token account the transaction opens, so that a transfer names a person.
  const owners = new Map<string, string>()
  const token = (mint: string | undefined) =>
    mint && mint === network.usdcMint
      ? 'USDC'
      : t('solana.tokensOfMint', { mint: short(mint ?? '?') })
  decoded.instructions.forEach((ix, index) => {
    const program = ix.programAddress as string
    try {
      if (program === SYSTEM_PROGRAM_ADDRESS) {
        const type = identifySystemInstruction(ix)
        if (type === SystemInstruction.TransferSol) {
          const { accounts, data } = parseTransferSolInstruction(ix)
          const from = accounts.source.address
          rows.push({
            label:
              from === account.address
                ? t('solana.send')
                : t('solana.moveFrom', { from: you(account, from) }),
            value: t('solana.amountTo', {
              amount: amountOf(data.amount, 9, 'SOL'),
              to: accounts.destination.address ?? t('solana.lookupAccount'),
            }),
          })
          return
        }
        rows.push({
          label: t('solana.systemProgram'),
          value: SystemInstruction[type] ?? t('solana.instructionType', { type: String(type) }),
        })
        warnings.push(
          t('solana.systemWarning', {
            number: index + 1,
            name: SystemInstruction[type] ?? String(type),
          }),
        )
        return
      }
      if (program === ASSOCIATED_TOKEN_PROGRAM_ADDRESS) {
        const type = identifyAssociatedTokenInstruction(ix)
        if (
          type === AssociatedTokenInstruction.CreateAssociatedToken ||
          type === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent
        ) {
          const { accounts } = (
            type === AssociatedTokenInstruction.CreateAssociatedToken
              ? parseCreateAssociatedTokenInstruction
              : parseCreateAssociatedTokenIdempotentInstruction
          )(ix)
          owners.set(accounts.ata.address, accounts.owner.address)
          rows.push({
            label: t('solana.opensTokenAccount'),
            value: t('solana.tokenAccountOf', {
              token: token(accounts.mint.address),
              owner: accounts.owner.address,
              payer: you(account, accounts.payer.address),
            }),
          })
          return
        }
      }
      if (program === TOKEN_PROGRAM_ADDRESS) {
        const type = identifyTokenInstruction(ix)
        if (type === TokenInstruction.TransferChecked) {
          const { accounts, data } = parseTransferCheckedInstruction(ix)
          const to = accounts.destination.address
          const owner = owners.get(to)
          rows.push({
            label:
              accounts.authority.address === account.address
                ? t('solana.send')
                : t('solana.moveTokens'),
            value: t('solana.amountTo', {
              amount: amountOf(data.amount, data.decimals, token(accounts.mint.address)),
              to: owner ?? t('solana.tokenAccount', { address: to }),
            }),
          })
          return
        }
      }
      if (program === COMPUTE_BUDGET) {
        rows.push({ label: t('solana.feeSettings'), value: t('solana.computeBudget') })
        return
      }
      if (MEMO_PROGRAMS.has(program)) {
        rows.push({ label: t('solana.memo'), value: getUtf8Decoder().decode(ix.data) })
        return
      }
    } catch {
      // Data this wallet's decoders refuse: flagged below like an unknown program.
    }
    rows.push({
      label: t('solana.instruction', { number: index + 1 }),
      value: t('solana.program', { program }),
    })
    warnings.push(t('solana.unknownProgramWarning', { number: index + 1, program }))
  })
  if (decoded.lookups) warnings.push(t('solana.lookupTablesWarning'))
  return {
    title: send ? t('solana.sendTransaction') : t('solana.signTransaction'),
    rows,
    ...(warnings.length ? { warnings } : {}),
  }
}

/** A message as the approval shows it: its text when it is text, else its bytes in hex. */
function messageSummary(bytes: Uint8Array): RequestSummary {
  let text: string | undefined
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (/[\p{Cc}\p{Cf}]/u.test(text.replace(/[\n\t]/g, ''))) text = undefined
  } catch {
    text = undefined
  }
  return {
    title: t('solana.signMessage'),
    rows: [{ label: t('request.message'), value: text ?? bytesToHex(bytes) }],
    ...(text === undefined ? { warnings: [t('solana.notTextWarning')] } : {}),
  }
}

/** True when `bytes` read as a transaction message this account would sign as a signer. */
function isOwnTransactionMessage(bytes: Uint8Array, account: SolanaAccount): boolean {
  try {
    const message = getCompiledTransactionMessageDecoder().decode(bytes)
    return message.staticAccounts
      .slice(0, message.header.numSignerAccounts)
      .includes(account.address as Address)
  } catch {
    return false
  }
}

/**
 * Runs a Solana signing request of the app after the visitor approved it in `approve` (which
 * throws when they reject): a message signed as it is (never one that reads as a transaction this
 * account signs), a transaction signed in this account's slot. The key stays here; the frame
 * cannot reach the network (its CSP allows only its own server, whose RPC proxy serves EVM
 * chains), so `solana_signAndSendTransaction` answers the signed transaction and its signature,
 * and the modal sends it.
 */
export async function runSolanaRequest(
  method: string,
  params: unknown,
  account: SolanaAccount,
  approve: (summary: RequestSummary) => Promise<void>,
): Promise<unknown> {
  if (method === 'solana_signMessage') {
    const { message } = parse(messageParams, params)
    const bytes = new Uint8Array(getBase64Encoder().encode(message))
    if (isOwnTransactionMessage(bytes, account))
      throw new ProviderError(
        'The wallet refused to sign this message: it is a Solana transaction of this account, which must be signed as a transaction, where you can see what it does.',
        4200,
      )
    await approve(messageSummary(bytes))
    return { signature: getBase64Decoder().decode(account.sign(bytes)) }
  }
  if (method !== 'solana_signTransaction' && method !== 'solana_signAndSendTransaction')
    throw new ProviderError(`${method} is not supported by the embedded wallet`, 4200)
  const { transaction, chain } = parse(transactionParams, params)
  const decoded = decode(transaction)
  if (!decoded.signers.includes(account.address))
    throw new ProviderError(
      `This transaction does not need this wallet's signature: its signers are ${decoded.signers.join(', ')}, not ${account.address}`,
      4100,
    )
  await approve(
    describeSolanaTransaction(decoded, account, {
      chain,
      send: method === 'solana_signAndSendTransaction',
    }),
  )
  const signature = account.sign(decoded.messageBytes)
  const signed = getTransactionEncoder().encode({
    ...decoded.transaction,
    signatures: { ...decoded.transaction.signatures, [account.address]: signature },
  })
  return {
    signedTransaction: getBase64Decoder().decode(signed),
    signature: getBase58Decoder().decode(signature),
  }
}
