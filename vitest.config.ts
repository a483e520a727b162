import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Unit tests run the workspace packages from their TypeScript sources (the `source` condition of
// each exports map); everything a user meets (the host app, the CLI's bins) runs the builds.
const sources = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}

/** The CLI's slowest files (project `cli-journeys`, below). */
const CLI_JOURNEYS = ['src/e2e/**/*.test.ts', 'src/flow/flowSend.test.ts']

/** The modal's test files that replace a module with `vi.mock` (see the `modal-mocks` project). */
const MODAL_MOCKING_FILES = [
  'src/core/embedded/login/passkeyLogin.test.ts',
  'src/core/embedded/login/updateEmail.test.ts',
  'src/react/views/email/UpdateEmailViews.test.tsx',
  'src/react/views/social/ConnectingFarcasterView.test.tsx',
  'src/react/views/social/ConnectingSocialView.test.tsx',
  'src/react/views/walletconnect/WalletConnectView.test.tsx',
]

/** One vitest project per package; e2e lives in Playwright, not here. */
export default defineConfig({
  test: {
    // Two files at a time on these 2-core machines (vitest's default is cores − 1, one file at a
    // time): most slow files wait on processes they spawn (vite, anvil, PGlite, the CLI).
    maxWorkers: 2,
    projects: [
      {
        ...sources,
        test: {
          name: 'modal',
          root: './modal',
          // A jsdom costs a file seconds on 2 cores; files that never touch a DOM run in
          // node. A file that does starts with `// @vitest-environment jsdom` (the fix when a new
          // test dies on "document is not defined").
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MODAL_MOCKING_FILES,
          // The files share a worker's modules and window instead of loading React, viem and a
          // jsdom again for each of ~90 files: alone, the project went from 115 s to 48 s here.
          // src/testing/setup.ts clears what a file leaves behind.
          isolate: false,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        ...sources,
        test: {
          name: 'modal-mocks',
          root: './modal',
          environment: 'node',
          // vi.mock replaces a module for the file that asks, which only works when the file
          // loads its modules afresh.
          include: MODAL_MOCKING_FILES,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        ...sources,
        test: {
          name: 'plugin',
          root: './plugin',
          include: ['src/**/*.test.ts'],
          // Its tests run vite builds, seconds each on 2 cores while other projects run too.
          testTimeout: 60_000,
        },
      },
      {
        ...sources,
        test: {
          name: 'devtools',
          root: './devtools',
          // As in modal: jsdom only for the files that start with `// @vitest-environment jsdom`.
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        ...sources,
        test: {
          name: 'fixtures',
          root: './fixtures',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        ...sources,
        test: {
          name: 'cli',
          root: './cli',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: CLI_JOURNEYS,
          // The CLI's tests spawn it, vite, anvil and Chromium: one file at a time on 2 cores,
          // or the browser flows starve and time out.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The CLI's journeys as a user takes them (a fresh create-vite app installed, built and
        // driven; `foyer flow` driving a vite dev server and Chromium per run): minutes, one file
        // at a time. `npm run test:slow` runs them, after `npm test` in CI (.ci/run).
        ...sources,
        test: {
          name: 'cli-journeys',
          root: './cli',
          environment: 'node',
          include: CLI_JOURNEYS,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...sources,
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // One PostgreSQL cluster and one migrated PGlite dump for the whole suite.
          globalSetup: ['src/testing/globalSetup.ts'],
          // The files share a worker's modules (hono, drizzle, PGlite, viem) instead of loading
          // them again for each of 38 files: alone, the project went from 179 s to 93 s here
          // (import time 103 s → 11 s). Each file opens its own storage and servers, and no file
          // mocks a module; a file that starts to must run in `isolate: true` again.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sources,
        test: {
          name: 'frame',
          root: './frame',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The new-device test starts a real server on an in-memory PGlite (initdb takes seconds).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What a user installs: the tarballs and the bundle budgets, on the builds (no `source`
        // condition), so it runs after `npm run build`, as `npm test` does.
        test: {
          name: 'packages',
          root: './scripts',
          environment: 'node',
          include: ['packages.test.ts', 'bench/bundle.test.ts'],
          // Two vite builds of the bench page, seconds each on 2 cores while other projects run.
          testTimeout: 60_000,
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
