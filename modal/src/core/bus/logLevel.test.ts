import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '../config/parseConfig.ts'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'

// SPEC §9: "Default log level: error." The host sets `logLevel` in foyer.config.ts.
const config = { projectId: 'test', chains: [1] }

function consoleSpies() {
  return {
    debug: vi.spyOn(console, 'debug').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  }
}

/** An instance whose bus has a subscriber with a bug, then the modal opened once. */
function run(logLevel?: 'debug' | 'error' | 'silent') {
  const foyer = createFoyer(
    { ...config, ...(logLevel ? { logLevel } : {}) },
    { storage: undefined },
  )
  foyer.bus.subscribe(() => {
    throw new Error('broken analytics')
  })
  openModal(foyer)
}

describe('config logLevel', () => {
  afterEach(() => vi.restoreAllMocks())

  it("defaults to 'error' and accepts only the listed levels", () => {
    expect(parseConfig(config).logLevel).toBe('error')
    expect(parseConfig({ ...config, logLevel: 'debug' }).logLevel).toBe('debug')
    expect(() => parseConfig({ ...config, logLevel: 'verbose' })).toThrow(
      /logLevel.*must be one of "debug", "info", "warn", "error", "silent"/s,
    )
  })

  it('error (the default): a failure the modal recovered from, and no bus events', () => {
    const spies = consoleSpies()
    run()
    expect(spies.error).toHaveBeenCalledWith('[foyer] bus listener failed', expect.any(Error))
    expect(spies.debug).not.toHaveBeenCalled()
  })

  it('debug: every bus event too', () => {
    const spies = consoleSpies()
    run('debug')
    expect(spies.debug).toHaveBeenCalledWith(
      '[foyer] tracking',
      expect.objectContaining({ event: 'MODAL_OPEN' }),
    )
    expect(spies.error).toHaveBeenCalled()
  })

  it('silent: nothing', () => {
    const spies = consoleSpies()
    run('silent')
    expect(spies.error).not.toHaveBeenCalled()
    expect(spies.debug).not.toHaveBeenCalled()
  })
})
