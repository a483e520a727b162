import { defineConfig } from '@foyer/modal/config'

// The bench page with everything a visitor may be offered: email, seven social logins,
// WalletConnect and a Solana network (as the peers' pages offer them). The first-load budget is held on this page. The
// server and the frame are on other origins: the build starts none.
export default defineConfig({
  projectId: 'bench',
  chains: [1, 137, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  api: 'https://api.bench.example',
  frameUrl: 'https://wallet.bench.example/frame',
  metadata: { name: 'Bench', url: 'https://bench.example' },
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  walletConnect: { projectId: 'bench' },
})
