/**
 * `npm run demo`: starts two anvils (as chain 1 and chain 137, USDC at its canonical addresses)
 * and the demo host app with the modal (in `vite dev`, so with the devtools panel and the Foyer
 * server, whose RPC proxy the modal's node requests go through), prints the URLs of the app, its
 * devtools page, the Foyer server, its dev mailbox (where the email login's codes land) and the
 * chains, and stops everything on Ctrl-C. Social logins work offline: each provider opens the
 * server's dev sign-in page, and Farcaster goes through a local relay (@foyer/testing/farcaster)
 * whose test client page signs in with an anvil custody key, registering the fid in the
 * IdRegistry fixture on chain 1's anvil, where the server reads custody (FOYER_FARCASTER_RPC).
 * Chain 1's anvil also has ERC-4337's EntryPoint v0.8, a FoyerPaymaster and a local bundler
 * (alto): the app pays the embedded smart account's gas there (`sponsorGas`).
 */

import { startHostApp } from '@foyer/host-app/start'
import { anvilAccounts } from '@foyer/testing/anvil'
import { startBundler } from '@foyer/testing/bundler'
import { startLocalChains } from '@foyer/testing/chains'
import { installAccountAbstraction, installPaymaster } from '@foyer/testing/contracts'
import { startFarcasterRelay } from '@foyer/testing/farcaster'
import { solanaDevKeys, startLocalSolana } from '@foyer/testing/solana'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const local = await startLocalChains([1, 137], {
  ports: { 1: await preferredPort(8545), 137: await preferredPort(8546) },
})
// Chain 1's anvil has Farcaster's IdRegistry fixture: it stands in for OP Mainnet.
const farcaster = await startFarcasterRelay({ idRegistryRpcUrl: local.rpcUrls[1] })
// The app pays the smart account's gas on chain 1: EntryPoint, a paymaster whose signer is a key
// made for this run, and a bundler.
await installAccountAbstraction({ rpcUrl: local.rpcUrls[1]! })
const sponsorKey = generatePrivateKey()
const paymaster = await installPaymaster({
  rpcUrl: local.rpcUrls[1]!,
  signer: privateKeyToAccount(sponsorKey).address,
})
const bundler = await startBundler({ rpcUrl: local.rpcUrls[1]! })
// Solana Devnet on a local SVM (its default port, 8899, when free): the app offers it too.
const solana = await startLocalSolana({ port: (await preferredPort(8899)) ?? 0 })
const app = await startHostApp({
  mode: 'dev',
  // localhost, not 127.0.0.1: a passkey's relying party (the wallet's server) must be a domain.
  hostname: 'localhost',
  port: await preferredPort(5173),
  env: {
    ...local.env,
    FOYER_FARCASTER_RELAY: farcaster.url,
    FOYER_FARCASTER_RPC: local.rpcUrls[1]!,
    FOYER_SPONSOR_GAS: '1',
    FOYER_BUNDLER_1: bundler.url,
    FOYER_PAYMASTER_1: `${paymaster}:${sponsorKey}`,
    FOYER_SOLANA_RPC: solana.url,
  },
})

const account = anvilAccounts[0]!
const api = new URL('/__foyer/api', app.url).href
console.log(`
  Foyer demo is running.

  App:      ${app.url}
  Devtools: ${new URL('/__foyer/devtools', app.url).href}  (also the FY button in the app)
  Server:   ${app.apiServer ?? '(see the dev server log)'}, served by the app at ${api}
            (PGlite in a temp folder, removed on exit)
  Mailbox:  ${app.mailbox ?? '(see the dev server log)'}   (sign-in codes; GET …/latest?to=<email> as JSON)
  Chains:   anvil as Ethereum (chain id 1)  RPC ${local.rpcUrls[1]}
            anvil as Polygon  (chain id 137) RPC ${local.rpcUrls[137]}
            USDC at its canonical addresses; dev accounts 0 and 1 hold 1,000,000 USDC each.
            The modal reads both chains through the server's proxy, ${api}/rpc?chainId=…
            (each request is in the devtools' RPC tab, source "node").
            Solana Devnet on a local SVM, RPC ${solana.url}: each dev key holds 1,000 SOL and
            1,000 USDC, e.g. ${solanaDevKeys[0]!.address}
            (seed ${solanaDevKeys[0]!.seed}); a Solana wallet (Phantom…) pointed there connects.

  Social logins: Google, GitHub, Apple, Facebook, X and Discord open a local "dev sign-in" page
  (no credentials are configured), where you pick or type who you are. Farcaster shows a QR
  code; its "Open the local Farcaster client" link signs in with a test account through the
  local relay ${farcaster.url}; the server reads the account's custody from the IdRegistry
  fixture on chain 1's anvil, standing in for OP Mainnet.

  No browser wallet? Type any email in the modal: the code and the device-approval link arrive
  in the Mailbox above, and the new wallet lives in a frame on the server's origin. Fund it with
  anvil (cast send / anvil_setBalance) to try a send; approvals appear in that frame.

  Gas paid by the app: in Account, switch the embedded wallet to a smart account, then use
  wagmi.html's "Send 2 USDC transfers with useSendCalls" on Ethereum: one UserOperation through
  the local bundler ${bundler.url}, its gas paid by FoyerPaymaster ${paymaster}.

  To connect from your browser wallet (MetaMask, Rabby, …): point chains 1 and 137 at the RPCs
  above (a separate browser profile keeps your real networks apart), then import
  anvil's dev account ${account.address}
  (private key ${account.privateKey}; a public test key, never use it on a real chain).

  Ctrl-C stops everything.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await Promise.allSettled([app.stop(), bundler.stop(), farcaster.close(), solana.stop()])
  await local.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

async function preferredPort(port: number): Promise<number | undefined> {
  const { createServer } = await import('node:net')
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)))
  })
}
