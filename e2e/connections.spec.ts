import { anvilAccounts } from '@foyer/testing/anvil'
import { sendButton } from '@foyer/testing/driver'
import { connect, WALLET_NAME } from './support/flows.ts'
import { CHAIN_ID, connectButton, expect, modal, test } from './support/test.ts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const first = anvilAccounts[0]!
const second = anvilAccounts[1]!
const SECOND_WALLET = 'Second Wallet'

test('two wallets at once: add, switch, disconnect one, the first remaining becomes current', async ({
  page,
  hostApp,
  injectWallet,
  chains,
}) => {
  await injectWallet([
    { rpcUrls: chains.rpcUrls, chainId: CHAIN_ID, privateKeys: [first.privateKey] },
    {
      rpcUrls: chains.rpcUrls,
      chainId: CHAIN_ID,
      privateKeys: [second.privateKey],
      info: { name: SECOND_WALLET, rdns: 'dev.foyer.second' },
    },
  ])
  await page.goto(hostApp.url)
  await connect(page)
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Add another wallet' }).click()
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  // The wallet in use is marked; the other one is offered.
  await expect(dialog.getByRole('button', { name: new RegExp(WALLET_NAME) })).toContainText(
    'Connected',
  )
  await dialog.getByRole('button', { name: SECOND_WALLET }).click()

  await expect(dialog.getByTestId('foyer-address')).toHaveText(second.address)
  const wallets = dialog.getByRole('region', { name: 'Connected wallets' })
  await expect(wallets.locator('li')).toHaveCount(2)
  await expect(wallets.locator('li[aria-current="true"]')).toContainText(SECOND_WALLET)

  await wallets.getByRole('button', { name: `Use ${WALLET_NAME}` }).click()
  await expect(dialog.getByTestId('foyer-address')).toHaveText(first.address)
  await expect(connectButton(page)).toContainText(short(first.address))

  // Disconnecting the current wallet makes the first remaining one current.
  await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(dialog.getByTestId('foyer-address')).toHaveText(second.address)
  await expect(wallets.locator('li')).toHaveCount(1)
  await expect(connectButton(page)).toContainText(short(second.address))

  // The wallet used last comes first in the Connect view, marked.
  await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  const options = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await expect(options.first()).toContainText(SECOND_WALLET)
  await expect(options.first()).toContainText('Recent')

  // The host's analytics saw each connect and disconnect (the way in and the wallet's name,
  // never an address), as the host app's Activity list shows them.
  const tracking = page.getByTestId('tracking-events').locator('li')
  await expect(tracking.filter({ hasText: /^CONNECT_SUCCESS / })).toHaveCount(2)
  await expect(tracking.filter({ hasText: 'DISCONNECT_SUCCESS' })).toHaveCount(2)
  await expect(tracking.filter({ hasText: /^CONNECT_SUCCESS / }).first()).toContainText(
    `"method":"injected","name":"${SECOND_WALLET}"`,
  )
  await expect(tracking.filter({ hasText: /0x[0-9a-fA-F]{40}/ })).toHaveCount(0)
})

test('a wallet on a chain the app does not use is told so and offered the switch', async ({
  page,
  hostApp,
  injectWallet,
  chains,
}) => {
  await injectWallet({
    rpcUrls: { ...chains.rpcUrls, 31337: chains.rpcUrls[CHAIN_ID]! },
    chainId: 31337,
  })
  await page.goto(hostApp.url)
  await connectButton(page).click()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: WALLET_NAME }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    'Your wallet is on a network this app does not support (chain 31337).',
  )
  await expect(sendButton(dialog)).toBeDisabled()
  await dialog.getByRole('button', { name: 'Switch to Ethereum' }).click()
  // SPEC §2: after a switch the modal returns to the view before Networks, or closes if none.
  await expect(dialog).toBeHidden()
  await expect(connectButton(page)).toContainText('ETH')
  await connectButton(page).click()
  await expect(dialog.getByRole('button', { name: /Network: Ethereum/ })).toBeVisible()
  await expect(
    dialog.getByText('Your wallet is on a network this app does not support'),
  ).toHaveCount(0)
  expect(await page.evaluate(() => window.foyerTestWallet.chainId)).toBe(CHAIN_ID)
})
