import { describeChains } from '../init/init.ts'
import { renderChanges, renderInstall } from '../init/renderInitReport.ts'
import type { TestInitResult } from './testInit.ts'

/** What `foyer test init` prints when it is done (or, with `--dry-run`, what it would do). */
export function renderTestInitReport(result: TestInitResult): string {
  const out = renderChanges(
    result,
    'foyer test init',
    `Foyer's Playwright fixtures in ${result.root}:`,
  )
  out.push(
    '',
    `The tests start an anvil for each chain of foyer.config.ts (${describeChains(result.chainIds)}), reverted after every test.`,
  )
  if (!result.email)
    out.push(
      'foyer.config.ts has no email login, so the example spec has no email sign-up: turn `email: true` on and write one with `signUpWithEmail` and the `mailbox` fixture.',
    )
  if (result.existingPlaywrightConfig)
    out.push(
      '',
      `${result.existingPlaywrightConfig} is yours and was left as it is. The fixtures need, in its \`use\`: chainIds, chainPorts; and a webServer started with FOYER_RPC_<id>=http://127.0.0.1:<chain port> (see @foyer/testing's README, "Playwright fixtures").`,
    )
  if (result.fixedRpc.length)
    out.push(
      '',
      `foyer.config.ts sets the RPC URL of ${describeChains(result.fixedRpc)}: the tests' anvils stand in only for chains without one. Read it from process.env.FOYER_RPC_<id> to test on them.`,
    )
  out.push(...renderInstall(result))
  if (!result.dryRun)
    out.push(
      '',
      'Next:',
      `  ${result.runCommand.join(' ')}   runs them (a Chromium: \`npx playwright install chromium\`, or CHROMIUM_PATH)`,
    )
  return `${out.join('\n')}\n`
}
