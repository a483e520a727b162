import { SOLANA_CHAIN_IDS, type SolanaChainId } from '@foyer/modal/config'
import type { Command } from 'commander'
import { CliError } from '../errors.ts'
import type { Io } from '../io.ts'

type SendFlags = {
  to: string
  amount: string
  token?: string
  chain?: string
  url?: string
  cwd: string
  json?: boolean
}

export function registerFlowCommand(program: Command, io: Io, done: (code: number) => void) {
  const flow = program
    .command('flow')
    .description('script a wallet flow against the app in headless Chromium')
  const send = flow
    .command('send')
    .description('send a token through the modal from the test wallet, and wait for the receipt')
    .requiredOption('--to <address>', 'receiver')
    .requiredOption('--amount <amount>', 'amount in whole units, e.g. 1.5')
    .option('--token <symbol>', 'token symbol, e.g. USDC (default: the native currency)')
    .addHelpText(
      'after',
      '\nOn a Solana network (--chain solana:…, started by `foyer anvil`), the Solana test wallet sends SOL or USDC from the first Solana dev key.',
    )
  withFlowOptions(send).action(async (flags: SendFlags) => done(await runFlowSend(flags, io)))
  const name = flow
    .command('name')
    .description('register an account name through the modal with the test wallet')
    .requiredOption('--name <name>', 'the name, e.g. alice (the suffix is added)')
    .option('--account <index>', 'anvil dev account the test wallet holds (0-9)', '0')
  withFlowOptions(name).action(async (flags: NameFlags) => done(await runFlowName(flags, io)))
}

/** The options every flow takes: the chain, the dev server, the app, JSON output. */
function withFlowOptions(command: Command): Command {
  return command
    .option('--chain <id>', 'chain id (default: the first local chain)')
    .option(
      '--url <url>',
      "the app's dev server (default: start one unless Vite's default address serves it)",
    )
    .option('--cwd <dir>', 'the Vite app', process.cwd())
    .option('--json', 'print the result as JSON on stdout')
}

type NameFlags = Omit<SendFlags, 'to' | 'amount' | 'token'> & { name: string; account: string }

async function runFlowName(flags: NameFlags, io: Io): Promise<number> {
  const account = Number(flags.account)
  if (!Number.isInteger(account) || account < 0 || account > 9)
    throw new CliError(
      `--account must be a dev account index from 0 to 9. Provided: "${flags.account}"`,
    )
  const chain = parseChain(flags.chain)
  // Loaded once the flags are valid (playwright-core, viem): a wrong flag is answered at once.
  const { flowName, renderFlowNameResult } = await import('./flowName.ts')
  const result = await flowName({
    cwd: flags.cwd,
    name: flags.name,
    account,
    chain,
    url: flags.url,
    onProgress: (message) => io.stderr.write(`› ${message}\n`),
  })
  if (flags.json) io.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  else io.stdout.write(renderFlowNameResult(result))
  if (!result.ok) io.stderr.write(`foyer flow name: ${result.reason}\n`)
  return result.ok ? 0 : 1
}

function parseChain(flag: string | undefined): number | undefined {
  const chain = flag === undefined ? undefined : Number(flag)
  if (chain !== undefined && !Number.isInteger(chain))
    throw new CliError(`--chain must be a chain id. Provided: "${flag}"`)
  return chain
}

/** `--chain` of `foyer flow send`: an EVM chain id, or a Solana network's CAIP-2 id. */
function parseSendChain(flag: string | undefined): number | SolanaChainId | undefined {
  if (flag === undefined || !flag.startsWith('solana:')) return parseChain(flag)
  const ids = Object.values(SOLANA_CHAIN_IDS) as string[]
  if (!ids.includes(flag))
    throw new CliError(
      `--chain must be a chain id or a Solana network id (${ids.join(', ')}). Provided: "${flag}"`,
    )
  return flag as SolanaChainId
}

/** Progress goes to stderr, so that `--json` keeps stdout to the result alone. */
async function runFlowSend(flags: SendFlags, io: Io): Promise<number> {
  const chain = parseSendChain(flags.chain)
  const [{ flowSend }, { renderFlowResult }] = await Promise.all([
    import('./flowSend.ts'),
    import('./timeline.ts'),
  ])
  const result = await flowSend({
    cwd: flags.cwd,
    to: flags.to,
    amount: flags.amount,
    token: flags.token,
    chain,
    url: flags.url,
    onProgress: (message) => io.stderr.write(`› ${message}\n`),
  })
  if (flags.json) io.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  else io.stdout.write(renderFlowResult(result))
  if (!result.ok) io.stderr.write(`foyer flow send: ${result.reason}\n`)
  return result.ok ? 0 : 1
}
