import { describe, expect, it } from 'vitest'
import { buildRegisterNameMessage } from './buildRegisterNameMessage.ts'
import { NAME_SUFFIX } from './constants.ts'

describe('buildRegisterNameMessage (SPEC §7)', () => {
  it('holds the name with the shared suffix, the attributes and a unix time in seconds', () => {
    const message = buildRegisterNameMessage({
      name: 'ada',
      attributes: { bio: 'hi' },
      timestamp: new Date(1_700_000_000_999),
    })
    expect(message).toBe('{"name":"ada.foyer.id","attributes":{"bio":"hi"},"timestamp":1700000000}')
    expect(NAME_SUFFIX).toBe('.foyer.id')
  })

  it('defaults to no attributes and the current time, in seconds', () => {
    const before = Math.floor(Date.now() / 1000)
    const parsed = JSON.parse(buildRegisterNameMessage({ name: 'ada' }))
    expect(parsed.attributes).toEqual({})
    expect(parsed.timestamp).toBeGreaterThanOrEqual(before)
    expect(parsed.timestamp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
  })

  it('does not append the suffix twice, and honours another suffix', () => {
    const at = new Date(0)
    expect(JSON.parse(buildRegisterNameMessage({ name: 'ada.foyer.id', timestamp: at })).name).toBe(
      'ada.foyer.id',
    )
    expect(
      JSON.parse(buildRegisterNameMessage({ name: 'ada', suffix: '.test', timestamp: at })).name,
    ).toBe('ada.test')
  })
})
