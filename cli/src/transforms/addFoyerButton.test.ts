import { describe, expect, it } from 'vitest'
import { ManualEditRequiredError } from '../errors.ts'
import { addFoyerButton } from './addFoyerButton.ts'

// Files as create-vite (vanilla-ts, vue-ts, svelte-ts) and create-astro (minimal) make them.
const html = `<!doctype html>
<html lang="en">
  <head>
    <title>vanilla</title>
  </head>
  <body>
    <div id="app"></div>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`
const vue = `<script setup lang="ts">
import HelloWorld from './components/HelloWorld.vue'
</script>

<template>
  <HelloWorld />
</template>
`
const svelte = `<script>
  import Counter from './lib/Counter.svelte'
</script>

<section id="center">
  <Counter />
</section>

<style>
  section { margin: 0 }
</style>
`
const astro = `---

---

<html lang="en">
\t<head>
\t\t<title>Astro</title>
\t</head>
\t<body>
\t\t<h1>Astro</h1>
\t</body>
</html>
`

describe('addFoyerButton', () => {
  it('html: <foyer-button> first in <body>, indented like what follows; once', () => {
    const out = addFoyerButton(html, 'html')
    expect(out).toBe(html.replace('  <body>\n', '  <body>\n    <foyer-button></foyer-button>\n'))
    expect(addFoyerButton(out, 'html')).toBe(out)
  })

  it('vue: first in <template>; the <script setup> stays as it is', () => {
    const out = addFoyerButton(vue, 'vue')
    expect(out).toBe(vue.replace('<template>\n', '<template>\n  <foyer-button></foyer-button>\n'))
    expect(addFoyerButton(out, 'vue')).toBe(out)
  })

  it('svelte: first in the markup, after the <script> block', () => {
    const out = addFoyerButton(svelte, 'svelte')
    expect(out).toBe(svelte.replace('</script>\n', '</script>\n\n<foyer-button></foyer-button>\n'))
    expect(addFoyerButton(out, 'svelte')).toBe(out)
    // A component that opens with markup gets it at the top.
    expect(addFoyerButton('<main>hi</main>\n', 'svelte')).toBe(
      '<foyer-button></foyer-button>\n\n<main>hi</main>\n',
    )
  })

  it('astro: the React island first in <body>, its import in the frontmatter, the mount script last', () => {
    const out = addFoyerButton(astro, 'astro')
    expect(out).toBe(`---
import { ConnectButton } from '@foyer/modal/react';
---

<html lang="en">
\t<head>
\t\t<title>Astro</title>
\t</head>
\t<body>
\t\t<ConnectButton client:load />
\t\t<h1>Astro</h1>
\t\t<script>
\t\t\timport '@foyer/modal/page';
\t\t</script>
\t</body>
</html>
`)
    expect(addFoyerButton(out, 'astro')).toBe(out)
  })

  it('astro: keeps the frontmatter’s code, and adds one when there is none', () => {
    const withCode = astro.replace('---\n\n---', "---\nconst title = 'Hi'\n---")
    expect(addFoyerButton(withCode, 'astro')).toContain(
      "---\nconst title = 'Hi'\nimport { ConnectButton } from '@foyer/modal/react';\n---",
    )
    const bare = astro.replace('---\n\n---\n\n', '')
    expect(
      addFoyerButton(bare, 'astro').startsWith(
        "---\nimport { ConnectButton } from '@foyer/modal/react';\n---\n<html",
      ),
    ).toBe(true)
  })

  it('says what to add by hand when the place is not there', () => {
    expect(() => addFoyerButton('<main></main>', 'html')).toThrow(ManualEditRequiredError)
    expect(() => addFoyerButton('<script setup></script>', 'vue')).toThrow(
      'Could not add <foyer-button> to the page: it has no <template>.',
    )
    const page =
      "---\nimport Layout from '../layouts/Layout.astro'\n---\n<Layout><h1>Hi</h1></Layout>\n"
    try {
      addFoyerButton(page, 'astro')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ManualEditRequiredError)
      expect((error as Error).message).toBe(
        'Could not add <ConnectButton /> to the Astro page: it renders no <body> (add it to the layout that does).',
      )
      expect((error as ManualEditRequiredError).snippet).toContain('<ConnectButton client:load />')
    }
  })
})
