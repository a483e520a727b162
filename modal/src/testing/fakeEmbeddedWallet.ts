import { vi } from 'vitest'
import { FrameError } from '../core/embedded/errors.ts'
import type { AppEventType } from '../core/embedded/frameProtocol.ts'
import type { EmbeddedWallet } from '../core/embedded/wallet/createEmbeddedWallet.ts'
import { RequestAbortedError } from '../core/rpc/errors.ts'

export type FakeRequestOptions = { reveal?: boolean; timeoutMs?: number; signal?: AbortSignal }
type Handler = (payload: unknown, options: FakeRequestOptions) => unknown

/**
 * An embedded wallet whose frame answers each app event with `handlers[type]` (a throw is the
 * frame's ERROR answer). For view tests of the logins; the real frame is e2e's.
 */
export function fakeEmbeddedWallet(handlers: Partial<Record<AppEventType, Handler>>) {
  const request = vi.fn(
    async (type: AppEventType, payload: unknown, options: FakeRequestOptions = {}) => {
      const handler = handlers[type]
      if (!handler) throw new FrameError({ message: `${type} is not answered in this test` })
      return handler(payload, options)
    },
  )
  const wallet = {
    request,
    address: undefined,
    chainId: 1,
    provider: {},
    destroy() {},
  } as unknown as EmbeddedWallet
  return { wallet, request, handlers }
}

/** A frame answer that never comes: rejects as the transport does once `signal` aborts. */
export function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(new RequestAbortedError()), { once: true })
  })
}
