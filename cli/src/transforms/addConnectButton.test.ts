import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ManualEditRequiredError } from '../errors.ts'
import { addConnectButton, addConnectButtonToLayout } from './addConnectButton.ts'
import { parseProgram } from './sourceEdits.ts'

const template = path.dirname(createRequire(import.meta.url).resolve('create-vite/package.json'))

// Root components as people write them. Each is transformed, then transformed again: the second
// run must change nothing.
const components: Record<string, { source: string; exportName?: string }> = {
  "create-vite's react-ts App.tsx: a fragment root": {
    source: readFileSync(path.join(template, 'template-react-ts/src/App.tsx'), 'utf8'),
  },
  "create-vite's react App.jsx": {
    source: readFileSync(path.join(template, 'template-react/src/App.jsx'), 'utf8'),
  },
  'a <div> root, semicolons and double quotes': {
    source: `import { useState } from "react";
import "./App.css";

export default function App() {
  const [open, setOpen] = useState(false);
  return <div className="app">
    <h1>Dapp</h1>
    <button onClick={() => setOpen(!open)}>Menu</button>
  </div>;
}
`,
  },
  'a parenthesized return in a named export, after an early return': {
    exportName: 'App',
    source: `import { Header } from './Header'

export function App({ loading }: { loading: boolean }) {
  if (loading) return <p>Loading…</p>
  return (
    <main
      className="layout"
      data-theme="dark"
    >
      {/* the page */}
      <Header />
    </main>
  )
}
`,
  },
  'an arrow component with an expression body, exported by name at the end': {
    source: `import type { FC } from 'react'

const App: FC = () => (
  <section>
    <h1>Hello</h1>
  </section>
)

export default App
`,
  },
  'an arrow on one line, inline children': {
    exportName: 'App',
    source: `export const App = () => <div className="app">Hello</div>
`,
  },
  'memo(App), an empty multi-line root, tab indentation': {
    source: `import { memo } from 'react'

function App() {
\treturn (
\t\t<div>
\t\t</div>
\t)
}

export default memo(App)
`,
  },
  "already importing something else from '@foyer/modal/react'": {
    source: `import { useFoyer } from '@foyer/modal/react'

export default function App() {
  const foyer = useFoyer()
  return <main>{foyer.config.projectId}</main>
}
`,
  },
  'CRLF line ends': {
    source: `import { StrictMode } from 'react'\r\n\r\nexport default function App() {\r\n\treturn (\r\n\t\t<StrictMode>\r\n\t\t\t<h1>Hi</h1>\r\n\t\t</StrictMode>\r\n\t)\r\n}\r\n`,
  },
  'no imports at all': {
    source: `export default function App() {
  return <>
    <p>Hi</p>
  </>
}
`,
  },
}

describe('addConnectButton', () => {
  for (const [name, { source, exportName }] of Object.entries(components)) {
    it(name, () => {
      const once = addConnectButton(source, { exportName })
      expect(once).toMatchSnapshot()
      expect(once).not.toBe(source)
      expect(() => parseProgram(once)).not.toThrow()
      expect(once.match(/<ConnectButton \/>/g)).toHaveLength(1)
      expect(addConnectButton(once, { exportName })).toBe(once)
      // Line ends as the file has them.
      expect(once.includes('\r\n')).toBe(source.includes('\r\n'))
      if (source.includes('\r\n')) expect(once.replaceAll('\r\n', '')).not.toContain('\n')
    })
  }

  it('keeps every line it does not need to change', () => {
    const { source } = components["create-vite's react-ts App.tsx: a fragment root"]!
    const out = addConnectButton(source)
    expect(out.split('\n')).toHaveLength(source.split('\n').length + 2)
    for (const line of source.split('\n')) expect(out.split('\n')).toContain(line)
  })

  it('changes nothing when ConnectButton is already imported or rendered', () => {
    const present = [
      // Imported from '@foyer/modal/react' (rendered in a child, or not yet at all).
      `import { ConnectButton } from '@foyer/modal/react'\nexport default function App() { return <main /> }\n`,
      // Under another name.
      `import { ConnectButton as Connect } from '@foyer/modal/react'\nexport default () => <main><Connect /></main>\n`,
      // Rendered, from wherever it comes.
      `export default function App() { return <main><ConnectButton /></main> }\n`,
    ]
    for (const source of present) expect(addConnectButton(source)).toBe(source)
  })

  it('gives the reason and the snippet to add by hand when it cannot edit the file', () => {
    const cannot: Record<string, string> = {
      'a class component': `import { Component } from 'react'\nexport default class App extends Component { render() { return <main /> } }\n`,
      'a conditional return': `export default function App({ ok }) {\n  return ok ? <main>yes</main> : null\n}\n`,
      'a self-closing root': `import { Layout } from './Layout'\nexport default function App() {\n  return <Layout />\n}\n`,
      'ConnectButton taken by another library': `import { ConnectButton } from '@rainbow-me/rainbowkit'\nexport default function App() {\n  return <main><ConnectButton /></main>\n}\n`,
      'no default export': `export function App() {\n  return <main />\n}\n`,
      'a default export from elsewhere': `import App from './Other'\nexport default App\n`,
      'a syntax error': `export default function App() {\n  return <main>\n}\n`,
    }
    const reasons: Record<string, string> = {}
    for (const [name, source] of Object.entries(cannot)) {
      let error: unknown
      try {
        addConnectButton(source)
      } catch (e) {
        error = e
      }
      expect(error, name).toBeInstanceOf(ManualEditRequiredError)
      reasons[name] = (error as Error).message.replace(/\(\d+:\d+\)/, '(…)')
    }
    expect(reasons).toMatchInlineSnapshot(`
      {
        "ConnectButton taken by another library": "Could not add <ConnectButton /> to the root component: \`ConnectButton\` is already imported from '@rainbow-me/rainbowkit'.",
        "a class component": "Could not add <ConnectButton /> to the root component: App is a class component.",
        "a conditional return": "Could not add <ConnectButton /> to the root component: App returns a ConditionalExpression, not a JSX element.",
        "a default export from elsewhere": "Could not add <ConnectButton /> to the root component: \`App\` is not declared in this file.",
        "a self-closing root": "Could not add <ConnectButton /> to the root component: App returns a self-closing element, which has no children to join.",
        "a syntax error": "Could not add <ConnectButton /> to the root component: it does not parse (Unterminated JSX contents. (…)).",
        "no default export": "Could not add <ConnectButton /> to the root component: it has no default export.",
      }
    `)
    let error: ManualEditRequiredError | undefined
    try {
      addConnectButton(cannot['a class component']!)
    } catch (e) {
      error = e as ManualEditRequiredError
    }
    expect(error?.snippet).toMatchInlineSnapshot(`
      "import { ConnectButton } from '@foyer/modal/react'

      // then render it where the Connect button belongs, e.g. first in what App returns:
      <ConnectButton />"
    `)
  })
})

