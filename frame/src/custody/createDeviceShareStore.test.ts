import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createDeviceShareStore } from './createDeviceShareStore.ts'
import { createWallet } from './createWallet.ts'
import { DeviceShareError } from './errors.ts'

const DB = 'foyer-frame-custody'

/** The raw contents of the store, as any script of the frame origin could read them. */
async function readRaw(indexedDB: IDBFactory, store: 'keys' | 'shares', key: string) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB, 1)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const req = db.transaction(store, 'readonly').objectStore(store).get(key)
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
  } finally {
    db.close()
  }
}

async function writeRaw(indexedDB: IDBFactory, key: string, value: unknown) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB, 1)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction('shares', 'readwrite')
    transaction.objectStore('shares').put(value, key)
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
  })
  db.close()
}

const contains = (haystack: Uint8Array, needle: Uint8Array) =>
  Buffer.from(haystack).includes(Buffer.from(needle))

describe('createDeviceShareStore', () => {
  it('round-trips the device share, per address, and forgets it on remove', async () => {
    const indexedDB = new IDBFactory()
    const store = createDeviceShareStore({ indexedDB, crypto })
    const [one, two] = await Promise.all([createWallet(), createWallet()])
    expect(await store.load(one.address)).toBeUndefined()
    await Promise.all([
      store.save(one.address, one.shares.device),
      store.save(two.address, two.shares.device),
    ])
    expect(await store.load(one.address)).toEqual(one.shares.device)
    expect(await store.load(two.address.toLowerCase() as never)).toEqual(two.shares.device)

    // A reload: a new store on the same IndexedDB reads it back with the stored key.
    const reloaded = createDeviceShareStore({ indexedDB, crypto })
    expect(await reloaded.load(one.address)).toEqual(one.shares.device)

    await reloaded.remove(one.address)
    expect(await reloaded.load(one.address)).toBeUndefined()
    expect(await reloaded.load(two.address)).toEqual(two.shares.device)
  })

  it('keeps its AES-GCM key as a non-extractable CryptoKey: exportKey throws', async () => {
    const indexedDB = new IDBFactory()
    const { address, shares } = await createWallet()
    await createDeviceShareStore({ indexedDB, crypto }).save(address, shares.device)
    const key = (await readRaw(indexedDB, 'keys', 'device')) as CryptoKey
    expect(key).toBeInstanceOf(CryptoKey)
    expect(key.extractable).toBe(false)
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 })
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', key)).rejects.toThrow()
  })

  it('stores ciphertext, never the share in clear', async () => {
    const indexedDB = new IDBFactory()
    const { address, shares } = await createWallet()
    await createDeviceShareStore({ indexedDB, crypto }).save(address, shares.device)
    const record = (await readRaw(indexedDB, 'shares', address.toLowerCase())) as {
      iv: Uint8Array
      ciphertext: ArrayBuffer
    }
    expect(Object.keys(record).sort()).toEqual(['ciphertext', 'iv'])
    const ciphertext = new Uint8Array(record.ciphertext)
    // 33 bytes of share + the 16-byte GCM tag.
    expect(ciphertext).toHaveLength(33 + 16)
    expect(contains(ciphertext, shares.device.slice(0, 8))).toBe(false)
    expect(contains(ciphertext, shares.device.slice(16, 24))).toBe(false)
    const text = JSON.stringify(record, (_, v) =>
      v instanceof ArrayBuffer ? [...new Uint8Array(v)] : v,
    )
    expect(text).not.toContain(Buffer.from(shares.device).toString('base64'))
  })

  it('refuses a tampered record, or one moved under another address', async () => {
    const indexedDB = new IDBFactory()
    const store = createDeviceShareStore({ indexedDB, crypto })
    const [one, two] = await Promise.all([createWallet(), createWallet()])
    await store.save(one.address, one.shares.device)
    const record = (await readRaw(indexedDB, 'shares', one.address.toLowerCase())) as {
      iv: Uint8Array
      ciphertext: ArrayBuffer
    }

    await writeRaw(indexedDB, two.address.toLowerCase(), record)
    const moved = await store.load(two.address).catch((e: unknown) => e)
    expect(moved).toBeInstanceOf(DeviceShareError)
    expect((moved as DeviceShareError).shortMessage).toBe(
      `The wallet ${two.address} cannot be unlocked on this device: its stored share is damaged. Sign in and use your recovery share to restore it.`,
    )

    const flipped = new Uint8Array(record.ciphertext.slice(0))
    flipped[0]! ^= 0x01
    await writeRaw(indexedDB, one.address.toLowerCase(), { ...record, ciphertext: flipped.buffer })
    await expect(store.load(one.address)).rejects.toBeInstanceOf(DeviceShareError)
  })

  it('one origin, one device key, even when the first saves race', async () => {
    const indexedDB = new IDBFactory()
    const wallets = await Promise.all([createWallet(), createWallet(), createWallet()])
    // Three frames (tabs) of the same origin saving at once.
    await Promise.all(
      wallets.map((w) =>
        createDeviceShareStore({ indexedDB, crypto }).save(w.address, w.shares.device),
      ),
    )
    const fresh = createDeviceShareStore({ indexedDB, crypto })
    for (const w of wallets) expect(await fresh.load(w.address)).toEqual(w.shares.device)
  })
})
