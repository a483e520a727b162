import { anvilAccounts } from '@foyer/testing/anvil'
import { setEnsGateway } from '@foyer/testing/contracts'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { connect, publicClient } from './support/flows.ts'
import { auditEveryWay } from './support/looks.ts'
import { CHAIN_ID, connectButton, expect, modal, POLYGON_ID, test } from './support/test.ts'

// Account names on the Foyer server that `vite preview` runs (playwright.config.ts runs this file
// in `served` only). Each test uses its own anvil accounts, so names registered here never
// change what the other specs of the worker see for accounts 0 and 1.

/** A name no earlier run of this worker's server can hold. */
const freshLabel = (prefix: string) => `${prefix}-${Date.now().toString(36)}`

async function expectNoAxeViolations(page: Page) {
  await auditEveryWay(page, 'names')
}

/** Polygon's coin type (ENSIP-11: 0x80000000 | chain id). */
const POLYGON_COIN_TYPE = 0x8000_0000 + POLYGON_ID

/**
 * Registers `label` for `privateKey` straight through the server's API, as another app would,
 * for the chain of `coinType` (@default 60, Ethereum).
 */
async function registerThroughApi(
  page: Page,
  appUrl: string,
  privateKey: Hex,
  label: string,
  attributes: Record<string, string> = {},
  coinType = 60,
) {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({
    name: `${label}.foyer.id`,
    attributes,
    timestamp: Math.floor(Date.now() / 1000),
  })
  const signature = await account.signMessage({ message })
  const response = await page.request.post(
    new URL('/__foyer/api/v1/profile/account?projectId=local-dev', appUrl).href,
    { data: { coinType, address: account.address, signature, message } },
  )
  expect(response.status(), await response.text()).toBeLessThan(300)
}

async function openRegisterName(page: Page) {
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Register name' }).click()
  await expect(dialog.getByRole('heading', { name: 'Register name' })).toBeVisible()
  const field = dialog.getByLabel('Account name')
  await expect(field).toBeFocused()
  return { dialog, field }
}

