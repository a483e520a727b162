import { describe, expect, it } from 'vitest'
import { createRingBuffer } from './createRingBuffer.ts'

describe('createRingBuffer', () => {
  it('keeps the newest items, oldest first, and reports what it dropped', () => {
    const buffer = createRingBuffer<number>(3)
    expect([1, 2, 3].map((n) => buffer.push(n))).toEqual([undefined, undefined, undefined])
    expect(buffer.push(4)).toBe(1)
    expect(buffer.push(5)).toBe(2)
    expect(buffer.toArray()).toEqual([3, 4, 5])
    expect(buffer.size).toBe(3)
  })

  it('holds exactly its capacity over many wraps', () => {
    const buffer = createRingBuffer<number>(1000)
    for (let i = 0; i < 5500; i++) buffer.push(i)
    const items = buffer.toArray()
    expect(items).toHaveLength(1000)
    expect(items[0]).toBe(4500)
    expect(items.at(-1)).toBe(5499)
  })

  it('starts empty again after clear', () => {
    const buffer = createRingBuffer<string>(2)
    buffer.push('a')
    buffer.push('b')
    buffer.push('c')
    buffer.clear()
    expect(buffer.toArray()).toEqual([])
    buffer.push('d')
    expect(buffer.toArray()).toEqual(['d'])
  })

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => createRingBuffer(0)).toThrow(
      'Ring buffer capacity must be a positive integer. Provided: 0',
    )
    expect(() => createRingBuffer(1.5)).toThrow(RangeError)
  })

  it('replaceLast puts an item in place of the newest, or adds it when empty', () => {
    const buffer = createRingBuffer<number>(2)
    buffer.replaceLast(1)
    buffer.push(2)
    buffer.push(3)
    buffer.replaceLast(4)
    expect(buffer.toArray()).toEqual([2, 4])
  })
})
