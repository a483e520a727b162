import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { freePort } from '@foyer/testing/anvil'
import { type Background, run, type SpawnOptions, start } from './processes.ts'

/** A verdaccio on 127.0.0.1 holding our packages, proxying every other one to `uplink`. */
export type Registry = {
  /** With the final slash, as npm writes registry URLs. */
  url: string
  server: Background
  stop(): Promise<void>
}

const verdaccioBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')),
  'bin/verdaccio',
)

/**
 * The config: our names are never looked up upstream (a package there with the same name must not
 * stand in for ours), everything else is proxied to `uplink` and its tarballs kept in `storage`,
 * so a second install in the same run is served locally.
 */
function verdaccioConfig(dir: string, uplink: string, ownPackages: string[]): string {
  const own = ownPackages.map((name) =>
    [`  '${name}':`, '    access: $all', '    publish: $authenticated'].join('\n'),
  )
  return [
    `storage: ${JSON.stringify(path.join(dir, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(path.join(dir, 'htpasswd'))}`,
    '    max_users: 10',
    'uplinks:',
    '  upstream:',
    `    url: ${JSON.stringify(uplink)}`,
    '    timeout: 60s',
    '    maxage: 30m',
    '    max_fails: 5',
    'packages:',
    ...own,
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    '    proxy: upstream',
    'web:',
    '  enable: false',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n')
}

export async function startRegistry(
  dir: string,
  uplink: string,
  ownPackages: string[],
  options: SpawnOptions,
): Promise<Registry> {
  mkdirSync(dir, { recursive: true })
  const config = path.join(dir, 'config.yaml')
  writeFileSync(config, verdaccioConfig(dir, uplink, ownPackages))
  const port = await freePort('127.0.0.1')
  const url = `http://127.0.0.1:${port}/`
  const server = start(
    process.execPath,
    [verdaccioBin, '--config', config, '--listen', `127.0.0.1:${port}`],
    options,
  )
  await server.waitFor(
    `an answer on ${url}-/ping`,
    () =>
      fetch(`${url}-/ping`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      ),
    30_000,
  )
  return { url, server, stop: () => server.stop() }
}

/**
 * Creates a throwaway user the way `npm adduser` does (PUT /-/user/org.couchdb.user:<name>) and
 * returns its token. Only publishing uses it: verdaccio checks a legacy token against the
 * htpasswd's bcrypt hash on every request, which would make installs CPU-bound.
 */
export async function addUser(registry: string): Promise<string> {
  const name = `foyer-ci-${process.pid}`
  const response = await fetch(`${registry}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      _id: `org.couchdb.user:${name}`,
      name,
      password: `pw-${Math.random().toString(36).slice(2)}`,
      email: `${name}@example.invalid`,
      type: 'user',
      roles: [],
    }),
  })
  const body = (await response.json()) as { token?: string; error?: string }
  if (!response.ok || !body.token)
    throw new Error(`verdaccio did not create a user (${response.status}): ${JSON.stringify(body)}`)
  return body.token
}

/** The npmrc lines that point npm and pnpm at `registry`, with `token` for publishing. */
export function npmrc(registry: string, token?: string): string {
  const host = registry.replace(/^https?:/, '')
  return [
    `registry=${registry}`,
    ...(token ? [`${host}:_authToken=${token}`] : []),
    'audit=false',
    'fund=false',
    'update-notifier=false',
    '',
  ].join('\n')
}

export type Workspace = { dir: string; name: string; version: string }

/** `npm publish` of each workspace package, from its built folder, in parallel. */
export async function publishAll(
  registry: string,
  packages: Workspace[],
  options: SpawnOptions,
): Promise<void> {
  await Promise.all(
    packages.map((pkg) =>
      run('npm', ['publish', '--registry', registry, '--tag', 'latest'], {
        ...options,
        cwd: pkg.dir,
        timeoutMs: 60_000,
      }),
    ),
  )
}

type Manifest = {
  name: string
  version: string
  bin?: string | Record<string, string>
  main?: string
  types?: string
  exports?: unknown
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/** Files an exports map points at, for every condition but `source` (this repo's tests only). */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports]
  if (!exports || typeof exports !== 'object') return []
  return Object.entries(exports).flatMap(([key, value]) =>
    key === 'source' ? [] : exportTargets(value),
  )
}

/**
 * Downloads each published tarball from the registry and checks what an installer reads: no
 * `workspace:`/`file:`/`link:` specs, our packages' ranges met by the versions published, and
 * every file `exports`, `bin`, `main` and `types` name present in the tarball.
 * @returns the problems found, one line each (empty when all is well)
 */
export async function checkTarballs(
  registry: string,
  packages: Workspace[],
  dir: string,
  options: SpawnOptions,
): Promise<string[]> {
  const problems: string[] = []
  const published = new Map(packages.map((p) => [p.name, p.version]))
  for (const pkg of packages) {
    const packument = (await (
      await fetch(`${registry}${pkg.name.replace('/', '%2f')}`)
    ).json()) as {
      'dist-tags'?: Record<string, string>
      versions?: Record<string, { dist: { tarball: string } }>
    }
    const entry = packument.versions?.[pkg.version]
    if (!entry) {
      problems.push(`${pkg.name}@${pkg.version} is not in the registry`)
      continue
    }
    if (packument['dist-tags']?.latest !== pkg.version)
      problems.push(`${pkg.name}: latest is ${packument['dist-tags']?.latest}, not ${pkg.version}`)
    const tarball = Buffer.from(await (await fetch(entry.dist.tarball)).arrayBuffer())
    const out = path.join(dir, pkg.name.replace('/', '+'))
    mkdirSync(out, { recursive: true })
    const file = path.join(out, 'package.tgz')
    writeFileSync(file, tarball)
    await run('tar', ['-xzf', file, '-C', out], { ...options, cwd: out })
    const root = path.join(out, 'package')
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest
    const listing = new Set(
      (await run('tar', ['-tzf', file], { ...options, cwd: out }))
        .split('\n')
        .filter(Boolean)
        .map((f) => f.replace(/^package\//, '')),
    )
    for (const section of [
      'dependencies',
      'devDependencies',
      'peerDependencies',
      'optionalDependencies',
    ] as const) {
      for (const [name, spec] of Object.entries(manifest[section] ?? {})) {
        if (/^(workspace|file|link|portal):/.test(spec))
          problems.push(`${pkg.name}: ${section}.${name} is "${spec}"`)
        const ours = published.get(name)
        if (ours && section !== 'devDependencies' && spec !== ours && spec !== `^${ours}`)
          problems.push(
            `${pkg.name}: ${section}.${name} is "${spec}", which the published ${name}@${ours} may not meet`,
          )
      }
    }
    const bins =
      typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {})
    const named = [
      ...exportTargets(manifest.exports),
      ...bins,
      ...(manifest.main ? [manifest.main] : []),
      ...(manifest.types ? [manifest.types] : []),
    ]
    for (const target of named) {
      const relative = path.posix.normalize(target).replace(/^\.\//, '')
      if (!listing.has(relative))
        problems.push(`${pkg.name}: ${target} is named in package.json but not in the tarball`)
    }
    for (const bin of bins) {
      const text = readFileSync(path.join(root, bin), 'utf8')
      if (!text.startsWith('#!/usr/bin/env node'))
        problems.push(`${pkg.name}: bin ${bin} does not start with #!/usr/bin/env node`)
      if (/\btsx\b/.test(text)) problems.push(`${pkg.name}: bin ${bin} mentions tsx`)
    }
  }
  return problems
}
