// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { EGRESS_EVENT, type HotChannel } from '../exports/protocol.ts'
import { createEgressLog } from './egress.ts'
import { followFrameEgress } from './relay.ts'

describe('followFrameEgress', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('lists the frame’s requests the dev server reports, once the page holds that server’s frame', () => {
    const listeners = new Set<(data: unknown) => void>()
    const hot: HotChannel = {
      send() {},
      on(event, listener) {
        if (event === EGRESS_EVENT) listeners.add(listener)
      },
      off(_event, listener) {
        listeners.delete(listener)
      },
    }
    const report = (data: unknown) => {
      for (const listener of listeners) listener(data)
    }
    const log = createEgressLog({ page: 'http://127.0.0.1:5173' })
    const stop = followFrameEgress(hot, log)
    const message = {
      server: 'http://127.0.0.1:40001',
      time: 1,
      method: 'POST',
      url: 'http://127.0.0.1:40001/v1/auth/email/verify',
      kind: 'fetch',
      status: 200,
      size: 120,
    }
    // No frame of that server on this page (another tab's): not this page's request.
    report(message)
    expect(log.getSnapshot()).toEqual([])
    const frame = document.createElement('iframe')
    frame.src = 'http://127.0.0.1:40001/frame?app=x'
    document.body.append(frame)
    report({ ...message, status: 'nope' })
    report(message)
    expect(log.getSnapshot()).toMatchObject([
      {
        from: 'frame',
        method: 'POST',
        status: 200,
        why: 'email login and session',
        external: false,
      },
    ])
    stop()
    report({ ...message, time: 2 })
    expect(log.getSnapshot()).toHaveLength(1)
  })
})
