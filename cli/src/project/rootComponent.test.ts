import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { removeDir } from '../testing/cliProcess.ts'
import { findRootComponent, readRenderedComponent } from './rootComponent.ts'

describe('readRenderedComponent', () => {
  it('finds the component the entry renders, through StrictMode and providers', () => {
    const entries: Record<string, string> = {
      'create-vite': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
      'wagmi providers, a root variable': `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import ReactDOM from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { Shell } from './Shell'
import { config } from './wagmi'

const root = ReactDOM.createRoot(document.getElementById('root')!)
root.render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <Shell />
    </QueryClientProvider>
  </WagmiProvider>,
)
`,
      'own providers around the app': `import { render } from 'react-dom'
import { Providers } from './providers'
import { Main } from './Main'
render(<Providers><Main /></Providers>, document.body)
`,
      'no render call': `import App from './App'\nexport { App }\n`,
    }
    expect(
      Object.fromEntries(
        Object.entries(entries).map(([name, source]) => [name, readRenderedComponent(source)]),
      ),
    ).toEqual({
      'create-vite': { specifier: './App.tsx', exportName: 'default' },
      'wagmi providers, a root variable': { specifier: './Shell', exportName: 'Shell' },
      'own providers around the app': { specifier: './Main', exportName: 'Main' },
      'no render call': undefined,
    })
  })
})

describe('findRootComponent', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) removeDir(dir)
  })
  function app(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'foyer-root-'))
    dirs.push(dir)
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      writeFileSync(path.join(dir, name), content)
    }
    return dir
  }

  it("resolves the entry's import like Vite, else falls back to src/App.tsx", () => {
    const main = `import { createRoot } from 'react-dom/client'\nimport { Root } from './app'\ncreateRoot(document.body).render(<Root />)\n`
    expect(findRootComponent(app({ 'src/main.tsx': main, 'src/app/index.tsx': '' }))).toEqual({
      file: 'src/app/index.tsx',
      exportName: 'Root',
    })
    expect(findRootComponent(app({ 'src/main.jsx': main, 'src/app.jsx': '' }))).toEqual({
      file: 'src/app.jsx',
      exportName: 'Root',
    })
    expect(findRootComponent(app({ 'src/main.tsx': 'oops(', 'src/App.jsx': '' }))).toEqual({
      file: 'src/App.jsx',
      exportName: 'default',
    })
    expect(findRootComponent(app({ 'src/main.ts': 'document.body.append("hi")\n' }))).toBe(
      undefined,
    )
  })
})
