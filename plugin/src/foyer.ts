import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FoyerConfig } from '@foyer/modal/config'
import {
  API_PATH,
  MOUNT_URL,
  PAGE_MODULE,
  VIRTUAL_CONFIG_ID,
  VIRTUAL_MOUNT_ID,
} from '@foyer/modal/internal'
import type { Plugin } from 'vite'
import { anvilRpc } from './anvilRpc.ts'
import { type DevtoolsPluginOptions, devtoolsPlugin } from './devtoolsPlugin.ts'
import {
  type FoyerServerOptions,
  foyerServer,
  freePort,
  loopbackName,
  previewServerUrl,
} from './foyerServer.ts'
import { FoyerPluginError, findConfigFile, loadFoyerConfig } from './loadFoyerConfig.ts'

export type FoyerPluginOptions = {
  /** Path of the config file, relative to the Vite root. @default 'foyer.config.ts' */
  configFile?: string
  /** The devtools panel on `vite dev` (never in a build); `false` leaves it out. @default {} */
  devtools?: DevtoolsPluginOptions | false
  /**
   * The Foyer server (`@foyer/server`) on `vite dev` (and on `vite preview` with `previewUrl`,
   * never in a build), served at `/__foyer/api` on the app's origin; the modal's node RPC then
   * goes through it, unless foyer.config.ts sets `api`, and its wallet frame is the server's
   * `/frame` (on the server's own origin), unless it sets `frameUrl`. `false` leaves it out.
   * @default {} (PGlite in `.foyer/data`, or `FOYER_DATA_DIR`; PostgreSQL when `DATABASE_URL` is set)
   */
  server?: FoyerServerOptions | false
}

/**
 * The page's import of the host's wagmi config module (`wagmiConfig` in foyer.config.ts, relative
 * to that file), root-relative as Vite serves it. A module that does not exist stops the server.
 */
function resolveWagmiModule(root: string, configFile: string, wagmiConfig: string): string {
  const file = path.resolve(path.dirname(configFile), wagmiConfig)
  if (!existsSync(file))
    throw new FoyerPluginError(
      `wagmiConfig must name a module that exists. Provided: ${JSON.stringify(wagmiConfig)} (${file} is not there)`,
    )
  const relative = path.relative(root, file).split(path.sep).join('/')
  // Outside the root, Vite serves a file by its absolute path under /@fs/.
  return relative.startsWith('../') ? `/@fs${file}` : `/${relative}`
}

/** The mount script as a framework's root module imports it (`@foyer/modal/page`). */
const PAGE_MOUNT_SUFFIX = '?page'

/** A server environment (SSR: React Router, TanStack Start, Astro), not the browser's. */
function isServer(environment: { config: { consumer: string } } | undefined, ssr?: boolean) {
  return Boolean(ssr) || environment?.config.consumer === 'server'
}

type VueTemplateOptions = {
  template?: { compilerOptions?: { isCustomElement?: (tag: string) => boolean } }
}

/**
 * Tells @vitejs/plugin-vue that `<foyer-button>` (any `foyer-` tag) is a custom element, not a
 * Vue component it failed to resolve, through the options API the Vue plugin offers to others;
 * the app's own `isCustomElement`, if any, still decides for every other tag.
 */
function markFoyerElementsForVue(plugins: readonly { name: string; api?: unknown }[]): void {
  const api = plugins.find((p) => p.name === 'vite:vue')?.api as
    | { options: VueTemplateOptions }
    | undefined
  if (!api?.options) return
  const options = api.options
  const own = options.template?.compilerOptions?.isCustomElement
  api.options = {
    ...options,
    template: {
      ...options.template,
      compilerOptions: {
        ...options.template?.compilerOptions,
        isCustomElement: (tag) => tag.startsWith('foyer-') || Boolean(own?.(tag)),
      },
    },
  }
}

/** The modal's module that imports the WalletConnect chunk (`./entry`), built or from source. */
const WALLETCONNECT_LOADER = /[\\/]walletconnect[\\/]loadWalletConnect\.(js|ts)$/
const WALLETCONNECT_OFF = '\0foyer:walletconnect-off'
/** The modal's views that load the Solana chunk (`./solana/SolanaViews`). */
const SOLANA_LOADER =
  /[\\/]react[\\/]views[\\/](Views|ConnectView|AccountView|NetworksView)\.(js|tsx)$/
const SOLANA_OFF = '\0foyer:solana-off'

/**
 * Adds the Foyer modal to a Vite app: validates `foyer.config.ts`, exposes it as
 * `virtual:foyer/config`, and injects one mount script into index.html. In `vite dev` it also
 * runs the Foyer server at `/__foyer/api` and the devtools panel.
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), foyer()] })
 */
/** Safe's SDK: one copy in a build (`foyer:one-safe-sdk`). */
const SAFE_SDK = '@safe-global/safe-apps-sdk'

