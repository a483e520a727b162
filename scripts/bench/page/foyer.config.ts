import { defineConfig } from '@foyer/modal/config'

export default defineConfig({ projectId: 'bench', chains: [1, 137] })
