export type DependencySpecs = {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/**
 * Adds dependencies to a package.json text, keeping its indentation and final newline. A package
 * the app already lists (in either section, any version) is left as it is: we never change a
 * version the developer chose.
 * @example addDependencies(text, { dependencies: { '@foyer/modal': '^0.1.0' } })
 */
export function addDependencies(source: string, specs: DependencySpecs): string {
  const pkg = JSON.parse(source) as Record<string, unknown>
  const listed = new Set([
    ...Object.keys((pkg.dependencies as object | undefined) ?? {}),
    ...Object.keys((pkg.devDependencies as object | undefined) ?? {}),
  ])
  let changed = false
  for (const section of ['dependencies', 'devDependencies'] as const) {
    const wanted = Object.entries(specs[section] ?? {}).filter(([name]) => !listed.has(name))
    if (wanted.length === 0) continue
    const current = (pkg[section] as Record<string, string> | undefined) ?? {}
    // Sorted, as npm writes them.
    pkg[section] = Object.fromEntries(
      [...Object.entries(current), ...wanted].sort(([a], [b]) => a.localeCompare(b)),
    )
    changed = true
  }
  if (!changed) return source
  const indent = /^[ \t]+(?=")/m.exec(source)?.[0] ?? '  '
  return `${JSON.stringify(pkg, null, indent)}${source.endsWith('\n') ? '\n' : ''}`
}
