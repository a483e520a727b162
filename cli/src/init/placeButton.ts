import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { ManualEditRequiredError } from '../errors.ts'
import type { ViteApp } from '../project/detectViteApp.ts'
import { findRootComponent } from '../project/rootComponent.ts'
import { relativePath, sourceFiles } from '../project/sourceFiles.ts'
import {
  addConnectButton,
  addConnectButtonToLayout,
  BUTTON_EXPORT,
  PAGE_MODULE,
} from '../transforms/addConnectButton.ts'
import { addFoyerButton, type MarkupKind, placement } from '../transforms/addFoyerButton.ts'

/** What became of the Connect button (`<ConnectButton />`, or `<foyer-button>` without React). */
export type ButtonOutcome =
  /** `file` renders `element` now, at `where` ("first in <body>"). */
  | { status: 'added'; file: string; element: string; where: string }
  /** `file` already imported it from '@foyer/modal/react'. */
  | { status: 'present'; file: string }
  /** Not asked for (`--no-button`); `file` is the root component, when found. */
  | { status: 'skipped'; file: string | undefined }
  /** No root component found (not a React app, or an unusual layout). */
  | { status: 'none' }
  /** The root component could not be edited safely: what to add by hand. */
  | { status: 'manual'; file: string; message: string; snippet: string }
  /** A framework create-foyer does not know: it placed nothing rather than guess. */
  | { status: 'unsupported'; framework: string }

/** `import { …ConnectButton… } from '@foyer/modal/react'` in a module's text. */
const importsButton =
  /import\s*\{[^}]*\bConnectButton\b[^}]*\}\s*from\s*['"]@foyer\/modal\/react['"]/

type Change = (file: string, before: string | undefined, after: string) => void

/** Where the button goes in an app that is not a React SPA, and how it is put there. */
type ButtonTarget = {
  file: string
  edit: (source: string) => string
  element: string
  where: string
}

/** The first of `files` (relative to the app's root) that exists. */
function firstExisting(app: ViteApp, files: string[], test?: (source: string) => boolean) {
  return files.find((file) => {
    const full = path.join(app.root, file)
    return existsSync(full) && (!test || test(readFileSync(full, 'utf8')))
  })
}

function buttonTarget(app: ViteApp): ButtonTarget | undefined {
  const layout = (files: string[]): ButtonTarget | undefined => {
    const file = firstExisting(app, files)
    return file === undefined
      ? undefined
      : {
          file,
          edit: addConnectButtonToLayout,
          element: `<${BUTTON_EXPORT} /> and import '${PAGE_MODULE}'`,
          where: 'first in <body>',
        }
  }
  const markup = (
    kind: MarkupKind,
    files: string[],
    test?: (s: string) => boolean,
  ): ButtonTarget | undefined => {
    const file = firstExisting(app, files, test)
    return file === undefined
      ? undefined
      : {
          file,
          edit: (source: string) => addFoyerButton(source, kind),
          element:
            kind === 'astro'
              ? `<${BUTTON_EXPORT} client:load /> and import '${PAGE_MODULE}'`
              : '<foyer-button>',
          where: placement(kind),
        }
  }
  switch (app.framework.kind) {
    case 'react-router':
      return layout(['app/root.tsx', 'app/root.jsx'])
    case 'tanstack-start':
      return layout([
        'src/routes/__root.tsx',
        'src/routes/__root.jsx',
        'app/routes/__root.tsx',
        'app/routes/__root.jsx',
      ])
    case 'astro':
      return markup(
        'astro',
        ['src/layouts/Layout.astro', 'src/layouts/BaseLayout.astro', 'src/pages/index.astro'],
        (source) => /<body[\s>]/i.test(source),
      )
    case 'vue':
      return markup('vue', ['src/App.vue'])
    case 'svelte':
      return markup('svelte', ['src/App.svelte'])
    case 'vanilla':
      return markup('html', ['index.html'])
    default:
      return undefined
  }
}

/**
 * Places the Connect button where the app's framework renders every page (its change goes
 * through `change`): `<ConnectButton />` in a React app's root component or server-rendered
 * root layout, a React island in an Astro layout, `<foyer-button>` in Vue, Svelte and plain
 * pages. Places nothing in an app whose framework it does not know.
 */
export function placeButton(app: ViteApp, wanted: boolean, change: Change): ButtonOutcome {
  if (app.framework.kind === 'unknown')
    return { status: 'unsupported', framework: app.framework.name }
  if (app.framework.kind === 'react') return placeReactButton(app, wanted, change)
  const target = buttonTarget(app)
  if (!wanted) return { status: 'skipped', file: target?.file }
  if (!target) return { status: 'none' }
  const source = readFileSync(path.join(app.root, target.file), 'utf8')
  try {
    const after = target.edit(source)
    change(target.file, source, after)
    return after === source
      ? { status: 'present', file: target.file }
      : { status: 'added', file: target.file, element: target.element, where: target.where }
  } catch (error) {
    if (!(error instanceof ManualEditRequiredError)) throw error
    return { status: 'manual', file: target.file, message: error.message, snippet: error.snippet }
  }
}

/**
 * Adds `<ConnectButton />` to the root component (its change goes through `change`), unless a
 * module under src/ already imports it from '@foyer/modal/react'.
 */
function placeReactButton(app: ViteApp, wanted: boolean, change: Change): ButtonOutcome {
  const component = findRootComponent(app.root)
  if (!wanted) return { status: 'skipped', file: component?.file }
  const source = component && readFileSync(path.join(app.root, component.file), 'utf8')
  if (component && source !== undefined && importsButton.test(source)) {
    change(component.file, source, source)
    return { status: 'present', file: component.file }
  }
  const elsewhere = sourceFiles(path.join(app.root, 'src')).find((file) => {
    try {
      return statSync(file).size < 512 * 1024 && importsButton.test(readFileSync(file, 'utf8'))
    } catch {
      return false
    }
  })
  if (elsewhere) return { status: 'present', file: relativePath(app.root, elsewhere) }
  if (!component || source === undefined) return { status: 'none' }
  try {
    const after = addConnectButton(source, { exportName: component.exportName })
    change(component.file, source, after)
    return after === source
      ? { status: 'present', file: component.file }
      : {
          status: 'added',
          file: component.file,
          element: `<${BUTTON_EXPORT} /> from '@foyer/modal/react'`,
          where: 'first in what it renders',
        }
  } catch (error) {
    if (!(error instanceof ManualEditRequiredError)) throw error
    return {
      status: 'manual',
      file: component.file,
      message: error.message,
      snippet: error.snippet,
    }
  }
}
