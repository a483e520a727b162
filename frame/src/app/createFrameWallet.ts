import type { FrameHandlers, FrameRequestContext } from '@foyer/modal/frame-protocol'
import { chainsById, decideRpc } from '@foyer/modal/frame-protocol'
import type { Address, Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { isWalletOwnMessage } from '../custody/authShareMessage.ts'
import type { AuthShareClient } from '../custody/createAuthShareClient.ts'
import type { DeviceShareStore } from '../custody/createDeviceShareStore.ts'
import { t } from '../i18n/frameI18n.ts'
import type { SolanaAccount } from '../solana/solanaAccount.ts'
import { requireAppSession, sameToken } from './appSession.ts'
import type { FrameUi } from './createFrameUi.ts'
import type { ServerClient, SociallySignedIn } from './createServerClient.ts'
import { randomToken, type SessionStore } from './createSessionStore.ts'
import { describeRequest, messageText, type RequestSummary } from './describeRequest.ts'
import { emailChangeHandlers } from './emailChangeHandlers.ts'
import { EXECUTABLE_METHODS, executeRequest, proxyClient } from './executeRequest.ts'
import { createFirstStep, type FirstStep, type WalletPart } from './firstStep.ts'
import { isOneClickSignIn } from './oneClickSignIn.ts'
import { permissionHandlers } from './permissionHandlers.ts'
import { ProviderError } from './providerError.ts'
import { smartAccountHandlers, WALLET_CALL_METHODS } from './smartAccountHandlers.ts'
import { type PasskeyUsed, unlockWallet } from './unlockWallet.ts'

export type CreateFrameWalletParameters = {
  server: ServerClient
  sessions: SessionStore
  devices: DeviceShareStore
  authShares: AuthShareClient
  ui: FrameUi
  /** Chain ids the server's RPC proxy serves. */
  chains: readonly number[]
  /** The chain the app asked for in the frame's URL. */
  initialChainId: number | undefined
  /** Posts SESSION_UPDATE with the app token to `origin`, the app that signed in. */
  sessionUpdate: (token: string, origin: string) => void
  /** The origin of the page embedding the frame, when known: its sign-in can be one-click. */
  appOrigin?: string | undefined
  /** This frame's server origin: social login results must come from it. */
  serverOrigin: string
  /** Where the app pays its visitors' gas, and its name (the server's config). */
  sponsorship?: { chains: readonly number[]; appName: string | undefined } | undefined
}

/** A network as the approval names it: "Ethereum (chain 1)", "chain 12345" when unknown. */
function networkName(chainId: number): string {
  const known = chainsById[chainId as keyof typeof chainsById]
  return known
    ? t('error.networkName', { name: known.name, chainId: String(chainId) })
    : t('error.unknownNetwork', { chainId: String(chainId) })
}

/** The answer to CONNECT_PASSKEY when the visitor cancelled "Continue with a passkey". */
export const passkeyLeft = () => t('passkey.left')

/**
 * The embedded wallet inside the frame: the email and social logins against the frame's own
 * server, the email change, the key (rebuilt from two shares in this frame's memory only), and
 * the handlers of the 21 app events (SPEC §7), the smart account (EIP-7702, smartAccountHandlers.ts)
 * among them. The first step (firstStep.ts) and the wallet's part in one, as tests and the
 * frame's page without a lazy chunk use it; the frame's page loads the wallet's part on first use.
 */
export function createFrameWallet(parameters: CreateFrameWalletParameters): FrameHandlers {
  const first = createFirstStep({ ...parameters, wallet: async () => wallet })
  const wallet = createWalletPart(parameters, first)
  return { ...first.handlers, ...wallet.handlers }
}

/**
 * The wallet's part: everything past the first step.
 *
 * A login gives the app that made it a random app token (SESSION_UPDATE), kept in the session with
 * that app's origin. The events that act on the account (GET_USER, SIGN_OUT, SWITCH_NETWORK,
 * RPC_REQUEST but eth_chainId, SET_PREFERRED_ACCOUNT, INIT_SMART_ACCOUNT, UPDATE_EMAIL*) are
 * refused (4100), with no effect, unless they carry that token from that origin.
 */
export function createWalletPart(
  parameters: CreateFrameWalletParameters,
  first: FirstStep,
): WalletPart {
  const { server, sessions, ui, chains, sessionUpdate } = parameters
  const { chainId } = first
  let account: PrivateKeyAccount | undefined
  /** The same wallet's Solana account (ed25519, derived from the same key: solanaAccount.ts). */
  let solana: SolanaAccount | undefined
  /** When the last email login in this page finished: the app's sign-in right after is one-click. */
  let loggedInAt: number | undefined

  /** Who asks, for a dialog: the verified origin, and the name that origin gave itself. */
  const requester = (context: FrameRequestContext) => ({
    origin: context.origin,
    appName: first.appName(context.origin),
  })

  const rpc = (method: string, params: unknown) => server.rpc(chainId(), method, params)
  const client = proxyClient(rpc)
  const clientFor = (id: number) =>
    id === chainId() ? client : proxyClient((method, params) => server.rpc(id, method, params))
  const chainOf = (id: number) =>
    chainsById[id as keyof typeof chainsById] ?? {
      name: t('error.unknownChain', { chainId: String(id) }),
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    }

  /** Opens both accounts of the key `unlockWallet` rebuilt: the EVM one, and its Solana twin. */
  async function open(key: Hex): Promise<PrivateKeyAccount> {
    const { solanaAccountOf } = await import('../solana/solanaAccount.ts')
    solana = solanaAccountOf(key)
    account = privateKeyToAccount(key)
    return account
  }

  const signedIn = () => {
    const session = sessions.read()
    if (!session || !account || !solana) throw new Error(t('error.notSignedIn'))
    return { session, account, solana }
  }

  const smart = smartAccountHandlers({
    sessions,
    ui,
    chains,
    chainId,
    clientFor,
    chain: (id) => ({ ...chainOf(id), id }),
    networkName,
    account: () => signedIn().account,
    requester,
    sponsorship: parameters.sponsorship,
    userOperationRpc: (id, service, method, params) =>
      server.userOperationRpc(service, id, method, params, signedIn().session.serverToken),
  })

  const permissions = permissionHandlers({
    sessions,
    ui,
    chainId,
    clientFor,
    chain: chainOf,
    networkName,
    address: () => signedIn().account.address,
    requester,
  })

  const user = async () => {
    const { session, account: own, solana: solanaOwn } = signedIn()
    // The account's type on this chain is what the chain says: its code (EIP-7702).
    const { deployed, preferred } = await smart.state().catch(() => ({
      deployed: false,
      preferred: 'eoa' as const,
    }))
    return {
      email: session.email,
      userName: session.userName,
      authProvider: session.authProvider ?? 'email',
      address: own.address,
      // The same wallet's Solana account: the modal offers it on the app's Solana networks.
      solanaAddress: solanaOwn.address,
      chainId: chainId(),
      accounts: [{ address: own.address, type: deployed ? 'smartAccount' : 'eoa' }],
      preferredAccountType: preferred,
      smartAccountDeployed: deployed,
      // ERC-7715 grants in force, for Account to list (and revoke).
      permissions: permissions.list(),
    }
  }

  /**
   * Opens the wallet for a fresh server session: the key, the stored session, SESSION_UPDATE. The
   * app token goes to `appOrigin` only (the origin of the login's app events), bound to it.
   */
  async function signIn(
    serverToken: string,
    who: { email?: string | undefined; userName?: string | undefined; authProvider: string },
    appOrigin: string,
    passkey?: PasskeyUsed,
  ) {
    const own = await open(await unlockWallet(parameters, serverToken, who.authProvider, passkey))
    const appToken = randomToken()
    sessions.write({
      serverToken,
      appToken,
      appOrigin,
      ...who,
      address: own.address as Address,
    })
    // The app's own sign-in message right after this login is one-click (oneClickSignIn.ts).
    loggedInAt = Date.now()
    sessionUpdate(appToken, appOrigin)
    return { ...who, address: own.address, chainId: chainId() }
  }

  /** Asks the visitor in the frame; throws 4001 when they reject (or the app aborted). */
  async function approve(summary: RequestSummary, context: FrameRequestContext): Promise<void> {
    // The app's abort or timeout (CANCEL) closes the dialog; the app has its answer already.
    if (!(await ui.approve(summary, requester(context), context.signal)))
      throw context.signal?.aborted
        ? new ProviderError('Request was aborted', 4001)
        : new ProviderError(t('error.rejected'), 4001)
  }

  const forget = () => {
    sessions.clear()
    account = undefined
    solana = undefined
  }

  const handlers: FrameHandlers = {
    async CONNECT_OTP({ otp }, context) {
      const login = first.pendingLogin()
      if (!login) throw new Error(t('login.enterEmailFirst'))
      const { email } = login
      const signed = await server.verifyEmail(email, sessions.deviceId(), otp)
      first.endLogin()
      return signIn(
        signed.token,
        { email: signed.user.email, authProvider: 'email' },
        context.origin,
      )
    },
    async CONNECT_PASSKEY(_payload, context) {
      // The ceremonies' code loads while the visitor reads the dialog.
      const ceremonies = import('../passkeys/ceremonies.ts')
      ceremonies.catch(() => {})
      const choice = await ui.choosePasskey(requester(context), context.signal)
      if (!choice) throw new ProviderError(passkeyLeft(), 4001)
      const { createPasskey, usePasskey } = await ceremonies
      const login = await (choice === 'create' ? createPasskey : usePasskey)(
        server,
        sessions.deviceId(),
      )
      const { signed } = login
      const opened = await signIn(
        signed.token,
        { email: signed.user.email ?? undefined, authProvider: 'passkey' },
        context.origin,
        { credentialId: signed.credentialId, prfKey: login.prfKey },
      )
      return { ...opened, passkey: choice === 'create' ? 'created' : 'used' }
    },
    async IS_CONNECTED(payload, context) {
      let session = sessions.read()
      const token = payload?.token ?? context.token
      if (!session || !token || !sameToken(token, session.appToken)) return { isConnected: false }
      // A session stored before origins were kept is bound to the first app that shows its token.
      if (session.appOrigin === undefined) {
        session = { ...session, appOrigin: context.origin }
        sessions.write(session)
      } else if (session.appOrigin !== context.origin) return { isConnected: false }
      if (!(await server.session(session.serverToken))) {
        forget()
        return { isConnected: false }
      }
      if (!account)
        await open(
          await unlockWallet(parameters, session.serverToken, session.authProvider ?? 'email'),
        )
      return { isConnected: true }
    },
    async GET_USER(_payload, context) {
      requireAppSession(sessions.read(), context)
      return user()
    },
    async SIGN_OUT(_payload, context) {
      const session = requireAppSession(sessions.read(), context)
      forget()
      loggedInAt = undefined
      await server.signOut(session.serverToken).catch(() => {})
      return {}
    },
    async SWITCH_NETWORK({ chainId: next }, context) {
      requireAppSession(sessions.read(), context)
      const id = Number(next)
      if (!chains.includes(id))
        throw new Error(t('error.chainNotServed', { chainId: String(next) }))
      sessions.setChainId(id)
      return { chainId: id }
    },
    async RPC_REQUEST({ method, params }, context) {
      if (method === 'eth_chainId') return `0x${chainId().toString(16)}`
      requireAppSession(sessions.read(), context)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return account ? [account.address] : []
      if (WALLET_CALL_METHODS.has(method)) return smart.walletCall(method, params, context)
      if (method === 'wallet_grantPermissions') return permissions.grant(params, context)
      // Account's Revoke (the modal asks the frame directly; not a method apps reach).
      if (method === 'wallet_revokePermissions') return permissions.revoke(params)
      if (method.startsWith('solana_')) {
        // The Solana account's code (its decoders) loads on its first request.
        const { runSolanaRequest } = await import('../solana/solanaRequests.ts')
        return runSolanaRequest(method, params, signedIn().solana, (summary) =>
          approve(summary, context),
        )
      }
      const { decision } = decideRpc(method)
      if (decision === 'disallowed')
        throw new ProviderError('Requested RPC call is not allowed', 4200)
      if (decision === 'safe') return rpc(method, params)
      // The visitor is never asked to approve what this wallet cannot do (a network switch comes
      // as SWITCH_NETWORK, smart-account calls with their issue).
      if (!EXECUTABLE_METHODS.has(method))
        throw new ProviderError(`${method} is not supported by the embedded wallet`, 4200)
      const own = signedIn().account
      if (method === 'personal_sign' && isWalletOwnMessage(messageText((params as unknown[])?.[0])))
        throw new ProviderError(t('error.ownMessage'), 4200)
      const id = chainId()
      const chain = chainOf(id)
      const oneClick =
        method === 'personal_sign' &&
        isOneClickSignIn({
          params,
          appOrigin: parameters.appOrigin,
          address: own.address,
          chains,
          loggedInAt,
        })
      // A transfer within an ERC-7715 grant of this app runs without asking (reserved first).
      const covered =
        method === 'eth_sendTransaction' ? permissions.cover(params, context) : undefined
      if (oneClick) loggedInAt = undefined
      else if (!covered) {
        const summary = await describeRequest(
          { method, params },
          { ...chain, id },
          client,
          networkName,
        )
        await approve(summary, context)
      }
      try {
        const result = await executeRequest(own, client, id, { method, params })
        // The app learns which grant let it through without a dialog (devtools shows it).
        return covered ? { result, coveredBy: covered.grantId } : result
      } catch (error) {
        covered?.release()
        throw error
      }
    },
    ...smart.handlers,
    ...emailChangeHandlers({
      server,
      sessions,
      confirm: (change, context) =>
        ui.confirmEmailChange(change, requester(context), context.signal),
    }),
  }

  return {
    handlers,
    async socialSignIn(signed: SociallySignedIn, origin: string) {
      return {
        ...(await signIn(
          signed.token,
          { userName: signed.user.username ?? undefined, authProvider: signed.user.provider },
          origin,
        )),
        provider: signed.user.provider,
      }
    },
  }
}
