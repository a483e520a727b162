import { FAULTS_EVENT } from '@foyer/devtools/protocol'
import { describe, expect, it } from 'vitest'
import { devFaults } from './devFaults.ts'

describe('devFaults', () => {
  it('takes the known switches the panel sends, as booleans only, and logs each change', () => {
    const listeners: ((data: unknown) => void)[] = []
    const warned: string[] = []
    const faults = devFaults(
      { on: (event, listener) => event === FAULTS_EVENT && listeners.push(listener) },
      { warn: (message: string) => warned.push(message) },
    )
    const send = (data: unknown) => {
      for (const listener of listeners) listener(data)
    }
    send({ mailDown: true, serverDown: 'yes', walletRejects: true, __proto__: { chainDown: true } })
    expect(faults).toEqual({ mailDown: true })
    send({ chainDown: false, mailDown: true, serverDown: false })
    send(null)
    send({ mailDown: false, serverDown: true })
    expect(faults).toEqual({ mailDown: false, serverDown: true })
    expect(warned).toEqual([
      '[foyer] devtools fault switch on: the mail server is down',
      '[foyer] devtools fault switch off: the mail server is down',
      '[foyer] devtools fault switch on: the Foyer server answers 503',
    ])
  })
})
