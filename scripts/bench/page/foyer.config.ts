import { defineConfig } from 'foyer/config'

export default defineConfig({ projectId: 'bench', chains: [1, 137] })