export function foyer(options: FoyerPluginOptions = {}): Plugin[] {
  let config: FoyerConfig | undefined
  let configFile: string | undefined
  let configDependencies: string[] = []
  /** The host's wagmi config module, as the page imports it (root-relative), if it names one. */
  let wagmiModule: string | undefined
  const anvil = anvilRpc()
  /** `vite dev` (not build, not preview) with the Foyer server on. */
  let servesApi = false
  /** The Foyer server's port, picked before it starts so the modal can name its frame. */
  let serverPort: number | undefined
  /** A build for `vite preview` to run with the Foyer server at this URL (`server.previewUrl`). */
  let buildsForPreviewServer: string | undefined

  const configPlugin: Plugin = {
    name: 'foyer:config',
    config(_, env) {
      servesApi = options.server !== false && env.command === 'serve' && !env.isPreview
      buildsForPreviewServer =
        options.server !== false && env.command === 'build'
          ? previewServerUrl(options.server ?? {})
          : undefined
      // The modal's own dependencies, pre-bundled up front so the dev server never reloads the
      // page mid-session to optimise a dependency it discovered late.
      return {
        optimizeDeps: {
          include: [
            '@foyer/modal > zustand/vanilla',
            '@foyer/modal > zod',
            '@foyer/modal > @wagmi/core',
            '@foyer/modal > viem',
            '@foyer/modal > viem/chains',
            '@foyer/modal > viem/siwe',
            // Found only when the connection or the Account view loads: a late find reloads the
            // page, losing the click that opened the modal (a cold `vite dev`'s first visitor).
            '@foyer/modal > viem/actions',
            '@foyer/modal > viem/ens',
            'react-dom/client',
          ],
        },
      }
    },
    async configResolved(resolved) {
      configFile = findConfigFile(resolved.root, options.configFile)
      const loaded = await loadFoyerConfig(configFile)
      let served = anvil.apply(loaded.config, resolved)
      // The modal talks to the dev server's Foyer server, unless the host names its own; its
      // wallet frame is that server's /frame, on the server's own origin (never the app's).
      // A build for `vite preview` names the server the preview will run (`previewUrl`).
      if (servesApi) serverPort = await freePort()
      const serverUrl = servesApi
        ? `http://${loopbackName(resolved.server.host)}:${serverPort}`
        : buildsForPreviewServer
      if (serverUrl) {
        if (!served.api) served = { ...served, api: API_PATH }
        if (!served.frameUrl) served = { ...served, frameUrl: `${serverUrl}/frame` }
      }
      if (buildsForPreviewServer)
        resolved.logger.warn(
          `[foyer] this build names the Foyer server that vite preview runs at ${buildsForPreviewServer} (server.previewUrl or FOYER_PREVIEW_SERVER_URL): try it with vite preview, do not deploy it.`,
        )
      // A production build leaves out the social logins it has no credentials for (read with the
      // server's code, loaded only then); one for the preview server keeps them, as dev does.
      config =
        resolved.command === 'build' && !buildsForPreviewServer && served.socials?.length
          ? (await import('./socialsForBuild.ts')).socialsForBuild(served, (message) =>
              resolved.logger.warn(message),
            )
          : served
      // WalletConnect's code loads only when its view opens; in dev it is pre-bundled up front
      // too (when the app offers it), so that first open does not reload the page.
      if (served.walletConnect)
        resolved.optimizeDeps.include?.push(
          '@foyer/modal > @wagmi/connectors',
          '@foyer/modal > @walletconnect/ethereum-provider',
          '@foyer/modal > uqr',
        )
      // The Safe chunk loads as soon as the app runs framed by Safe{Wallet}: pre-bundled too (its
      // provider is CommonJS), unless the app turned Safe off.
      if (served.safe !== false)
        resolved.optimizeDeps.include?.push(
          '@foyer/modal > @safe-global/safe-apps-sdk',
          '@foyer/modal > @safe-global/safe-apps-provider',
        )
      markFoyerElementsForVue(resolved.plugins)
      configDependencies = loaded.dependencies
      wagmiModule = served.wagmiConfig
        ? resolveWagmiModule(resolved.root, configFile, served.wagmiConfig)
        : undefined
    },
    configureServer(server) {
      // Editing the config restarts the dev server, which validates it again.
      const watched = [configFile, ...configDependencies].filter((f): f is string => Boolean(f))
      server.watcher.add(watched)
      server.watcher.on('change', (file) => {
        if (watched.includes(file)) {
          server.config.logger.info('[foyer] config changed, restarting', { timestamp: true })
          void server.restart()
        }
      })
    },
    resolveId(id) {
      if (id === VIRTUAL_CONFIG_ID) return `\0${VIRTUAL_CONFIG_ID}`
    },
    load(id) {
      if (id === `\0${VIRTUAL_CONFIG_ID}`) return `export default ${JSON.stringify(config)}`
    },
  }

  const injectPlugin: Plugin = {
    name: 'foyer:inject',
    // Before Vite's own resolver, which would resolve PAGE_MODULE to its file in @foyer/modal.
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (id === MOUNT_URL || id === VIRTUAL_MOUNT_ID) return `\0${VIRTUAL_MOUNT_ID}`
      // `import '@foyer/modal/page'` (framework-mode hosts): the mount script in the browser; on
      // the server, the package's own file, which does nothing.
      if (id === PAGE_MODULE && !isServer(this.environment, options?.ssr))
        return `\0${VIRTUAL_MOUNT_ID}${PAGE_MOUNT_SUFFIX}`
    },
    load(id, options) {
      if (id !== `\0${VIRTUAL_MOUNT_ID}` && id !== `\0${VIRTUAL_MOUNT_ID}${PAGE_MOUNT_SUFFIX}`)
        return
      // From a framework's root module: the host's React may hydrate `document` after it.
      const mountOptions = id.endsWith(PAGE_MOUNT_SUFFIX)
        ? ', { beforeDocumentHydration: true }'
        : ''
      // Server rendering mounts nothing: no per-user state in the HTML, and the session is
      // restored in the browser, after hydration.
      if (isServer(this.environment, options?.ssr)) return 'export {}'
      // Cookies (SSR hosts) only where the config asks: other pages do not carry their code.
      const cookies = config?.storage === 'cookie'
      const imports = [
        ...(wagmiModule ? ['assertSameChains'] : []),
        ...(cookies ? ['createCookieStorage'] : []),
        'instantiateFoyer',
        'mountFoyer',
      ]
      const instanceOptions = [
        ...(wagmiModule ? ['wagmiConfig'] : []),
        ...(cookies ? ['storage: createCookieStorage()'] : []),
      ]
      return [
        `import config from '${VIRTUAL_CONFIG_ID}'`,
        `import { ${imports.join(', ')} } from '@foyer/modal/mount'`,
        ...(wagmiModule
          ? [
              `import * as host from ${JSON.stringify(wagmiModule)}`,
              // The host's module is the one its own hooks import: one config object per page.
              'const wagmiConfig = host.default ?? host.config ?? host.wagmiConfig',
              `if (!wagmiConfig) throw new Error(${JSON.stringify(`[foyer] ${config?.wagmiConfig} (wagmiConfig in foyer.config.ts) must export the wagmi config as its default export, or as \`config\` or \`wagmiConfig\`.`)})`,
              'assertSameChains(wagmiConfig.chains.map((chain) => chain.id), config.chains)',
            ]
          : []),
        `mountFoyer(instantiateFoyer(config${instanceOptions.length ? `, { ${instanceOptions.join(', ')} }` : ''})${mountOptions})`,
      ].join('\n')
    },
    transformIndexHtml: {
      // 'pre' so that in `vite build` the script is bundled with the page's entry.
      order: 'pre',
      handler() {
        return [
          {
            tag: 'script',
            attrs: { type: 'module', src: MOUNT_URL },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }

  /**
   * An app without `walletConnect` in its config never bundles WalletConnect's code (hundreds of
   * KiB, lazy or not): the modal's import of its WalletConnect chunk resolves to a stub.
   */
  const walletConnectPlugin: Plugin = {
    name: 'foyer:walletconnect',
    enforce: 'pre',
    resolveId(id, importer) {
      if (config?.walletConnect || !importer) return
      if (/^\.\/entry\.(js|ts)$/.test(id) && WALLETCONNECT_LOADER.test(importer))
        return WALLETCONNECT_OFF
    },
    load(id) {
      if (id === WALLETCONNECT_OFF)
        return `export function addWalletConnectConnector() { throw new Error('WalletConnect is not configured: add walletConnect to foyer.config.ts') }`
    },
  }

  /**
   * An app without a Solana network in its config never bundles the Solana chunk (the Wallet
   * Standard registry, transaction building): the views' import of it resolves to a stub that
   * renders nothing.
   */
  const solanaPlugin: Plugin = {
    name: 'foyer:solana',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || config?.chains.some((chain) => typeof chain === 'string')) return
      if (/^\.\/solana\/SolanaViews\.(js|tsx)$/.test(id) && SOLANA_LOADER.test(importer))
        return SOLANA_OFF
    },
    load(id) {
      if (id === SOLANA_OFF) return 'export default function SolanaPart() { return null }'
    },
  }

  // Safe's provider is CommonJS and `require`s Safe's SDK, which the modal imports as ESM: a build
  // would carry both copies of the SDK (about 2 KiB gzip). The provider gets the ESM copy too.
  const oneSafeSdkPlugin: Plugin = {
    name: 'foyer:one-safe-sdk',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id !== SAFE_SDK || !importer?.includes('safe-apps-provider')) return
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true })
      return (
        resolved && { ...resolved, id: resolved.id.replace(/([\\/])dist\1cjs\1/, '$1dist$1esm$1') }
      )
    },
  }

  return [
    configPlugin,
    injectPlugin,
    walletConnectPlugin,
    solanaPlugin,
    oneSafeSdkPlugin,
    anvil.plugin,
    // After the anvil step: the server proxies each chain to the URL the app uses.
    ...(options.server === false
      ? []
      : [
          foyerServer(
            options.server ?? {},
            () => config,
            () => serverPort,
          ),
        ]),
    ...(options.devtools === false ? [] : [devtoolsPlugin(options.devtools, MOUNT_URL)]),
  ]
}
