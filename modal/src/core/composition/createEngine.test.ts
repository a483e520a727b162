// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  EMBEDDED_CONNECTOR_ID,
  SAFE_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
} from '../connection/constants.ts'
import { engineExtensions } from './createEngine.ts'

describe('the composition root', () => {
  it('plugs every feature into the engine, the embedded connector before WalletConnect', () => {
    expect(engineExtensions.map((extension) => extension.name)).toEqual([
      'account',
      'siwe',
      'embedded',
      'walletconnect',
      'safe',
    ])
    // createEngine registers a stored session's connectors in this order, before reconnecting.
    expect(engineExtensions.flatMap((e) => e.restoreConnector?.connectorId ?? [])).toEqual([
      EMBEDDED_CONNECTOR_ID,
      WALLETCONNECT_CONNECTOR_ID,
      SAFE_CONNECTOR_ID,
    ])
    expect(engineExtensions.filter((e) => e.start).map((e) => e.name)).toEqual(['account', 'safe'])
    expect(engineExtensions.filter((e) => e.restore).map((e) => e.name)).toEqual(['siwe'])
  })
})
