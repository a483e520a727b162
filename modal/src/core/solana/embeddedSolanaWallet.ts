import { getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import type { Foyer } from '../foyer.ts'
import type { SolanaChainId } from '../network/constants.ts'
import { SOLANA_NETWORKS } from './networks.ts'
import type { EmbeddedSolanaAccount } from './port.ts'
import { solanaRpc } from './solanaRpc.ts'

/** The embedded wallet among the Solana wallets: not the registry's, so no page script's. */
export const EMBEDDED_SOLANA_ID = 'foyer:embedded'
/** Its name, as the EVM side names the embedded wallet (the connector's name). */
export const EMBEDDED_SOLANA_NAME = 'Email wallet'
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzQ0NDRlZSIvPjxwYXRoIGQ9Ik03IDEwaDE4djEySDd6bTAgMGw5IDcgOS03IiBmaWxsPSJub25lIiBzdHJva2U9IiNmZmYiIHN0cm9rZS13aWR0aD0iMiIvPjwvc3ZnPg==' as const

const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const bytesOf = (text: string) => new Uint8Array(getBase64Encoder().encode(text))

/** The CAIP-2 id of a Wallet Standard chain (`solana:devnet`) among `chains`. */
function chainIdOf(chains: readonly SolanaChainId[], chain: string): SolanaChainId {
  const id = chains.find((c) => SOLANA_NETWORKS[c].standard === chain)
  if (!id) throw new Error(`The email wallet does not send on ${chain} in this app.`)
  return id
}

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet, so that Account, Send and
 * Networks use it as they use Phantom: each signature is asked of the frame, where the visitor
 * approves what the transaction does. The frame cannot reach the network, so a signed transfer is
 * sent from here, through the app's Solana node (`solanaRpc`).
 */
export function embeddedSolanaWallet(
  foyer: Foyer,
  account: EmbeddedSolanaAccount,
  chains: readonly SolanaChainId[],
): Wallet {
  const standard = chains.map((id) => SOLANA_NETWORKS[id].standard)
  const walletAccount: WalletAccount = {
    address: account.address,
    publicKey: new Uint8Array(getBase58Encoder().encode(account.address)),
    chains: standard,
    features: ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'],
  }
  const connect: StandardConnectFeature['standard:connect'] = {
    version: '1.0.0',
    connect: async () => ({ accounts: [walletAccount] }),
  }
  /** The frame's signature of `transaction` (it asks the visitor first): the wire bytes, base64. */
  const signedBy = async (
    method: 'solana_signTransaction' | 'solana_signAndSendTransaction',
    transaction: Uint8Array,
    chain: string | undefined,
  ): Promise<string> => {
    const answer = (await account.request(method, {
      transaction: base64(transaction),
      ...(chain ? { chain } : {}),
    })) as { signedTransaction?: unknown }
    const signed = answer?.signedTransaction
    if (typeof signed !== 'string') throw new Error('The wallet frame gave no signed transaction.')
    return signed
  }
  const signAndSend: SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    signAndSendTransaction: (...inputs) =>
      Promise.all(
        inputs.map(async ({ transaction, chain }) => {
          const signed = await signedBy('solana_signAndSendTransaction', transaction, chain)
          const signature = await solanaRpc<string>(
            foyer,
            chainIdOf(chains, chain),
            'sendTransaction',
            [signed, { encoding: 'base64', preflightCommitment: 'confirmed' }],
          )
          return { signature: new Uint8Array(getBase58Encoder().encode(signature)) }
        }),
      ),
  }
  const sign: SolanaSignTransactionFeature['solana:signTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: ['legacy', 0],
    signTransaction: (...inputs) =>
      Promise.all(
        inputs.map(async ({ transaction, chain }) => ({
          signedTransaction: bytesOf(await signedBy('solana_signTransaction', transaction, chain)),
        })),
      ),
  }
  const signMessage: SolanaSignMessageFeature['solana:signMessage'] = {
    version: '1.1.0',
    signMessage: (...inputs) =>
      Promise.all(
        inputs.map(async ({ message }) => {
          const answer = (await account.request('solana_signMessage', {
            message: base64(message),
          })) as { signature?: unknown }
          if (typeof answer?.signature !== 'string')
            throw new Error('The wallet frame gave no signature.')
          return { signedMessage: message, signature: bytesOf(answer.signature) }
        }),
      ),
  }
  return {
    version: '1.0.0',
    name: EMBEDDED_SOLANA_NAME,
    icon: ICON,
    chains: standard,
    accounts: [walletAccount],
    features: {
      'standard:connect': connect,
      'solana:signAndSendTransaction': signAndSend,
      'solana:signTransaction': sign,
      'solana:signMessage': signMessage,
    },
  }
}
