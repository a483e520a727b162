import type { Command } from 'commander'
import type { Io } from '../io.ts'

type TestInitFlags = { cwd: string; dir: string; skipInstall?: boolean; dryRun?: boolean }

export function registerTestCommand(program: Command, io: Io, done: (code: number) => void) {
  const test = program
    .command('test')
    .description("tests for the app with @foyer/testing's Playwright fixtures")
  test
    .command('init')
    .description(
      'add @foyer/testing, a playwright.config.ts on local chains and an example spec to this app',
    )
    .option('--cwd <dir>', 'the Vite app', process.cwd())
    .option('--dir <dir>', 'where the specs go, relative to the app', 'e2e')
    .option('--skip-install', 'write files, do not run the package manager')
    .option('--dry-run', 'print the diff; write nothing')
    .action(async (flags: TestInitFlags) => {
      // Loaded when run: `foyer --help` and the other commands do not pay for them.
      const [{ testInit }, { renderTestInitReport }] = await Promise.all([
        import('./testInit.ts'),
        import('./renderTestInitReport.ts'),
      ])
      const result = await testInit({
        cwd: flags.cwd,
        testDir: flags.dir,
        skipInstall: flags.skipInstall,
        dryRun: flags.dryRun,
      })
      io.stdout.write(renderTestInitReport(result))
      done(0)
    })
}
