import type { Command } from 'commander'
import type { Io } from '../io.ts'

export function registerInfoCommand(program: Command, io: Io, done: (code: number) => void) {
  program
    .command('info')
    .description('framework, package manager, config, plugin, chains and anvil status')
    .option('--cwd <dir>', 'the Vite app', process.cwd())
    .option('--json', 'print JSON')
    .action(async (flags: { cwd: string; json?: boolean }) => {
      // Loaded when run: `foyer --help` and the other commands do not pay for it.
      const { info, renderInfo } = await import('./info.ts')
      const result = await info({ cwd: flags.cwd })
      io.stdout.write(flags.json ? `${JSON.stringify(result, null, 2)}\n` : renderInfo(result))
      done(0)
    })
}
