import { fileURLToPath } from 'node:url'
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
      {
        test: {
          name: 'plugin',
          root: './plugin',
          include: ['src/**/*.test.ts'],
          // Its tests run vite builds, seconds each on 2 cores while other projects run too.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'devtools',
          root: './devtools',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'fixtures',
          root: './fixtures',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cli',
          root: './cli',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          // The CLI's tests spawn it, vite, anvil and Chromium: one file at a time on 2 cores,
          // or the browser flows starve and time out.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      // Absolute: `--project modal` globs from modal/, where a relative pattern finds no file, so
      // files no test loads were left out of the report instead of counting as uncovered.
      include: [`${fileURLToPath(new URL('./modal/src/core/', import.meta.url))}**`],
      reporter: ['text-summary', 'text'],
    },
  },
})
