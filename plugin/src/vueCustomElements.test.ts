import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { foyer } from './foyer.ts'
import { useTestApps } from './testing/testApps.ts'

const makeApp = useTestApps('vue')

type VueOptions = {
  template?: { compilerOptions?: { isCustomElement?: (tag: string) => boolean } }
  script?: unknown
}

/** What @vitejs/plugin-vue offers other plugins: its options, read when it compiles a template. */
function vueLike(options: VueOptions) {
  let current = options
  return {
    name: 'vite:vue',
    api: {
      get options() {
        return current
      },
      set options(value: VueOptions) {
        current = value
      },
    },
  }
}

describe('foyer() beside @vitejs/plugin-vue', () => {
  it('marks foyer-* tags as custom elements, and keeps the app’s own rule for the rest', async () => {
    const root = makeApp("{ projectId: 'vue-app', chains: [1] }")
    const vue = vueLike({
      script: { propsDestructure: true },
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'ion-icon' } },
    })
    await resolveConfig(
      {
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [vue, foyer({ server: false, devtools: false })],
      },
      'build',
    )
    const isCustomElement = vue.api.options.template?.compilerOptions?.isCustomElement
    expect(isCustomElement?.('foyer-button')).toBe(true)
    expect(isCustomElement?.('ion-icon')).toBe(true)
    expect(isCustomElement?.('HelloWorld')).toBe(false)
    expect(vue.api.options.script).toEqual({ propsDestructure: true })
  })
})
