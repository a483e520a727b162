import type { Address } from 'viem'
import { t } from '../i18n/frameI18n.ts'
import { DeviceShareError } from './errors.ts'

export type CreateDeviceShareStoreParameters = {
  /** The frame origin's IndexedDB (`window.indexedDB`). */
  indexedDB: IDBFactory
  /** WebCrypto (`window.crypto`). */
  crypto: Crypto
  /** @default 'foyer-frame-custody' */
  databaseName?: string
}

export type DeviceShareStore = {
  /** Encrypts and stores the device share of `address`, replacing any previous one. */
  save(address: Address, share: Uint8Array): Promise<void>
  /** The device share of `address`, or `undefined` when this browser has none. */
  load(address: Address): Promise<Uint8Array | undefined>
  /** Forgets the device share of `address` (the encryption key stays for other wallets). */
  remove(address: Address): Promise<void>
}

/** One encrypted share, keyed by the lowercase address. */
type ShareRecord = { iv: Uint8Array; ciphertext: ArrayBuffer }

const KEYS = 'keys'
const SHARES = 'shares'
const DEVICE_KEY = 'device'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error)
  })
}

/**
 * Keeps the device share in the frame origin's IndexedDB, encrypted with AES-GCM under a
 * WebCrypto key generated with `extractable: false`. The key is stored in IndexedDB as a
 * `CryptoKey` (structured clone keeps it non-extractable), so no script, not even the frame's
 * own, can read its bytes; the address is the AES-GCM additional data, so a record moved under
 * another address does not decrypt.
 * @example
 * const store = createDeviceShareStore({ indexedDB: window.indexedDB, crypto: window.crypto })
 * await store.save(address, shares.device)
 * const device = await store.load(address)
 */
export function createDeviceShareStore({
  indexedDB,
  crypto,
  databaseName = 'foyer-frame-custody',
}: CreateDeviceShareStoreParameters): DeviceShareStore {
  let opening: Promise<IDBDatabase> | undefined
  let keying: Promise<CryptoKey> | undefined

  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(databaseName, 1)
      req.onupgradeneeded = () => {
        req.result.createObjectStore(KEYS)
        req.result.createObjectStore(SHARES)
      }
      req.onsuccess = () => {
        // Let a future version upgrade (or a delete) proceed instead of blocking on us.
        req.result.onversionchange = () => {
          req.result.close()
          opening = undefined
          keying = undefined
        }
        resolve(req.result)
      }
      req.onerror = () => reject(req.error)
    }).catch((error) => {
      opening = undefined
      throw error
    })
    return opening
  }

  /** The origin's one device key: read, or generated and added in one transaction (no race). */
  const deviceKey = () => {
    keying ??= (async () => {
      const db = await open()
      const existing = await request(
        db.transaction(KEYS, 'readonly').objectStore(KEYS).get(DEVICE_KEY),
      )
      if (existing) return existing as CryptoKey
      const generated = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const transaction = db.transaction(KEYS, 'readwrite')
      const keys = transaction.objectStore(KEYS)
      let key = generated
      const found = keys.get(DEVICE_KEY)
      found.onsuccess = () => {
        if (found.result) key = found.result as CryptoKey
        else keys.add(generated, DEVICE_KEY)
      }
      await done(transaction)
      return key
    })().catch((error) => {
      keying = undefined
      throw error
    })
    return keying
  }

  const id = (address: Address) => address.toLowerCase()
  const additionalData = (address: Address) => new TextEncoder().encode(id(address))

  return {
    async save(address, share) {
      const key = await deviceKey()
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const ciphertext = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData(address) },
        key,
        share as Uint8Array<ArrayBuffer>,
      )
      const db = await open()
      const transaction = db.transaction(SHARES, 'readwrite')
      transaction.objectStore(SHARES).put({ iv, ciphertext } satisfies ShareRecord, id(address))
      await done(transaction)
    },
    async load(address) {
      const db = await open()
      const record = (await request(
        db.transaction(SHARES, 'readonly').objectStore(SHARES).get(id(address)),
      )) as ShareRecord | undefined
      if (!record) return undefined
      const key = await deviceKey()
      try {
        const plain = await crypto.subtle.decrypt(
          {
            name: 'AES-GCM',
            iv: record.iv as Uint8Array<ArrayBuffer>,
            additionalData: additionalData(address),
          },
          key,
          record.ciphertext,
        )
        return new Uint8Array(plain)
      } catch (error) {
        throw new DeviceShareError(t('error.deviceShareDamaged', { address }), { cause: error })
      }
    },
    async remove(address) {
      const db = await open()
      const transaction = db.transaction(SHARES, 'readwrite')
      transaction.objectStore(SHARES).delete(id(address))
      await done(transaction)
    },
  }
}
