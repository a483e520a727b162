import { ManualEditRequiredError } from '../errors.ts'
import { BUTTON_EXPORT, BUTTON_PACKAGE, PAGE_MODULE } from './addConnectButton.ts'
import { applyEdits, type Edit, indentUnit, lineEnd } from './sourceEdits.ts'

/** The framework-free Connect button the mount script registers. */
export const FOYER_BUTTON = '<foyer-button></foyer-button>'

/** Files that are markup around code, edited as text at the places their syntax fixes. */
export type MarkupKind = 'html' | 'vue' | 'svelte' | 'astro'

const describe: Record<MarkupKind, string> = {
  html: 'first in <body>',
  vue: 'first in its <template>',
  svelte: 'first in its markup',
  astro: 'first in <body>, as a React island',
}

/** Where {@link addFoyerButton} puts the button, said the way the report says it. */
export function placement(kind: MarkupKind): string {
  return describe[kind]
}

/**
 * Places the Connect button in a page or component that is not JSX, splicing text so the rest
 * of the file keeps its formatting, and changes nothing when the button is already there:
 * - `html` (a vanilla app's index.html): `<foyer-button></foyer-button>` first in `<body>`;
 * - `vue` (App.vue): the same, first in `<template>` (foyer() tells Vue it is a custom element);
 * - `svelte` (App.svelte): the same, first in the markup, after the `<script>` blocks;
 * - `astro` (a layout or page that renders `<body>`): `<ConnectButton client:load />` from
 *   '@foyer/modal/react' first in `<body>`, its import in the frontmatter, and
 *   `<script>import '@foyer/modal/page'</script>` (the modal, in the browser) last in `<body>`.
 *
 * @throws {ManualEditRequiredError} when the place is not there (no `<body>`, no `<template>`);
 * `snippet` says what to add by hand.
 */
export function addFoyerButton(source: string, kind: MarkupKind): string {
  if (kind === 'astro') return addToAstro(source)
  if (/<foyer-button[\s>]/.test(source)) return source
  const eol = lineEnd(source)
  if (kind === 'svelte') {
    const end = leadingScriptsEnd(source)
    if (end === 0) return `${FOYER_BUTTON}${eol}${eol}${source}`
    return applyEdits(source, [{ start: end, end, text: `${eol}${eol}${FOYER_BUTTON}` }])
  }
  const tag = kind === 'html' ? /<body(\s[^>]*)?>/i : /^<template(\s[^>]*)?>/m
  const open = tag.exec(source)
  if (!open)
    throw new ManualEditRequiredError(
      `Could not add <foyer-button> to the page: it has no ${kind === 'html' ? '<body>' : '<template>'}.`,
      `${FOYER_BUTTON}\n<!-- where the Connect button belongs, e.g. first in ${kind === 'html' ? '<body>' : '<template>'} -->`,
    )
  return applyEdits(source, [childOf(source, open.index + open[0].length, open.index)])
}

/** An insertion right after an opening tag, indented like the content that follows it. */
function childOf(source: string, at: number, tagStart: number, text = FOYER_BUTTON): Edit {
  const eol = lineEnd(source)
  const rest = source.slice(at)
  const next = /^[ \t]*\r?\n([ \t]*)\S/.exec(rest)
  if (next) return { start: at, end: at, text: `${eol}${next[1]}${text}` }
  if (!/^[ \t]*\r?\n/.test(rest)) return { start: at, end: at, text }
  const own = /[ \t]*$/.exec(source.slice(0, tagStart))?.[0] ?? ''
  const unit = indentUnit(source)
  return { start: at, end: at, text: `${eol}${own}${unit}${text}` }
}

/** Where the `<script>` blocks that open a Svelte component end (0 when it opens with markup). */
function leadingScriptsEnd(source: string): number {
  const block = /^\s*<script(\s[^>]*)?>[\s\S]*?<\/script>/y
  let end = 0
  block.lastIndex = 0
  for (let m = block.exec(source); m; m = block.exec(source)) end = block.lastIndex
  return end
}

const ASTRO_IMPORT = `import { ${BUTTON_EXPORT} } from '${BUTTON_PACKAGE}';`
const ASTRO_MOUNT = `<script>\n  import '${PAGE_MODULE}';\n</script>`

function addToAstro(source: string): string {
  const eol = lineEnd(source)
  const frontmatter = /^---\r?\n([\s\S]*?)^---/m.exec(source)
  const hasButton =
    /import\s*\{[^}]*\bConnectButton\b[^}]*\}\s*from\s*['"]@foyer\/modal\/react['"]/.test(
      frontmatter?.[1] ?? '',
    )
  const hasMount = source.includes(PAGE_MODULE)
  if (hasButton && hasMount) return source
  const open = /<body(\s[^>]*)?>/i.exec(source)
  const close = source.lastIndexOf('</body>')
  if (!open || close < 0)
    throw new ManualEditRequiredError(
      'Could not add <ConnectButton /> to the Astro page: it renders no <body> (add it to the layout that does).',
      [
        '---',
        ASTRO_IMPORT,
        '---',
        '<!-- first in <body>: -->',
        `<${BUTTON_EXPORT} client:load />`,
        '<!-- last in <body>: -->',
        ASTRO_MOUNT,
      ].join('\n'),
    )
  const edits: Edit[] = []
  if (!hasButton) {
    if (!frontmatter)
      edits.push({ start: 0, end: 0, text: `---${eol}${ASTRO_IMPORT}${eol}---${eol}` })
    else {
      const codeStart = frontmatter.index + frontmatter[0].indexOf('\n') + 1
      const fence = frontmatter.index + frontmatter[0].length - 3
      // Last in the frontmatter's code; an empty frontmatter gets just the import.
      edits.push(
        frontmatter[1]!.trim()
          ? { start: fence, end: fence, text: `${ASTRO_IMPORT}${eol}` }
          : { start: codeStart, end: fence, text: `${ASTRO_IMPORT}${eol}` },
      )
    }
    edits.push(
      childOf(source, open.index + open[0].length, open.index, `<${BUTTON_EXPORT} client:load />`),
    )
  }
  if (!hasMount) {
    const indent = /[ \t]*$/.exec(source.slice(0, close))?.[0] ?? ''
    const lineStart = close - indent.length
    const unit = indentUnit(source)
    const mount = ASTRO_MOUNT.replaceAll('\n  ', `\n${unit}`)
      .split('\n')
      .map((line) => `${indent}${unit}${line}`)
      .join(eol)
    edits.push({ start: lineStart, end: lineStart, text: `${mount}${eol}` })
  }
  return applyEdits(source, edits)
}
