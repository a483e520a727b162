import { defaultClientConditions, defineConfig } from 'vite'

// The frame page @foyer/server serves at /frame, from its own origin (never the app's). Built
// from the workspace's TypeScript sources (`source` condition), so it needs no other build first.
export default defineConfig({
  base: '/frame/',
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
})
