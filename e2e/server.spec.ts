import { anvilAccounts } from '@foyer/testing/anvil'
import { type Address, formatEther } from 'viem'
import { analyse, describeViolations, sawInShadow } from './support/axe.ts'
import { panel, row } from './support/devtools.ts'
import { connect, publicClient } from './support/flows.ts'
import { CHAIN_ID, expect, modal, POLYGON_ID, test } from './support/test.ts'

// `vite dev` runs the Foyer server (@foyer/server) beside the app and serves it at /__foyer/api;
// the modal's node RPC goes through its proxy, and each request shows in the devtools' RPC tab.
// The panel exists on `vite dev` only, so playwright.config.ts runs this file in the dev project.

const account = anvilAccounts[0]!.address as Address
// fixtures/host-app/foyer.config.ts
const PROJECT_ID = 'local-dev'
const proxyPath = (chainId: number) => `/__foyer/api/rpc?chainId=${chainId}&projectId=${PROJECT_ID}`

async function exactBalance(rpcUrl: string, symbol: string): Promise<string> {
  return `${formatEther(await publicClient(rpcUrl).getBalance({ address: account }))} ${symbol}`
}

test.describe('the Foyer server in vite dev', () => {
  // The docked panel is drawn above the modal: a tall viewport keeps the modal's buttons clear.
  test.use({ viewport: { width: 1280, height: 1200 } })

  test("the modal reads both chains through the server's RPC proxy, shown in the devtools' RPC tab", async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    // The server listens on a loopback port of its own; the app serves it on its origin.
    expect(hostApp.apiServer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(new URL(hostApp.apiServer!).origin).not.toBe(new URL(hostApp.url).origin)
    const health = await page.request.get(new URL('/__foyer/api/health', hostApp.url).href)
    expect(await health.json()).toEqual({ status: 'ok' })

    // Every balance read the page sends, wherever it goes (the test wallet talks to anvil itself).
    const balanceReads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('"eth_getBalance"'))
        balanceReads.push(request.url())
    })
    await injectWallet()
    await page.goto(hostApp.url)
    await page.getByRole('button', { name: 'Foyer devtools', exact: true }).click()
    const devtools = panel(page)
    await devtools.getByRole('tab', { name: 'RPC' }).click()
    // Only the node's balance reads: the tab holds every request, newest first.
    await devtools.getByRole('searchbox', { name: 'Filter events' }).fill('eth_getBalance')

    await connect(page)
    const dialog = modal(page)
    // The balance the modal shows is the chain's own, exactly (its title), read via the proxy.
    await expect(dialog.getByTestId('foyer-balance')).toHaveAttribute(
      'title',
      await exactBalance(chains.rpcUrls[CHAIN_ID]!, 'ETH'),
    )
    const ethereum = row(devtools, 'RPC requests', 'eth_getBalance', 'node', proxyPath(CHAIN_ID))
    await expect(ethereum.first()).toBeVisible()
    await expect(ethereum.first().getByRole('cell')).toContainText([
      'eth_getBalance',
      'safe',
      'safe',
      'passed',
      / ms$/,
      'node',
      proxyPath(CHAIN_ID),
    ])

    // The other chain of the demo goes through the proxy too, with its own chainId.
    await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
    await dialog.getByRole('button', { name: /Polygon/ }).click()
    await expect(dialog.getByRole('button', { name: /Network: Polygon/ })).toBeVisible()
    await expect(dialog.getByTestId('foyer-balance')).toHaveAttribute(
      'title',
      await exactBalance(chains.rpcUrls[POLYGON_ID]!, 'POL'),
    )
    await expect(
      row(
        devtools,
        'RPC requests',
        'eth_getBalance',
        'node',
        proxyPath(POLYGON_ID),
        'passed',
      ).first(),
    ).toBeVisible()
    // No balance read went to a node directly: each went to the app's origin, to the proxy.
    expect(balanceReads.length).toBeGreaterThanOrEqual(2)
    expect(new Set(balanceReads)).toEqual(
      new Set([CHAIN_ID, POLYGON_ID].map((id) => new URL(proxyPath(id), hostApp.url).href)),
    )

    // The tab with node rows passes axe; the audit must have seen a node row's URL.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    const results = await analyse(page, '[data-foyer-devtools]')
    for (const seen of ['aria-label="RPC requests"', '/__foyer/api/rpc?chainId='])
      expect(
        sawInShadow(results, '[data-foyer-devtools]', seen),
        `axe did not analyse ${seen} inside the panel's shadow root`,
      ).toBe(true)
    expect(
      results.violations.map((v) => v.id),
      `axe violations on the RPC tab:\n${describeViolations(results.violations)}`,
    ).toEqual([])
  })
})
