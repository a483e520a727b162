import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.ts'
import { getAuthUserSchema } from './authUserSchema.ts'

const _newFoyer = () => createFoyer({ projectId: 'test', chains: [1] }, { storage: undefined })

describe('auth user payload (SPEC §3)', () => {
  const user = {
    email: 'ada@example.com',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 1,
    accounts: [
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' },
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'smartAccount' },
    ],
    userName: 'ada',
    smartAccountDeployed: false,
    preferredAccountType: 'smartAccount',
  }

  it('accepts the payload the embedded wallet sends', () => {
    expect(getAuthUserSchema().parse(user)).toEqual(user)
  })

  it('accepts only eoa and smartAccount account types, and an email address', () => {
    expect(
      getAuthUserSchema().safeParse({ ...user, accounts: [{ address: '0x1', type: 'multisig' }] })
        .success,
    ).toBe(false)
    expect(getAuthUserSchema().safeParse({ ...user, email: 'not-an-email' }).success).toBe(false)
    expect(getAuthUserSchema().safeParse({ ...user, address: undefined }).success).toBe(false)
  })
})
