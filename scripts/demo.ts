/**
 * `npm run demo`: starts anvil (chain 31337) and the demo host app with the modal, prints the
 * URL, and stops both on Ctrl-C.
 */
import { anvilAccounts, startAnvil } from '@foyer/fixtures/anvil'
import { startHostApp } from '@foyer/fixtures/host-app'

const anvil = await startAnvil({ chainId: 31337, port: await preferredPort(8545) })
const app = await startHostApp({
  mode: 'dev',
  port: await preferredPort(5173),
  env: { FOYER_RPC_31337: anvil.url },
})

const account = anvilAccounts[0]!
console.log(`
  Foyer demo is running.

  App:    ${app.url}
  Chain:  anvil, chain id 31337, RPC ${anvil.url}

  To connect from your browser wallet (MetaMask, Rabby, …): add the network above, then import
  anvil's dev account ${account.address}
  (private key ${account.privateKey}; a public test key, never use it on a real chain).

  Ctrl-C stops everything.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await Promise.allSettled([app.stop(), anvil.stop()])
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
