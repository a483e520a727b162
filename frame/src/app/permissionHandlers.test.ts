import type { FrameRequestContext } from '@foyer/modal/frame-protocol'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../testing/memoryStorage.ts'
import { createSessionStore } from './createSessionStore.ts'
import { MAX_GRANT_SECONDS, permissionHandlers } from './permissionHandlers.ts'

const ACCOUNT: Address = '0x8D41f6feFe24886c18d1D3c6405c88e787355DEA'
const RECEIVER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const APP = { origin: 'https://app.example' } as FrameRequestContext
const OTHER_APP = { origin: 'https://evil.example' } as FrameRequestContext
const NOW = 1_800_000_000

/** The permissions of one account on chain 1, its token reads answered as USDC's. */
function setup({ approve = true } = {}) {
  const asked: string[] = []
  let now = NOW * 1000
  let chain = 1
  const permissions = permissionHandlers({
    sessions: createSessionStore(memoryStorage()),
    ui: {
      approve: async (summary) => {
        asked.push(`${summary.title}: ${summary.rows.map((r) => r.value).join(' | ')}`)
        return approve
      },
    },
    chainId: () => chain,
    clientFor: () =>
      ({
        readContract: async ({ functionName }: { functionName: string }) =>
          functionName === 'symbol' ? 'USDC' : 6,
      }) as unknown as PublicClient,
    chain: () => ({ nativeCurrency: { symbol: 'ETH', decimals: 18 } }),
    networkName: (id) => `Chain ${id}`,
    address: () => ACCOUNT,
    requester: (context) => ({ origin: context.origin }),
    now: () => now,
  })
  return {
    permissions,
    asked,
    later: (seconds: number) => {
      now += seconds * 1000
    },
    switchTo: (id: number) => {
      chain = id
    },
  }
}

const native = (ether: string) => ({
  type: 'native-token-transfer',
  data: { ticker: 'ETH' },
  policies: [{ type: 'token-allowance', data: { allowance: toHex(parseEther(ether)) } }],
})
const usdc = (units: bigint) => ({
  type: 'erc20-token-transfer',
  data: { address: USDC, ticker: 'USDC' },
  policies: [{ type: 'token-allowance', data: { allowance: toHex(units) } }],
})
const sendEth = (ether: string) => [
  { from: ACCOUNT, to: RECEIVER, value: toHex(parseEther(ether)) },
]
const sendUsdc = (units: bigint) => [
  {
    from: ACCOUNT,
    to: USDC,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, units] }),
  },
]

