import path from 'node:path'
import { Command, CommanderError, Option } from 'commander'
import { registerAnvilCommand } from './anvil/anvilCommand.ts'
import { CliError } from './errors.ts'
import { registerFlowCommand } from './flow/flowCommand.ts'
import { registerInfoCommand } from './info/infoCommand.ts'
import { parseChains, parseSocials, validateProjectId } from './init/answers.ts'
import { type Io, isInteractive } from './io.ts'
import { registerServeCommand } from './serve/serveCommand.ts'
import { registerTestCommand } from './testInit/testCommand.ts'

export type { Io }

type InitFlags = {
  projectId?: string
  chains?: string
  siwe?: boolean
  email?: boolean
  socials?: string
  yes?: boolean
  cwd: string
  force?: boolean
  skipInstall?: boolean
  dryRun?: boolean
  button: boolean
  localFoyer?: string
}

function addInitOptions(command: Command): Command {
  return command
    .option(
      '--project-id <id>',
      'project id (letters, digits, "-" or "_"); "local-dev" for development',
    )
    .option('--chains <ids>', 'comma-separated chain ids, e.g. 1,137')
    .option('--siwe', 'sign in with Ethereum after connecting')
    .option('--no-siwe', 'no sign in with Ethereum')
    .option('--email', 'embedded wallet: email login')
    .option('--no-email', 'embedded wallet: no email login')
    .option('--socials <list>', 'embedded wallet: social logins, e.g. google,github')
    .option('-y, --yes', 'do not ask: use defaults for what no flag gives')
    .option('--cwd <dir>', 'the Vite app', process.cwd())
    .option('--force', 'edit even with uncommitted changes')
    .option('--skip-install', 'write files, do not run the package manager')
    .option('--dry-run', 'print the diff; write nothing')
    .option('--no-button', "do not add <ConnectButton /> to the app's root component")
    .addOption(
      // For testing this repo's packages before they are published: file: specs to this repo.
      new Option(
        '--local-foyer <repo>',
        'use @foyer/modal, @foyer/vite and create-foyer from this repo',
      ).hideHelp(),
    )
}

async function runInit(flags: InitFlags, io: Io): Promise<number> {
  const interactive = isInteractive(io) && !flags.yes
  const repo = flags.localFoyer === undefined ? undefined : path.resolve(flags.localFoyer)
  const projectId = flags.projectId === undefined ? undefined : validateProjectId(flags.projectId)
  const chains = flags.chains === undefined ? undefined : parseChains(flags.chains)
  const socials = flags.socials === undefined ? undefined : parseSocials(flags.socials)
  // Loaded once the flags are valid (the source transforms, the diff): a wrong flag is answered
  // at once, and the other commands do not pay for them.
  const [{ init }, { renderInitReport }] = await Promise.all([
    import('./init/init.ts'),
    import('./init/renderInitReport.ts'),
  ])
  const result = await init({
    cwd: flags.cwd,
    projectId,
    chains,
    siwe: flags.siwe,
    email: flags.email,
    socials,
    force: flags.force,
    skipInstall: flags.skipInstall,
    dryRun: flags.dryRun,
    button: flags.button,
    packageSpecs: repo
      ? {
          '@foyer/modal': `file:${repo}/modal`,
          '@foyer/vite': `file:${repo}/plugin`,
          'create-foyer': `file:${repo}/cli`,
        }
      : undefined,
    prompt: interactive
      ? async (given, missing) => {
          // Loaded only when asking: ink and React cost a noticeable start-up otherwise.
          const { promptAnswers } = await import('./init/InitPrompts.tsx')
          return promptAnswers(given, missing, { stdin: io.stdin, stdout: io.stdout })
        }
      : undefined,
  })
  io.stdout.write(renderInitReport(result))
  // Not done until the snippet is pasted: scripts must not take this for success.
  return result.manual ? 1 : 0
}

/**
 * The `foyer` / `create-foyer` program: argv wiring only. Each action calls a function that
 * returns a result, prints it, and resolves the exit code; nothing here calls `process.exit`.
 */
export function createProgram(
  io: Io,
  name = 'foyer',
): { program: Command; exitCode: () => number } {
  let exitCode = 0
  const program = new Command(name)
    .description(
      'Add Foyer to a Vite app, run local chains and the Foyer server, script wallet flows.',
    )
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
    })
  const done = (code: number) => {
    exitCode = code
  }
  addInitOptions(program.command('init').description('add Foyer to this Vite app')).action(
    async (flags: InitFlags) => done(await runInit(flags, io)),
  )
  registerAnvilCommand(program, io, done)
  registerFlowCommand(program, io, done)
  registerInfoCommand(program, io, done)
  registerServeCommand(program, io, done)
  registerTestCommand(program, io, done)
  return { program, exitCode: () => exitCode }
}

/**
 * Runs the CLI and resolves its exit code. `create-foyer` is `foyer init`.
 * @example process.exitCode = await main(process.argv.slice(2))
 */
export async function main(args: string[], io: Io, name = 'foyer'): Promise<number> {
  const { program, exitCode } = createProgram(io, name)
  // `create-foyer --help` is init's help: init is all that create-foyer does.
  const argv = name === 'create-foyer' ? ['init', ...args] : args
  try {
    await program.parseAsync(argv, { from: 'user' })
    return exitCode()
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode
    if (error instanceof CliError) {
      io.stderr.write(`${name}: ${error.message}\n`)
      return 1
    }
    throw error
  }
}
