export type RingBuffer<T> = {
  readonly capacity: number
  readonly size: number
  /** Adds an item; returns the oldest one when the buffer was full and had to drop it. */
  push(item: T): T | undefined
  /** Puts `item` in place of the newest one (adds it when empty). */
  replaceLast(item: T): void
  /** The items, oldest first. */
  toArray(): T[]
  clear(): void
}

/**
 * A fixed-size buffer that drops its oldest item when full, so memory stays bounded however
 * long a page runs.
 * @example
 * const buffer = createRingBuffer<number>(2)
 * buffer.push(1); buffer.push(2); buffer.push(3) // returns 1
 * buffer.toArray() // [2, 3]
 */
export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError(`Ring buffer capacity must be a positive integer. Provided: ${capacity}`)
  let items: (T | undefined)[] = new Array(capacity)
  let start = 0
  let size = 0
  return {
    capacity,
    get size() {
      return size
    },
    push(item) {
      if (size < capacity) {
        items[(start + size) % capacity] = item
        size++
        return undefined
      }
      const dropped = items[start]
      items[start] = item
      start = (start + 1) % capacity
      return dropped
    },
    replaceLast(item) {
      if (size === 0) this.push(item)
      else items[(start + size - 1) % capacity] = item
    },
    toArray() {
      const out: T[] = new Array(size)
      for (let i = 0; i < size; i++) out[i] = items[(start + i) % capacity] as T
      return out
    },
    clear() {
      items = new Array(capacity)
      start = 0
      size = 0
    },
  }
}
