/**
 * One framework's path: its scaffolder's app (fixtures/frameworks/<name>, committed as the
 * scaffolder made it) → install → `create-foyer --yes` → build → its production server →
 * Chromium with the installed test wallet: connect through the button create-foyer placed, the
 * address shows; a reload restores it. For the server-rendered ones: the server's HTML has the
 * disconnected button and nothing per user, and the console has no hydration warning.
 */

import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { anvilAccounts, freePort } from '@foyer/testing/anvil'
import { answers, connectThroughButton, signInAndReadLoader } from './browserCheck.ts'
import { assert, repoRoot, step, tmp } from './context.ts'
import { type Background, run, start } from './processes.ts'

export type FrameworkApp = {
  /** The folder under fixtures/frameworks, and the label of its steps. */
  name: string
  /** The kind create-foyer must recognise. */
  kind: string
  /** The file the button goes to, as create-foyer reports it. */
  buttonFile: string
  /** Renders on the server: its HTML is checked, and hydration must not warn. */
  ssr: boolean
  /** What built output proves the build ran. */
  built: string
  /** The production server (or preview) on 127.0.0.1:`port`. */
  serve(port: number): { argv: string[]; env?: NodeJS.ProcessEnv }
  /**
   * A route whose server loader reads the SIWE session: its files (written after create-foyer
   * `--siwe`), its path, and the dev server that serves it with the Foyer server on the app's
   * origin (where the session cookie lives).
   */
  siweLoader?: { files: Record<string, string>; path: string; dev(port: number): string[] }
}

const vitePreview = (port: number) => ({
  argv: [
    'npx',
    '--no',
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ],
})