describe('ERC-7715 permissions in the frame', () => {
  it('asks once, showing the limit and the end, and answers the permissions context', async () => {
    const { permissions, asked } = setup()
    const granted = await permissions.grant(
      [{ expiry: NOW + 3600, permissions: [native('0.05'), usdc(10_000_000n)] }],
      APP,
    )
    expect(granted.permissionsContext).toMatch(/^foyer-permission:[\w-]{20,}$/)
    expect(asked).toEqual([
      `Allow spending without asking: Up to 0.05 ETH, to anyone | Up to 10 USDC (${USDC}), to anyone | ${new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(new Date((NOW + 3600) * 1000))} | Chain 1 | Transfers within this limit run without asking you; anything else still asks. You can revoke it in Account.`,
    ])
    expect(permissions.list()).toEqual([
      expect.objectContaining({
        origin: APP.origin,
        limits: ['Spend up to 0.05 ETH', 'Spend up to 10 USDC'],
        remaining: ['0.05 ETH left', '10 USDC left'],
      }),
    ])
  })

  it('covers transfers of that app within what is left, and gives back a failed one', async () => {
    const { permissions } = setup()
    await permissions.grant(
      [{ expiry: NOW + 3600, permissions: [native('0.05'), usdc(10_000_000n)] }],
      APP,
    )
    const [grant] = permissions.list()
    expect(permissions.cover(sendEth('0.02'), APP)).toEqual({
      grantId: grant!.id,
      release: expect.any(Function),
    })
    const failed = permissions.cover(sendEth('0.02'), APP)
    expect(permissions.list()[0]!.remaining[0]).toBe('0.01 ETH left')
    failed?.release()
    expect(permissions.list()[0]!.remaining[0]).toBe('0.03 ETH left')
    expect(permissions.cover(sendEth('0.04'), APP)).toBeUndefined()
    expect(permissions.cover(sendUsdc(4_000_000n), APP)?.grantId).toBe(grant!.id)
    expect(permissions.list()[0]!.remaining).toEqual(['0.03 ETH left', '6 USDC left'])
  })

  it('never covers another app, another chain, a contract call, or an expired or revoked grant', async () => {
    const { permissions, later, switchTo } = setup()
    const { permissionsContext } = await permissions.grant(
      [{ expiry: NOW + 3600, permissions: [native('1')] }],
      APP,
    )
    expect(permissions.cover(sendEth('0.01'), OTHER_APP)).toBeUndefined()
    const call = [{ ...sendEth('0.01')[0], data: '0x12345678' }]
    expect(permissions.cover(call, APP)).toBeUndefined()
    expect(permissions.cover(sendUsdc(1n), APP)).toBeUndefined()
    switchTo(137)
    expect(permissions.cover(sendEth('0.01'), APP)).toBeUndefined()
    switchTo(1)
    permissions.revoke([{ permissionsContext }])
    expect(permissions.cover(sendEth('0.01'), APP)).toBeUndefined()
    expect(permissions.list()).toEqual([])

    await permissions.grant([{ expiry: NOW + 60, permissions: [native('1')] }], APP)
    later(61)
    expect(permissions.cover(sendEth('0.01'), APP)).toBeUndefined()
    expect(permissions.list()).toEqual([])
  })

  it('stores nothing when the visitor rejects', async () => {
    const { permissions } = setup({ approve: false })
    await expect(
      permissions.grant([{ expiry: NOW + 3600, permissions: [native('1')] }], APP),
    ).rejects.toMatchObject({ code: 4001, message: 'The request was rejected in the wallet' })
    expect(permissions.list()).toEqual([])
  })

  it.each([
    [{ expiry: NOW - 1, permissions: [native('1')] }, 'expiry must be a time in the future'],
    [
      { expiry: NOW + MAX_GRANT_SECONDS + 1, permissions: [native('1')] },
      'expiry must be within 30 days',
    ],
    [{ expiry: NOW + 60, permissions: [] }, 'permissions must list 1 to 5 permissions'],
    [
      { expiry: NOW + 60, permissions: [{ ...native('1'), policies: [] }] },
      'permissions[0] needs a token-allowance policy with an allowance above 0',
    ],
    [
      {
        expiry: NOW + 60,
        permissions: [
          { ...native('1'), policies: [...native('1').policies, { type: 'rate-limit' }] },
        ],
      },
      'permissions[0]: the "rate-limit" policy is not supported (only token-allowance)',
    ],
    [
      { expiry: NOW + 60, permissions: [{ ...native('1'), type: 'contract-call' }] },
      'permissions[0].type "contract-call" is not supported',
    ],
  ])('refuses %j, naming the rule, before asking', async (request, message) => {
    const { permissions, asked } = setup()
    await expect(permissions.grant([request], APP)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining(message),
    })
    expect(asked).toEqual([])
  })

  it('refuses a permission for another chain or account', async () => {
    const { permissions } = setup()
    await expect(
      permissions.grant([{ chainId: '0x89', expiry: NOW + 60, permissions: [native('1')] }], APP),
    ).rejects.toMatchObject({ code: 5710 })
    await expect(
      permissions.grant([{ address: RECEIVER, expiry: NOW + 60, permissions: [native('1')] }], APP),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
