import { describe, expect, it } from 'vitest'
import { describeEvent, searchText } from './describeEvent.ts'
import type { DevtoolsEvent } from './types.ts'

describe('describeEvent', () => {
  it('names a sponsored UserOperation with its hash, chain and payer, and finds it by hash', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const event = {
      seq: 1,
      time: 0,
      channel: 'flow',
      payload: { type: 'user_operation', hash, chainId: 1, sponsor: 'Foyer demo' },
    } as DevtoolsEvent
    expect(describeEvent(event)).toEqual({
      title: 'UserOperation',
      detail: `${hash} · chain 1 · gas paid by Foyer demo`,
    })
    expect(searchText(event)).toContain(hash)
  })

  it('names other flow events by type, with their fields', () => {
    const event = {
      seq: 2,
      time: 0,
      channel: 'flow',
      payload: { type: 'permission_used', method: 'eth_sendTransaction', permission: 'p1' },
    } as DevtoolsEvent
    expect(describeEvent(event)).toEqual({
      title: 'permission_used',
      detail: '{"method":"eth_sendTransaction","permission":"p1"}',
    })
  })
})
