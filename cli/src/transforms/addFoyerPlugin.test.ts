import { describe, expect, it } from 'vitest'
import { ManualEditRequiredError } from '../errors.ts'
import { addFoyerPlugin } from './addFoyerPlugin.ts'

// The shapes of vite.config.* people write. Each is transformed, then transformed again: the
// second run must change nothing.
const configs = {
  'defineConfig({...}) as create-vite writes it': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
})
`,
  'a plain object, semicolons and double quotes': `import vue from "@vitejs/plugin-vue";

export default {
  server: { port: 3000 },
  plugins: [
    vue(), // the framework
  ],
};
`,
  'a function: defineConfig(({ mode }) => ({...}))': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ mode }) => ({
  base: mode === 'production' ? '/app/' : '/',
  plugins: [
    react(),
  ],
}))
`,
  'satisfies UserConfig, no plugins yet': `import type { UserConfig } from 'vite'

export default {
  build: { sourcemap: true },
} satisfies UserConfig
`,
  'a function with a body, via a variable': `import { defineConfig, type UserConfig } from 'vite'

const config = defineConfig(async ({ command }) => {
  const plugins = command === 'serve' ? [] : []
  return {
    plugins: [...plugins],
  } satisfies UserConfig
})

export default config
`,
  'no imports at all': `export default { plugins: [] }
`,
  'tab indentation': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
\tserver: {
\t\tport: 3000,
\t},
\tplugins: [
\t\treact(),
\t],
})
`,
}

describe('addFoyerPlugin', () => {
  for (const [name, source] of Object.entries(configs)) {
    it(name, () => {
      const once = addFoyerPlugin(source)
      expect(once).toMatchSnapshot()
      expect(addFoyerPlugin(once)).toBe(once)
    })
  }

  it('keeps every line it does not need to change', () => {
    const source = configs['a plain object, semicolons and double quotes']
    const out = addFoyerPlugin(source)
    for (const line of source.split('\n')) expect(out.split('\n')).toContain(line)
  })

  it('sets plugin options in place on a re-run, keeping the ones it was not given', () => {
    const first = addFoyerPlugin(configs['defineConfig({...}) as create-vite writes it'], {
      pluginOptions: { configFile: 'foyer.config.ts' },
    })
    expect(first).toContain("plugins: [react(), foyer({ configFile: 'foyer.config.ts' })],")
    const edited = first.replace(
      "foyer({ configFile: 'foyer.config.ts' })",
      "foyer({ configFile: 'a.ts', other: 1 })",
    )
    const second = addFoyerPlugin(edited, { pluginOptions: { configFile: 'b.ts' } })
    expect(second).toContain("foyer({ configFile: 'b.ts', other: 1 })")
    expect(second.match(/foyer\(/g)).toHaveLength(1)
    // Without options, an existing call is left alone.
    expect(addFoyerPlugin(second)).toBe(second)
  })

  it('finds the plugin under another local name and does not add it twice', () => {
    const source = `import { foyer as modal } from '@foyer/vite'\nexport default { plugins: [modal()] }\n`
    expect(addFoyerPlugin(source)).toBe(source)
  })

  it('gives the snippet to paste when the plugins are not an array literal', () => {
    const source = `import { defineConfig } from 'vite'\nimport { plugins } from './plugins'\nexport default defineConfig({ plugins })\n`
    let error: unknown
    try {
      addFoyerPlugin(source)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ManualEditRequiredError)
    expect((error as Error).message).toBe(
      'Could not add foyer() to the Vite config: its `plugins` is not an array literal.',
    )
    expect((error as ManualEditRequiredError).snippet).toMatchInlineSnapshot(`
      "import { foyer } from '@foyer/vite'

      // then add it to the plugins of your Vite config:
      plugins: [/* your plugins, */ foyer()],"
    `)
  })

  it('refuses configs it cannot find the object of, with the reason', () => {
    expect(() => addFoyerPlugin(`import base from './base'\nexport default base\n`)).toThrow(
      'Could not add foyer() to the Vite config: `base` is not declared in this file.',
    )
    expect(() => addFoyerPlugin('export default {')).toThrow(/it does not parse/)
    expect(() => addFoyerPlugin(`module.exports = { plugins: [] }\n`)).toThrow(
      'it has no `export default`',
    )
  })
})

describe('addFoyerPlugin in astro.config (nestedIn: vite)', () => {
  // As create-astro's minimal template and `astro add react` leave it.
  const astro = `// @ts-check
import { defineConfig } from 'astro/config';

import react from '@astrojs/react';

// https://astro.build/config
export default defineConfig({
  integrations: [react()]
});
`
  it('adds vite: { plugins: [foyer()] } and its import, in the file’s style; once', () => {
    const out = addFoyerPlugin(astro, { nestedIn: 'vite' })
    expect(out).toBe(`// @ts-check
import { defineConfig } from 'astro/config';

import react from '@astrojs/react';
import { foyer } from '@foyer/vite';

// https://astro.build/config
export default defineConfig({
  integrations: [react()],
  vite: { plugins: [foyer()] }
});
`)
    expect(addFoyerPlugin(out, { nestedIn: 'vite' })).toBe(out)
  })

  it('joins the plugins of an existing vite config, and names what it cannot edit', () => {
    const withVite = astro.replace(
      'integrations: [react()]',
      'integrations: [react()],\n  vite: { plugins: [tailwind()] }',
    )
    expect(addFoyerPlugin(withVite, { nestedIn: 'vite' })).toContain(
      'vite: { plugins: [tailwind(), foyer()] }',
    )
    const shared = astro.replace(
      'integrations: [react()]',
      'integrations: [react()],\n  vite: viteConfig',
    )
    expect(() => addFoyerPlugin(shared, { nestedIn: 'vite' })).toThrow(
      'Could not add foyer() to the `vite` of the config: its `vite` is not an object literal.',
    )
  })
})