describe('addConnectButtonToLayout (server-rendered root layouts)', () => {
  // app/root.tsx as create-react-router's default template makes it (abridged).
  const reactRouter = `import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";

import type { Route } from "./+types/root";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
`
  // src/routes/__root.tsx as TanStack Start's starter makes it (abridged).
  const tanstack = `import { HeadContent, Scripts, createRootRoute } from '@tanstack/react-router'

import appCss from '../styles.css?url'

export const Route = createRootRoute({
  links: [{ rel: 'stylesheet', href: appCss }],
  shellComponent: RootDocument,
})

function RootDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}

        <Scripts />
      </body>
    </html>
  )
}
`

  it('React Router: the button first in <body> and the page module, in the file’s style; once', () => {
    const out = addConnectButtonToLayout(reactRouter)
    expect(out).toBe(
      reactRouter
        .replace(
          'import type { Route } from "./+types/root";\n',
          'import type { Route } from "./+types/root";\nimport { ConnectButton } from "@foyer/modal/react";\nimport "@foyer/modal/page";\n',
        )
        .replace('      <body>\n', '      <body>\n        <ConnectButton />\n'),
    )
    expect(addConnectButtonToLayout(out)).toBe(out)
  })

  it('TanStack Start: the same in the shell component of the root route', () => {
    const out = addConnectButtonToLayout(tanstack)
    expect(out).toBe(
      tanstack
        .replace(
          "import appCss from '../styles.css?url'\n",
          "import appCss from '../styles.css?url'\nimport { ConnectButton } from '@foyer/modal/react'\nimport '@foyer/modal/page'\n",
        )
        .replace('      <body>\n', '      <body>\n        <ConnectButton />\n'),
    )
    expect(addConnectButtonToLayout(out)).toBe(out)
  })

  it('adds only what is missing: the page module beside a button placed by hand', () => {
    const byHand = reactRouter
      .replace(
        'import "./app.css";',
        'import "./app.css";\nimport { ConnectButton } from "@foyer/modal/react";',
      )
      .replace('<body>\n', '<body>\n        <header><ConnectButton /></header>\n')
    const out = addConnectButtonToLayout(byHand)
    expect(out.match(/<ConnectButton \/>/g)).toHaveLength(1)
    expect(out).toContain('import "@foyer/modal/page";')
    expect(addConnectButtonToLayout(out)).toBe(out)
  })

  it('says what to add by hand when the file renders no <body>', () => {
    let error: ManualEditRequiredError | undefined
    try {
      addConnectButtonToLayout('export default function App() {\n  return <Outlet />\n}\n')
    } catch (e) {
      error = e as ManualEditRequiredError
    }
    expect(error).toBeInstanceOf(ManualEditRequiredError)
    expect(error?.message).toBe(
      'Could not add <ConnectButton /> to the root component: it renders no <body> element.',
    )
    expect(error?.snippet).toContain("import '@foyer/modal/page'")
  })
})
