import { numberToHex } from 'viem'
import type { Foyer } from '../foyer.ts'
import { isUnsupportedMethod } from '../rpc/calls/batchFallback.ts'
import { prepareOneClickSignIn, type SignedSignIn } from './oneClickSignIn.ts'

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** What ERC-7846 `wallet_connect` answers: each account with the capabilities it honoured. */
type WalletConnectAnswer = {
  accounts?: { address?: string; capabilities?: { signInWithEthereum?: unknown } }[]
}

const isSigned = (value: unknown): value is SignedSignIn => {
  const signed = value as Partial<SignedSignIn> | undefined
  return (
    typeof signed?.message === 'string' &&
    typeof signed.signature === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(signed.signature)
  )
}

/**
 * Connect and sign in with one approval of a browser wallet (ERC-7846 `wallet_connect` with the
 * `signInWithEthereum` capability: the server's nonce, the current chain, the page's domain and
 * URI). The server verifies the returned message before the connect goes on (true: connected,
 * nothing more to ask the wallet); a failure asks the
 * wallet to forget the page (`wallet_revokePermissions`), signs out and rethrows (SPEC §4). A
 * wallet without `wallet_connect` (most, today) answers "unsupported": the connect goes on as
 * usual (false) and the visitor signs with `personal_sign` after it.
 */
export async function connectAndSignIn(foyer: Foyer, provider: Eip1193): Promise<boolean> {
  const signIn = await prepareOneClickSignIn(foyer)
  if (!signIn) return false
  const { chains, nonce, domain, uri, statement, issuedAt, expirationTime } = signIn.request
  let answer: WalletConnectAnswer | undefined
  try {
    answer = (await provider.request({
      method: 'wallet_connect',
      params: [
        {
          version: '1',
          capabilities: {
            signInWithEthereum: {
              nonce,
              chainId: numberToHex(chains[0] as number),
              domain,
              uri,
              statement,
              version: '1',
              issuedAt: issuedAt.toISOString(),
              expirationTime: expirationTime.toISOString(),
            },
          },
        },
      ],
    })) as WalletConnectAnswer | undefined
  } catch (error) {
    signIn.abandon()
    if (isUnsupportedMethod(error) || (error as { code?: unknown })?.code === -32602) return false
    throw error
  }
  const signed = answer?.accounts?.find((account) =>
    isSigned(account.capabilities?.signInWithEthereum),
  )?.capabilities?.signInWithEthereum
  await signIn.finish(isSigned(signed) ? signed : undefined, () =>
    provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
  )
  return true
}
