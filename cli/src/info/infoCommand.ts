import type { Command } from 'commander'
import type { Io } from '../io.ts'
import { info, renderInfo } from './info.ts'

export function registerInfoCommand(program: Command, io: Io, done: (code: number) => void) {
  program
    .command('info')
    .description('framework, package manager, config, plugin, chains and anvil status')
    .option('--cwd <dir>', 'the Vite app', process.cwd())
    .option('--json', 'print JSON')
    .action(async (flags: { cwd: string; json?: boolean }) => {
      const result = await info({ cwd: flags.cwd })
      io.stdout.write(flags.json ? `${JSON.stringify(result, null, 2)}\n` : renderInfo(result))
      done(0)
    })
}
