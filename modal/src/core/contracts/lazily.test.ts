import { describe, expect, it } from 'vitest'
import { foyerRoutes } from './foyerRoutes.ts'
import { joinLazily, lazily, once } from './lazily.ts'
import { walletRoutes } from './walletRoutes.ts'

describe('lazily', () => {
  it('builds an entry on its first read only, and once', () => {
    const built: string[] = []
    const schemas = lazily({
      a: () => {
        built.push('a')
        return { name: 'a' }
      },
      b: () => {
        built.push('b')
        return { name: 'b' }
      },
    })
    expect(built).toEqual([])
    expect(schemas.a).toBe(schemas.a)
    expect(built).toEqual(['a'])
    expect(Object.keys(schemas)).toEqual(['a', 'b'])
    expect(Object.entries(schemas).map(([key, value]) => [key, value.name])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ])
    expect(built).toEqual(['a', 'b'])
  })

  it('joins objects whose entries stay shared with where they came from, the later one winning', () => {
    let builds = 0
    const first = lazily({ shared: () => ({ n: ++builds }), both: () => 'first' })
    const second = lazily({ both: () => 'second' })
    const joined = joinLazily(first, second)
    expect(joined.both).toBe('second')
    expect(joined.shared).toBe(first.shared)
    expect(builds).toBe(1)
  })

  it('once runs its builder on the first call and keeps the value', () => {
    let builds = 0
    const get = once(() => ({ n: ++builds }))
    expect(builds).toBe(0)
    expect(get()).toBe(get())
    expect(builds).toBe(1)
  })

  it('the routes read as before: every route of walletRoutes is in foyerRoutes, the same object', () => {
    for (const [name, route] of Object.entries(walletRoutes))
      expect(foyerRoutes[name as keyof typeof foyerRoutes]).toBe(route)
    expect(
      foyerRoutes.siweVerify.body.safeParse({ message: '', signature: '0x00' }).error?.issues[0]
        ?.message,
    ).toBe('must not be empty')
  })
})
