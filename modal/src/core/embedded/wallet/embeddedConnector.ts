import { type Config, type CreateConnectorFn, createConnector } from '@wagmi/core'
import { getAddress, SwitchChainError } from 'viem'
import type { Foyer } from '../../foyer.ts'
import { persistedKeys } from '../../storage/persistedKeys.ts'
import { getAuthUserSchema } from '../authUserSchema.ts'
import { checkEmbeddedConnection } from '../checkEmbeddedConnection.ts'
import { clearLoginData } from '../clearLoginData.ts'
import { EMBEDDED_CONNECTOR_ID } from '../constants.ts'
import { loadSmartAccountEnabledNetworks } from '../loadSmartAccountEnabledNetworks.ts'
import { rememberAccountType, rereadAccountState, smartAccountStore } from '../smartAccountState.ts'
import type { EmbeddedProvider, EmbeddedWallet } from './createEmbeddedWallet.ts'
import { offerEmbeddedSolana } from './embeddedSolana.ts'

/** Asks the frame who is signed in (GET_USER) and keeps the address and chain. */
async function readUser(foyer: Foyer, wallet: EmbeddedWallet) {
  const user = getAuthUserSchema().parse(
    await wallet.request('GET_USER', { chainId: wallet.chainId, preferredAccountType: 'eoa' }),
  )
  wallet.address = getAddress(user.address)
  if (typeof user.chainId === 'number') wallet.chainId = user.chainId
  if (user.email) foyer.persisted.set('email', user.email)
  if (user.userName) foyer.persisted.set('socialUsername', user.userName)
  // A provider this version does not know (a newer frame) is not kept.
  if (persistedKeys.authProvider.isValid(user.authProvider))
    foyer.persisted.set('authProvider', user.authProvider)
  foyer.persisted.set('loginUsed', true)
  foyer.persisted.set('lastUsedChain', wallet.chainId)
  rememberAccountType(foyer, user)
  offerEmbeddedSolana(foyer, wallet, user.solanaAddress)
  return wallet.address
}

/**
 * The wagmi connector of the embedded wallet: connecting reads the user the frame signed in,
 * reconnecting (a reload, a second tab) asks IS_CONNECTED with the stored session token first,
 * and disconnecting signs out (SIGN_OUT) and clears the cached login (SPEC §3, §8).
 */
export function embeddedConnector(foyer: Foyer, wallet: EmbeddedWallet): CreateConnectorFn {
  return createConnector<EmbeddedProvider>((config) => ({
    id: EMBEDDED_CONNECTOR_ID,
    name: 'Email wallet',
    type: 'foyerEmbedded',
    async setup() {
      wallet.provider.on('chainChanged', (hex) => this.onChainChanged(String(hex)))
    },
    // wagmi asks isAuthorized (IS_CONNECTED) before reconnecting: connect only reads the user.
    async connect({ chainId } = {}) {
      const address = await readUser(foyer, wallet)
      if (chainId && chainId !== wallet.chainId) await this.switchChain?.({ chainId })
      void loadSmartAccountEnabledNetworks({
        getNetworks: async () =>
          (
            (await wallet.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})) as {
              smartAccountEnabledNetworks?: number[]
            }
          ).smartAccountEnabledNetworks ?? [],
        storage: foyer.persisted,
      }).then((enabledNetworks) => smartAccountStore(foyer).setState({ enabledNetworks }))
      return { accounts: [address], chainId: wallet.chainId } as never
    },
    async disconnect() {
      const signedOut = wallet.request('SIGN_OUT', {}).catch(() => {})
      wallet.address = undefined
      offerEmbeddedSolana(foyer, wallet, undefined)
      clearLoginData(foyer.persisted)
      await signedOut
    },
    async getAccounts() {
      return wallet.address ? [wallet.address] : []
    },
    async getChainId() {
      return wallet.chainId
    },
    async getProvider() {
      return wallet.provider
    },
    async isAuthorized() {
      const token = foyer.persisted.get('embeddedSession')
      if (!token) return false
      return checkEmbeddedConnection({
        storage: foyer.persisted,
        isConnected: async () =>
          ((await wallet.request('IS_CONNECTED', { token })) as { isConnected?: boolean })
            ?.isConnected === true,
      })
    },
    async switchChain({ chainId }) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
      await wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      })
      return chain
    },
    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    },
    onChainChanged(chain) {
      config.emitter.emit('change', { chainId: Number(chain) })
      // The account type on a new chain: a smart account is one per chain (EIP-7702). On failure
      // Account shows what it knew; the next connect reads it again.
      rereadAccountState(foyer, wallet).catch(() => {})
    },
    onDisconnect() {
      offerEmbeddedSolana(foyer, wallet, undefined)
      config.emitter.emit('disconnect')
    },
  }))
}

/** Adds the embedded connector to `config` (once) and returns it. */
export function addEmbeddedConnector(foyer: Foyer, config: Config, wallet: EmbeddedWallet) {
  const existing = config.connectors.find((c) => c.id === EMBEDDED_CONNECTOR_ID)
  if (existing) return existing
  const connector = config._internal.connectors.setup(embeddedConnector(foyer, wallet))
  config._internal.connectors.setState((list) => [...list, connector])
  return connector
}