export const frameworkApps: FrameworkApp[] = [
  {
    name: 'react-router',
    kind: 'react-router',
    buttonFile: 'app/root.tsx',
    ssr: true,
    built: 'build/server/index.js',
    serve: (port) => ({
      argv: ['npx', '--no', 'react-router-serve', './build/server/index.js'],
      env: { PORT: String(port), HOST: '127.0.0.1' },
    }),
    siweLoader: {
      path: 'session',
      files: {
        'app/routes.ts': `import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [index("routes/home.tsx"), route("session", "routes/session.tsx")] satisfies RouteConfig;
`,
        'app/routes/session.tsx': `import { createSessionVerifier } from "@foyer/server";
import { useLoaderData } from "react-router";

// The signed-in address, read on the server from the request's session cookie.
export async function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const verify = createSessionVerifier({ serverUrl: \`\${url.origin}/__foyer/api\`, domain: url.host });
  const session = await verify(request);
  return { address: session?.address ?? null };
}

export default function Session() {
  const { address } = useLoaderData<typeof loader>();
  return <p id="siwe-session">{address ?? "signed out"}</p>;
}
`,
      },
      dev: (port) => [
        'npx',
        '--no',
        'react-router',
        'dev',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
    },
  },
  {
    name: 'tanstack-start',
    kind: 'tanstack-start',
    buttonFile: 'src/routes/__root.tsx',
    ssr: true,
    built: 'dist',
    serve: vitePreview,
    siweLoader: {
      path: 'session',
      files: {
        'src/routes/session.tsx': `import { createFileRoute } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

// The signed-in address, read on the server from the request's session cookie.
const readSession = createServerFn({ method: 'GET' }).handler(async () => {
  const { createSessionVerifier } = await import('@foyer/server')
  const request = getRequest()
  const url = new URL(request.url)
  const verify = createSessionVerifier({ serverUrl: \`\${url.origin}/__foyer/api\`, domain: url.host })
  const session = await verify(request)
  return { address: session?.address ?? null }
})

export const Route = createFileRoute('/session')({
  loader: () => readSession(),
  component: Session,
})

function Session() {
  const { address } = Route.useLoaderData()
  return <p id="siwe-session">{address ?? 'signed out'}</p>
}
`,
      },
      dev: (port) => [
        'npx',
        '--no',
        'vite',
        'dev',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
    },
  },
  {
    name: 'astro',
    kind: 'astro',
    buttonFile: 'src/pages/index.astro',
    ssr: true,
    built: 'dist/index.html',
    serve: (port) => ({
      argv: ['npx', '--no', 'astro', 'preview', '--host', '127.0.0.1', '--port', String(port)],
    }),
    siweLoader: {
      path: 'session',
      files: {
        // Rendered on each request (an adapter would be needed to build it; dev needs none).
        'src/pages/session.astro': `---
export const prerender = false;
import { createSessionVerifier } from '@foyer/server';

// The signed-in address, read on the server from the request's session cookie.
const url = new URL(Astro.request.url);
const verify = createSessionVerifier({ serverUrl: \`\${url.origin}/__foyer/api\`, domain: url.host });
const session = await verify(Astro.request);
---

<html lang="en">
	<body>
		<p id="siwe-session">{session?.address ?? 'signed out'}</p>
	</body>
</html>
`,
      },
      dev: (port) => ['npx', '--no', 'astro', 'dev', '--host', '127.0.0.1', '--port', String(port)],
    },
  },
  {
    name: 'vue',
    kind: 'vue',
    buttonFile: 'src/App.vue',
    ssr: false,
    built: 'dist/index.html',
    serve: vitePreview,
  },
  {
    name: 'svelte',
    kind: 'svelte',
    buttonFile: 'src/App.svelte',
    ssr: false,
    built: 'dist/index.html',
    serve: vitePreview,
  },
  {
    name: 'vanilla',
    kind: 'vanilla',
    buttonFile: 'index.html',
    ssr: false,
    built: 'dist/index.html',
    serve: vitePreview,
  },
]

export async function frameworkPath(
  fw: FrameworkApp,
  rpc: string,
  env: NodeJS.ProcessEnv,
  background: Background[],
): Promise<void> {
  const app = path.join(tmp, 'frameworks', fw.name)
  mkdirSync(path.dirname(app), { recursive: true })
  cpSync(path.join(repoRoot, 'fixtures/frameworks', fw.name), app, {
    recursive: true,
    filter: (source) => !source.endsWith('SCAFFOLD.md'),
  })
  const sh = (argv: string[], timeoutMs?: number, extra?: NodeJS.ProcessEnv) =>
    run(argv[0]!, argv.slice(1), { cwd: app, env: { ...env, ...extra }, timeoutMs })
  const label = (text: string) => `${fw.name}: ${text}`

  await step(label('npm install (the app as its scaffolder made it)'), () =>
    sh(['npm', 'install'], 300_000),
  )
  await step(label('npx create-foyer --yes'), async () => {
    const out = await sh(['npx', '--yes', 'create-foyer', '--yes'], 300_000)
    assert(
      out.includes(`updated   ${fw.buttonFile}`),
      `create-foyer did not edit ${fw.buttonFile}:\n${out}`,
    )
    // A second run changes nothing.
    const again = await sh(['npx', '--no', 'create-foyer', '--yes'], 120_000)
    assert(
      !/(created|updated) {2,3}/.test(again),
      `a second create-foyer run changed files:\n${again}`,
    )
  })
  await step(label('add @foyer/testing as a dev dependency'), () =>
    sh(['npm', 'install', '--save-dev', '@foyer/testing'], 300_000),
  )
  await step(label('npm run build'), async () => {
    await sh(['npm', 'run', 'build'], 300_000)
    assert(existsSync(path.join(app, fw.built)), `no ${fw.built} after the build`)
  })
  await step(
    label('its server + Chromium: connect through the button, the address shows'),
    async () => {
      const port = await freePort('127.0.0.1')
      const url = `http://127.0.0.1:${port}/`
      const { argv, env: serveEnv } = fw.serve(port)
      const server = start(argv[0]!, argv.slice(1), { cwd: app, env: { ...env, ...serveEnv } })
      background.push(server)
      try {
        await server.waitFor(`an answer on ${url}`, () => answers(url), 60_000)
        if (fw.ssr) {
          const html = await (await fetch(url)).text()
          assert(
            /data-foyer-connect-button[^>]*>Connect wallet</.test(html),
            `the server's HTML has no disconnected Connect button:\n${html.slice(0, 2_000)}`,
          )
        }
        const address = anvilAccounts[0]!.address
        const seen = await connectThroughButton(app, url, rpc, env, address)
        assert(
          seen.hydrationWarnings.length === 0,
          `hydration warnings:\n${seen.hydrationWarnings.join('\n')}`,
        )
        console.log(`    ${address}: shown by the button, and again after a reload`)
      } finally {
        await server.stop()
      }
    },
  )

  const loader = fw.siweLoader
  if (!loader) return
  await step(
    label('create-foyer --siwe, a route whose loader reads the session; dev: sign in, read it'),
    async () => {
      await sh(['npx', '--no', '--', 'create-foyer', '--yes', '--siwe'], 120_000)
      for (const [file, text] of Object.entries(loader.files)) {
        mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
        writeFileSync(path.join(app, file), text)
      }
      // The dev server's Foyer server reads chain 1 from here, as `foyer anvil` writes it.
      mkdirSync(path.join(app, '.foyer'), { recursive: true })
      writeFileSync(path.join(app, '.foyer/anvil.json'), JSON.stringify({ 1: rpc }))
      const port = await freePort('127.0.0.1')
      const url = `http://127.0.0.1:${port}/`
      const argv = loader.dev(port)
      const dev = start(argv[0]!, argv.slice(1), { cwd: app, env })
      background.push(dev)
      try {
        await dev.waitFor(`an answer on ${url}`, () => answers(url), 120_000)
        const address = anvilAccounts[0]!.address
        const loaderUrl = new URL(loader.path, url).href
        const seen = await signInAndReadLoader(app, url, loaderUrl, rpc, env, dev.output)
        assert(
          seen.hydrationWarnings.length === 0,
          `hydration warnings in dev:\n${seen.hydrationWarnings.join('\n')}`,
        )
        assert(seen.before === 'signed out', `before signing in, the loader said "${seen.before}"`)
        assert(
          seen.after.toLowerCase() === address.toLowerCase(),
          `after signing in, the loader said "${seen.after}", not ${address}`,
        )
        console.log(
          `    the loader read ${seen.after} from the session cookie (before: "${seen.before}")`,
        )
      } finally {
        await dev.stop()
      }
    },
  )
}
