import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyFrameworkApp, removeDir } from '../testing/cliProcess.ts'
import { init } from './init.ts'
import { renderInitReport } from './renderInitReport.ts'

// Each framework's app as its own scaffolder made it (fixtures/frameworks), through init with
// --yes: what it recognises, which files it edits and how, and that a second run changes nothing.
// The built apps in Chromium are `npm run test:registry`'s part.
const apps: string[] = []
afterAll(() => {
  for (const dir of apps) removeDir(dir)
})

const options = { yes: true, force: true, skipInstall: true, gitStatus: () => [] }

async function twice(name: string) {
  const dir = copyFrameworkApp(name)
  apps.push(dir)
  const first = await init({ cwd: dir, ...options })
  const second = await init({ cwd: dir, ...options })
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')
  return { dir, first, second, read }
}

const edited = (result: Awaited<ReturnType<typeof init>>) =>
  result.changes.filter((c) => c.changed).map((c) => c.file)

describe('create-foyer on each framework’s own app', () => {
  it('React Router (framework mode): foyer() in vite.config, the button and the page module in app/root.tsx', async () => {
    const { first, second, read } = await twice('react-router')
    expect(first.framework).toEqual({ kind: 'react-router', name: 'React Router (framework mode)' })
    expect(edited(first)).toEqual([
      'foyer.config.ts',
      'vite.config.ts',
      'app/root.tsx',
      'package.json',
    ])
    expect(read('vite.config.ts')).toContain('plugins: [tailwindcss(), reactRouter(), foyer()]')
    const root = read('app/root.tsx')
    expect(root).toContain(
      'import { ConnectButton } from "@foyer/modal/react";\nimport "@foyer/modal/page";',
    )
    expect(root).toMatch(/<body>\n {8}<ConnectButton \/>\n {8}\{children\}/)
    expect(first.button).toMatchObject({
      status: 'added',
      file: 'app/root.tsx',
      where: 'first in <body>',
    })
    expect(renderInitReport(first)).toContain(
      "Added <ConnectButton /> and import '@foyer/modal/page' to app/root.tsx, first in <body>.",
    )
    expect(edited(second)).toEqual([])
    expect(second.button).toEqual({ status: 'present', file: 'app/root.tsx' })
  })

  it('TanStack Start: the same in the root route’s shell', async () => {
    const { first, second, read } = await twice('tanstack-start')
    expect(first.framework.kind).toBe('tanstack-start')
    expect(edited(first)).toEqual([
      'foyer.config.ts',
      'vite.config.ts',
      'src/routes/__root.tsx',
      'package.json',
    ])
    expect(read('vite.config.ts')).toMatch(/plugins: \[[^\]]*tanstackStart\(\)[^\]]*foyer\(\)\]/)
    const root = read('src/routes/__root.tsx')
    expect(root).toContain("import '@foyer/modal/page'")
    expect(root).toMatch(/<body>\n\s+<ConnectButton \/>\n\s+\{children\}/)
    expect(edited(second)).toEqual([])
  })

  it('Astro: foyer() under vite in astro.config, a React island and the mount script in the page', async () => {
    const { first, second, read } = await twice('astro')
    expect(first.framework.kind).toBe('astro')
    expect(edited(first)).toEqual([
      'foyer.config.ts',
      'astro.config.mjs',
      'src/pages/index.astro',
      'package.json',
    ])
    expect(read('astro.config.mjs')).toContain('vite: { plugins: [foyer()] }')
    const page = read('src/pages/index.astro')
    expect(page).toContain("import { ConnectButton } from '@foyer/modal/react';")
    expect(page).toMatch(/<body>\n\t\t<ConnectButton client:load \/>/)
    expect(page).toMatch(
      /<script>\n\t\t\timport '@foyer\/modal\/page';\n\t\t<\/script>\n\t<\/body>/,
    )
    expect(edited(second)).toEqual([])
  })

  it('Vue, Svelte, vanilla: <foyer-button> where each one’s page starts', async () => {
    const expected = {
      vue: { file: 'src/App.vue', text: /<template>\n {2}<foyer-button><\/foyer-button>\n/ },
      svelte: { file: 'src/App.svelte', text: /<\/script>\n\n<foyer-button><\/foyer-button>\n/ },
      vanilla: {
        file: 'index.html',
        text: /<body>\n {4}<foyer-button><\/foyer-button>\n {4}<div id="app">/,
      },
    }
    for (const [name, want] of Object.entries(expected)) {
      const { first, second, read } = await twice(name)
      expect(first.framework.kind, name).toBe(name)
      expect(edited(first), name).toEqual([
        'foyer.config.ts',
        'vite.config.ts',
        want.file,
        'package.json',
      ])
      expect(read('vite.config.ts'), name).toMatch(/foyer\(\)\]/)
      expect(read(want.file), name).toMatch(want.text)
      expect(renderInitReport(first), name).toContain(`Added <foyer-button> to ${want.file}`)
      expect(edited(second), name).toEqual([])
    }
  })

  it('says plainly when it meets a framework it does not know, and places no button', async () => {
    const dir = copyFrameworkApp('svelte')
    apps.push(dir)
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    pkg.devDependencies['@sveltejs/kit'] = '^2.0.0'
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2))
    mkdirSync(path.join(dir, 'src/routes'), { recursive: true })
    const result = await init({ cwd: dir, ...options })
    expect(result.framework).toEqual({ kind: 'unknown', name: 'SvelteKit' })
    expect(result.button).toEqual({ status: 'unsupported', framework: 'SvelteKit' })
    expect(edited(result)).toEqual(['foyer.config.ts', 'vite.config.ts', 'package.json'])
    expect(renderInitReport(result)).toContain(
      'This app runs on SvelteKit, which create-foyer does not know how to edit yet, so it placed no Connect button rather than guess.',
    )
  })
})
