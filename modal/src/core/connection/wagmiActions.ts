// The wagmi and viem functions actions use, gathered so they load with the wallet code (see
// `Engine`) instead of with whatever imports an action.
export {
  connect,
  disconnect,
  estimateGas,
  getBalance,
  getChainId,
  getConnection,
  getGasPrice,
  readContract,
  sendTransaction,
  signMessage,
  simulateContract,
  switchChain,
  switchConnection,
  writeContract,
} from '@wagmi/core'
export { call, getTransaction, waitForTransactionReceipt } from 'viem/actions'
