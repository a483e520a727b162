import { defineConfig } from '@foyer/modal/config'

// The bench page with WalletConnect offered: its code must stay out of the first load.
export default defineConfig({
  projectId: 'bench',
  chains: [1, 137],
  walletConnect: { projectId: 'bench' },
})
