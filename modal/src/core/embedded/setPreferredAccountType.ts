import type { AccountType } from './constants.ts'

export type SetPreferredAccountTypeParameters = {
  /** Asks the embedded wallet (SET_PREFERRED_ACCOUNT). */
  setPreferredAccount: (type: AccountType) => Promise<unknown>
  type: AccountType
}

/**
 * Sets the preferred account type and returns the type now in use: the one asked for, or `eoa`
 * when the wallet refused (SPEC §8), since every embedded wallet has an EOA.
 */
export async function setPreferredAccountType({
  setPreferredAccount,
  type,
}: SetPreferredAccountTypeParameters): Promise<AccountType> {
  try {
    await setPreferredAccount(type)
    return type
  } catch {
    return 'eoa'
  }
}
