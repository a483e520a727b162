import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { openModal } from '../modal/openModal.ts'
import { afterPreferredAccountType } from './afterPreferredAccountType.ts'

const make = (siwe = false) =>
  createFoyer({ projectId: 'test', chains: [1, 137], siwe }, { storage: undefined })

describe('afterPreferredAccountType (SPEC §2)', () => {
  it.each([
    [true, 'eip155', 'ConnectingSiwe'],
    [true, 'solana', 'Account'],
    [false, 'eip155', 'Account'],
  ] as const)('siwe %s on %s goes to %s', (siwe, namespace, view) => {
    const foyer = make(siwe)
    openModal(foyer, { view: 'Connect' })
    afterPreferredAccountType(foyer, { namespace })
    expect(foyer.router.getState().history.at(-1)).toEqual({ view })
  })
})
