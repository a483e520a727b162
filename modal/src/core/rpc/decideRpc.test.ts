import { describe, expect, it } from 'vitest'
import { decideRpc } from './decideRpc.ts'
import { SAFE_RPC_METHODS } from './safeRpcMethods.ts'
import { UNSAFE_RPC_METHODS } from './unsafeRpcMethods.ts'

describe('RPC allow-list (SPEC §6)', () => {
  it('has exactly these safe methods', () => {
    expect(SAFE_RPC_METHODS).toMatchInlineSnapshot(`
      [
        "eth_accounts",
        "eth_blockNumber",
        "eth_call",
        "eth_chainId",
        "eth_estimateGas",
        "eth_feeHistory",
        "eth_gasPrice",
        "eth_getAccount",
        "eth_getBalance",
        "eth_getBlockByHash",
        "eth_getBlockByNumber",
        "eth_getBlockReceipts",
        "eth_getBlockTransactionCountByHash",
        "eth_getBlockTransactionCountByNumber",
        "eth_getCode",
        "eth_getFilterChanges",
        "eth_getFilterLogs",
        "eth_getLogs",
        "eth_getProof",
        "eth_getStorageAt",
        "eth_getTransactionByBlockHashAndIndex",
        "eth_getTransactionByBlockNumberAndIndex",
        "eth_getTransactionByHash",
        "eth_getTransactionCount",
        "eth_getTransactionReceipt",
        "eth_getUncleCountByBlockHash",
        "eth_getUncleCountByBlockNumber",
        "eth_maxPriorityFeePerGas",
        "eth_newBlockFilter",
        "eth_newFilter",
        "eth_newPendingTransactionFilter",
        "eth_sendRawTransaction",
        "eth_syncing",
        "eth_uninstallFilter",
        "wallet_getCapabilities",
        "wallet_getCallsStatus",
        "eth_getUserOperationReceipt",
        "eth_estimateUserOperationGas",
        "eth_getUserOperationByHash",
        "eth_supportedEntryPoints",
        "getAccountInfo",
        "getBalance",
        "getFeeForMessage",
        "getGenesisHash",
        "getLatestBlockhash",
        "getMinimumBalanceForRentExemption",
        "getSignatureStatuses",
        "getTokenAccountsByOwner",
        "sendTransaction",
        "simulateTransaction",
      ]
    `)
  })

  it('has exactly these unsafe methods', () => {
    expect(UNSAFE_RPC_METHODS).toMatchInlineSnapshot(`
      [
        "personal_sign",
        "eth_signTypedData_v4",
        "eth_sendTransaction",
        "solana_signMessage",
        "solana_signTransaction",
        "solana_signAllTransactions",
        "solana_signAndSendTransaction",
        "wallet_sendCalls",
        "wallet_grantPermissions",
        "eth_sendUserOperation",
        "eth_requestAccounts",
        "wallet_switchEthereumChain",
      ]
    `)
  })

  it('lists no method twice and none on both lists', () => {
    const all = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]
    expect(new Set(all).size).toBe(all.length)
  })

  it.each(SAFE_RPC_METHODS)('%s passes straight through', (method) => {
    expect(decideRpc(method)).toEqual({ decision: 'safe', list: 'safe' })
  })

  it.each(UNSAFE_RPC_METHODS)('%s needs approval', (method) => {
    expect(decideRpc(method)).toEqual({ decision: 'unsafe', list: 'unsafe' })
  })

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'wallet_addEthereumChain',
    'debug_traceTransaction',
    'ETH_CALL',
    'eth_call ',
    '',
    'constructor',
    '__proto__',
    'toString',
  ])('%j is disallowed', (method) => {
    expect(decideRpc(method)).toEqual({ decision: 'disallowed', list: null })
  })
})
