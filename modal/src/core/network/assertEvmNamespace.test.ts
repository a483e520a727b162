import { describe, expect, it } from 'vitest'
import { assertEvmNamespace } from './assertEvmNamespace.ts'
import { InvalidChainNamespaceError } from './errors.ts'

describe('assertEvmNamespace (SPEC §5)', () => {
  it('passes eip155 and no namespace', () => {
    expect(() => assertEvmNamespace('eip155', 'estimateGas')).not.toThrow()
    expect(() => assertEvmNamespace(undefined, 'estimateGas')).not.toThrow()
  })

  it.each(['solana', 'bip122', ''])('refuses %j', (namespace) => {
    expect(() => assertEvmNamespace(namespace, 'sendTransaction')).toThrowError(
      InvalidChainNamespaceError,
    )
  })
})
