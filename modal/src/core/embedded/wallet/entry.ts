// The lazy chunk of the embedded wallet: the iframe, its transport and the wagmi connector.
export { createEmbeddedWallet } from './createEmbeddedWallet.ts'
export { addEmbeddedConnector } from './embeddedConnector.ts'
