import { defineConfig } from 'vitest/config'

/** One vitest project per package; e2e lives in Playwright, not here. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'modal',
          root: './modal',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      { test: { name: 'plugin', root: './plugin', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'fixtures',
          root: './fixtures',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['modal/src/core/**'],
      reporter: ['text-summary', 'text'],
    },
  },
})
