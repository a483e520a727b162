/** What `foyer test init` writes: the Playwright config and the example spec, as text. */

export type TemplateInput = {
  /** The chains of foyer.config.ts, whose local anvils the tests start. */
  chainIds: number[]
  /** foyer.config.ts turns email login on: the spec signs up with email too. */
  email: boolean
  /** Where the specs live, relative to the app's root: `e2e`. */
  testDir: string
  /** Starts the app's dev server; `{port}` stands for the port. */
  devCommand: string[]
}

/** The port the app's dev server gets in the tests, and the first chain's (the next ones follow). */
export const TEST_PORT = 5273
export const TEST_CHAIN_PORT = 18545

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

export function renderPlaywrightConfig(input: TemplateInput): string {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated config's own template.
  const command = input.devCommand.map((arg) => (arg === '{port}' ? '${port}' : arg)).join(' ')
  return `// Written by \`foyer test init\`. Playwright starts the app's dev server pointed at the local
// chains that @foyer/testing's \`chains\` fixture runs (reverted after every test).
import type { FoyerWorkerFixtures } from '@foyer/testing/playwright'
import { defineConfig } from '@playwright/test'

// Change them here, or with these variables when the ports are taken.
const port = Number(process.env.FOYER_TEST_PORT ?? ${TEST_PORT})
const chainPort = Number(process.env.FOYER_TEST_CHAIN_PORT ?? ${TEST_CHAIN_PORT})
// The chains of foyer.config.ts.
const chainIds = [${input.chainIds.join(', ')}]
const chainPorts = Object.fromEntries(chainIds.map((id, i) => [id, chainPort + i]))

export default defineConfig<object, FoyerWorkerFixtures>({
  testDir: ${quote(`./${input.testDir}`)},
  // One worker: its chains listen on the ports the dev server was given.
  workers: 1,
  timeout: 60_000,
  use: {
    baseURL: \`http://127.0.0.1:\${port}\`,
    chainIds,
    chainPorts,
    // Playwright's Chromium (\`npx playwright install chromium\`), or the browser at CHROMIUM_PATH.
    launchOptions: process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {},
  },
  webServer: {
    command: \`${command}\`,
    url: \`http://127.0.0.1:\${port}\`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      // \`vite dev\` with @foyer/vite points each chain at its test anvil.
      ...Object.fromEntries(
        chainIds.map((id) => [\`FOYER_RPC_\${id}\`, \`http://127.0.0.1:\${chainPorts[id]}\`]),
      ),
      // The tests' Foyer server keeps its data apart from your own dev server's.
      FOYER_DATA_DIR: '.foyer/test-data',
    },
  },
})
`
}

export function renderSpec(input: TemplateInput): string {
  const driver = ['connectWallet', 'openSendPreview', 'sendButton']
  if (input.email) driver.push('signUpWithEmail')
  const lines = [
    '// Written by `foyer test init`: the test wallet, local chains and the dev mailbox of',
    "// @foyer/testing's Playwright fixtures. Run with `npx playwright test`.",
    `import { ${driver.join(', ')} } from '@foyer/testing/driver'`,
    "import { expect, test } from '@foyer/testing/playwright'",
    '',
    "test('connect the test wallet and send 0.01', async ({ page, wallet, chains }) => {",
    "  const to = '0x000000000000000000000000000000000000dEaD'",
    '  const before = await chains.balance(to)',
    "  await page.goto('/')",
    "  const dialog = await connectWallet(page, 'Foyer Test Wallet')",
    '  expect(await wallet.connected()).toBe(true)',
    "  const preview = await openSendPreview(dialog, { amount: '0.01', to })",
    '  expect(preview.ok).toBe(true)',
    '  await sendButton(dialog).click()',
    '  await expect(dialog.getByText(/Transaction confirmed/)).toBeVisible()',
    '  expect(await chains.balance(to)).toBe(before + 10n ** 16n)',
    '})',
  ]
  if (input.email)
    lines.push(
      '',
      "test('sign up with email', async ({ page, mailbox }) => {",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated spec's own template.
      '  const email = `visitor-${Date.now()}@example.com`',
      "  await page.goto('/')",
      '  const { dialog } = await signUpWithEmail(page, { email, code: () => mailbox.code(email) })',
      "  await expect(dialog.getByTestId('foyer-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)",
      '})',
    )
  return `${lines.join('\n')}\n`
}
