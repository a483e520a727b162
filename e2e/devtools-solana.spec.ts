import { panel, row, rows } from './support/devtools.ts'
import { connectFreshSolana } from './support/solana.ts'
import { expect, modal, test } from './support/test.ts'

test('devtools shows the Solana node reads in the RPC tab: safe, to the configured node, with the network and what they read', async ({
  page,
  solana,
  solanaHostApp,
}) => {
  const { address } = await connectFreshSolana(page, {
    solana,
    url: solanaHostApp.url,
    amount: 1_000_000_000n,
  })
  const dialog = modal(page)
  await expect(dialog.getByTestId('foyer-solana-balance')).toHaveText('1 SOL')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
  const devtools = panel(page)
  await expect(devtools).toBeVisible()

  await devtools.getByRole('tab', { name: 'RPC' }).click()
  await devtools.getByRole('searchbox', { name: 'Filter events' }).fill('getBalance')
  const read = row(devtools, 'RPC requests', 'getBalance', 'safe', 'safe', 'passed')
  await expect(read).toHaveCount(1)
  expect((await rows(devtools, 'RPC requests'))[0]).toEqual([
    'getBalance',
    'safe',
    'safe',
    'passed',
    expect.stringMatching(/^\d+ ms$/),
    'node',
    solana.url,
    expect.stringMatching(/^s\d+$/),
  ])
  await read.getByRole('button', { name: 'getBalance' }).click()
  const details = devtools.getByRole('region', { name: /^Request s\d+ details$/ })
  await expect(details.locator('dd').first()).toHaveText(`Solana Devnet · ${address}`)
  await expect(details.locator('dd').nth(1)).toContainText('"value":1000000000')
})