test.describe('account names', () => {
  test('each rule is named as you type, then a free name registers from the keyboard', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const owner = anvilAccounts[6]!
    await injectWallet({ privateKeys: [owner.privateKey as Hex] })
    await page.goto(hostApp.url)
    await connect(page)
    const { dialog, field } = await openRegisterName(page)
    const problem = dialog.locator('#foyer-name-error')

    await field.fill('abc')
    await expect(problem).toHaveText('Use at least 4 characters: "abc" has 3.')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    // Register is not available yet, and looks it (it stays focusable, with aria-disabled).
    const register = dialog.getByRole('button', { name: 'Register', exact: true })
    await expect(register).toHaveAttribute('aria-disabled', 'true')
    await expect(register).toHaveCSS('opacity', '0.5')
    await expect(register).toHaveCSS('cursor', 'not-allowed')
    await field.fill('ab c')
    await expect(problem).toHaveText('Use only letters, digits and hyphens: " " is not allowed.')
    await field.fill('ab_cd')
    await expect(problem).toHaveText('Use only letters, digits and hyphens: "_" is not allowed.')
    await field.fill('ab--cd')
    await expect(problem).toHaveText(
      'Not a valid ENS name (ENSIP-15): invalid label extension: "ab--".',
    )
    await expectNoAxeViolations(page)

    const label = freshLabel('ada')
    await field.fill(label.toUpperCase())
    await expect(problem).toHaveCount(0)
    await expect(dialog.getByText(`${label}.foyer.id is available.`)).toBeVisible()
    await expect(register).toHaveAttribute('aria-disabled', 'false')
    await expect(register).toHaveCSS('opacity', '1')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')

    await expect(dialog.getByTestId('foyer-registered-name')).toHaveText(
      `${label}.foyer.id is yours.`,
    )
    await expectNoAxeViolations(page)
    await expect(dialog.getByRole('button', { name: 'Back to account' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByTestId('foyer-account-name')).toHaveText(`${label}.foyer.id`)
    await expect(dialog.getByRole('button', { name: 'Register name' })).toHaveCount(0)
    // The host's button says the name too.
    await expect(connectButton(page)).toContainText(`${label}.foyer.id · `)

    // The server holds it for the owner, and its reverse lookup is what Account showed.
    const reverse = await page.request.get(
      new URL(`/__foyer/api/v1/profile/reverse/${owner.address}?projectId=local-dev`, hostApp.url)
        .href,
    )
    expect(await reverse.json()).toMatchObject([{ name: `${label}.foyer.id` }])

    // The name resolves on-chain in any ENS-aware app: viem, through the universal resolver on
    // anvil and the server as the CCIP-read gateway (pointed at this worker's app first: each
    // host app of the worker points chain 1's resolver at its own server when it starts).
    const rpc = chains.rpcUrls[CHAIN_ID]!
    await setEnsGateway({
      rpcUrl: rpc,
      gatewayUrl: `${hostApp.url.replace(/\/$/, '')}/__foyer/api/v1/names/gateway/{sender}/{data}`,
    })
    const ens = createPublicClient({ chain: mainnet, transport: http(rpc) })
    expect(await ens.getEnsAddress({ name: `${label}.foyer.id` })).toBe(owner.address)
    expect(await ens.getEnsName({ address: owner.address as Address })).toBe(`${label}.foyer.id`)

    // A reload reads the name again from the server.
    await page.reload()
    await connectButton(page).click()
    await expect(modal(page).getByTestId('foyer-account-name')).toHaveText(`${label}.foyer.id`)
  })

  test('a taken name offers free ones', async ({ page, hostApp, injectWallet }) => {
    const taken = freshLabel('taken')
    // The API call needs no page (page.request), so the app loads once, with the name taken.
    await registerThroughApi(page, hostApp.url, anvilAccounts[7]!.privateKey as Hex, taken)
    await injectWallet({ privateKeys: [anvilAccounts[8]!.privateKey as Hex] })
    await page.goto(hostApp.url)
    await connect(page)
    const { dialog, field } = await openRegisterName(page)

    await field.fill(taken)
    await expect(dialog.getByText(`${taken}.foyer.id is taken. Try one of these:`)).toBeVisible()
    const suggestions = dialog.getByRole('list', { name: 'Free names' }).getByRole('button')
    await expect(suggestions.first()).toBeVisible()
    expect(await suggestions.count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    const suggested = (await suggestions.first().textContent()) ?? ''
    await suggestions.first().click()
    await expect(field).toHaveValue(suggested.replace(/\.foyer\.id$/, ''))
    await expect(dialog.getByText(`${suggested} is available.`)).toBeVisible()
  })

  test('a registration the server refuses returns to the form with its reason', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    await injectWallet({ privateKeys: [anvilAccounts[9]!.privateKey as Hex] })
    await page.goto(hostApp.url)
    await connect(page)
    const { dialog, field } = await openRegisterName(page)
    const label = freshLabel('race')
    await field.fill(label)
    await expect(dialog.getByText(`${label}.foyer.id is available.`)).toBeVisible()

    // Someone else takes the name between the check and the click.
    await registerThroughApi(page, hostApp.url, anvilAccounts[5]!.privateKey as Hex, label)
    await dialog.getByRole('button', { name: 'Register' }).click()

    await expect(dialog.getByRole('heading', { name: 'Register name' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText(
      `The name ${label}.foyer.id is already taken; choose another one`,
    )
    await expect(dialog.getByLabel('Account name')).toHaveValue(label)
    await expectNoAxeViolations(page)
  })

  test('Send takes a name as the receiver and shows its name and the fee in USD', async ({
    page,
    chains,
    hostApp,
    injectWallet,
  }) => {
    const rpc = chains.rpcUrls[CHAIN_ID]!
    const receiver = anvilAccounts[4]!
    const label = freshLabel('bob')
    // An avatar is an image inside the record (a base64 data URI): a URL would tell its owner who looks.
    const avatar =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
    await registerThroughApi(page, hostApp.url, receiver.privateKey as Hex, label, { avatar })
    await injectWallet({ privateKeys: [anvilAccounts[3]!.privateKey as Hex] })
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    const before = await publicClient(rpc).getBalance({ address: receiver.address })

    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByLabel('Amount').fill('0.01')
    await dialog.getByLabel('Receiver address or name').fill('nobody-here-at-all')
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.locator('#foyer-send-receiver-error')).toHaveText(
      'Receiver "nobody-here-at-all.foyer.id" is not a registered name. Type a 0x address or a name like ada.foyer.id.',
    )
    await expect(dialog.getByLabel('Receiver address or name')).toHaveValue('nobody-here-at-all')

    await dialog.getByLabel('Receiver address or name').fill(label)
    await dialog.getByRole('button', { name: 'Preview' }).click()
    const short = `${receiver.address.slice(0, 6)}…${receiver.address.slice(-4)}`
    await expect(dialog.getByTestId('foyer-preview-receiver')).toHaveText(
      `${label}.foyer.id (${short})`,
    )
    // The name's avatar (its `avatar` attribute) is shown beside it.
    await expect(dialog.getByTestId('foyer-preview-receiver').locator('img')).toHaveAttribute(
      'src',
      avatar,
    )
    // The dev server prices ETH, so the fee shows in USD too (SPEC §3 gasPriceInUSD).
    await expect(dialog.getByTestId('foyer-preview-fee')).toHaveText(
      /^≈ 0\.0\d* ETH \((\$\d+\.\d\d|< \$0\.01)\)$/,
    )
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByRole('status')).toHaveText(
      /^Transaction (started|confirmed in block \d+)$/,
    )
    await expect
      .poll(
        async () => (await publicClient(rpc).getBalance({ address: receiver.address })) - before,
      )
      .toBe(parseEther('0.01'))

    // An address typed as the receiver shows its name in the preview too.
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByLabel('Amount').fill('0.001')
    await dialog.getByLabel('Receiver address or name').fill(receiver.address)
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.getByTestId('foyer-preview-receiver')).toHaveText(
      `${label}.foyer.id (${short})`,
    )
  })

  test('a name is per network: registered for Polygon, it is the account name there only, and Account says so elsewhere', async ({
    page,
    hostApp,
    injectWallet,
  }) => {
    // A fresh account: no name of another test (or run) comes first in its reverse lookup.
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    const label = freshLabel('poly')
    await registerThroughApi(page, hostApp.url, key, label, {}, POLYGON_COIN_TYPE)
    await injectWallet({ privateKeys: [key] })
    await page.goto(hostApp.url)
    await connect(page)
    const dialog = modal(page)
    // On Ethereum the name points nowhere: the account is its address, and Account says why.
    await expect(dialog.getByTestId('foyer-account-name')).toHaveText(
      `${address.slice(0, 6)}…${address.slice(-4)}`,
    )
    await expect(dialog.getByTestId('foyer-name-elsewhere')).toHaveText(
      `${label}.foyer.id is your name on Polygon only.`,
    )
    await expect(connectButton(page)).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
    await expectNoAxeViolations(page)
    // Registering here says the new name is for this network.
    await dialog.getByRole('button', { name: 'Register name' }).click()
    await expect(dialog.getByTestId('foyer-name-rules')).toContainText(
      'A name is per network: this one will point to your address on Ethereum only.',
    )
    await dialog.getByRole('button', { name: 'Back' }).click()
    // On Polygon it is the account's name.
    await dialog.getByRole('button', { name: /Network: Ethereum/ }).click()
    await dialog.getByRole('button', { name: /Polygon/ }).click()
    await expect(dialog.getByRole('button', { name: /Network: Polygon/ })).toBeVisible()
    await expect(dialog.getByTestId('foyer-account-name')).toHaveText(`${label}.foyer.id`)
    await expect(connectButton(page)).toContainText(`${label}.foyer.id`)
    await expect(dialog.getByTestId('foyer-name-elsewhere')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Register name' })).toHaveCount(0)
  })
})
