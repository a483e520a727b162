import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type { Foyer } from '../foyer.ts'
import type { MessageKey } from '../i18n/messages/en.ts'
import { SOLANA_NETWORKS } from './networks.ts'
import type { SolanaSendPort } from './port.ts'
import { refreshSolanaBalances } from './solanaBalances.ts'
import { solanaRpc } from './solanaRpc.ts'
import { solanaStore } from './solanaState.ts'
import { prepareSolanaTransfer } from './solanaTransfer.ts'

const CONFIRM_TIMEOUT_MS = 60_000
const POLL_MS = 400

type Status = { slot: number; err: unknown; confirmationStatus: string | null } | null

/** Makes the port over `wallet` (the registry's object of the connected option). */
export function createSolanaSendPort(
  foyer: Foyer,
  walletOf: (id: string) => Wallet | undefined,
): SolanaSendPort {
  const store = solanaStore(foyer)
  const connectedAccount = () => {
    const { status, address, chainId } = store.getState()
    return status === 'connected' && address && chainId ? { address, chainId } : undefined
  }
  return {
    chainId: () => connectedAccount()?.chainId,
    account: connectedAccount,
    async send({ token, amount, to }) {
      const { address, chainId, wallet: option } = store.getState()
      const wallet = option && walletOf(option.id)
      if (!address || !chainId || !wallet) throw new Error('No Solana wallet is connected.')
      const account = wallet.accounts.find((a) => a.address === address)
      if (!account) throw new Error(`${wallet.name} no longer gives ${address}.`)
      const prepared = await prepareSolanaTransfer(foyer, {
        chainId,
        from: address,
        to,
        token,
        amount,
      })
      const chain = SOLANA_NETWORKS[chainId].standard
      const features = wallet.features as Partial<
        SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature
      >
      const signAndSend = features['solana:signAndSendTransaction']
      if (signAndSend) {
        const [output] = await signAndSend.signAndSendTransaction({
          account,
          chain,
          transaction: prepared.transaction,
        })
        return { signature: getBase58Decoder().decode(output!.signature) }
      }
      // A wallet that only signs: the modal sends what it signed.
      const sign = features['solana:signTransaction']
      if (!sign) throw new Error(`${wallet.name} cannot sign Solana transactions.`)
      const [signed] = await sign.signTransaction({
        account,
        chain,
        transaction: prepared.transaction,
      })
      const signature = await solanaRpc<string>(foyer, chainId, 'sendTransaction', [
        getBase64Decoder().decode(signed!.signedTransaction),
        { encoding: 'base64', preflightCommitment: 'confirmed' },
      ])
      return { signature }
    },
    async confirm(signature) {
      const chainId = store.getState().chainId
      if (!chainId) return
      const isCurrent = () => foyer.notice.getState().hash === signature
      const settle = (
        key: MessageKey,
        values: Record<string, unknown>,
        tone: 'success' | 'error' | 'info',
      ) => {
        if (isCurrent())
          foyer.notice.setState(
            { ...foyer.notice.getState(), key, values, message: undefined, tone },
            true,
          )
      }
      const deadline = Date.now() + CONFIRM_TIMEOUT_MS
      try {
        while (Date.now() < deadline) {
          const { value } = await solanaRpc<{ value: Status[] }>(
            foyer,
            chainId,
            'getSignatureStatuses',
            [[signature], { searchTransactionHistory: true }],
          )
          const status = value[0]
          if (status?.err) {
            const reason = JSON.stringify(status.err)
            const message = `Transaction failed: ${reason}`
            settle('notice.transactionFailed', { reason }, 'error')
            foyer.bus.emit('tracking', {
              event: 'SEND_REVERTED',
              properties: { hash: signature, message },
            })
            return
          }
          if (status && status.confirmationStatus !== 'processed') {
            settle('notice.confirmedInSlot', { slot: String(status.slot) }, 'success')
            foyer.bus.emit('tracking', {
              event: 'SEND_CONFIRMED',
              properties: { hash: signature, blockNumber: status.slot },
            })
            return
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        }
        settle('notice.solanaNotConfirmed', {}, 'info')
      } finally {
        void refreshSolanaBalances(foyer)
      }
    },
  }
}
