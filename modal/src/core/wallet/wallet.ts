/** The lazily loaded part of Foyer that talks to wallets and chains (wagmi + viem). */
export type Wallet = {
  connect(connectorId: string): Promise<void>
  disconnect(): Promise<void>
  refreshBalance(): Promise<void>
  destroy(): void
}

export type LoadWallet = () => Promise<{
  createWallet: (foyer: import('../createFoyer.ts').Foyer) => Promise<Wallet>
}>
