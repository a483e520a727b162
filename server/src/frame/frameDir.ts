import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the built wallet frame is looked for, in order: the copy shipped in the package
 * (`@foyer/server/frame/`, made by its build), then the monorepo's own build (`frame/dist`).
 * Both are two folders up from this module, in `src/frame/` as in `dist/frame/`.
 */
export const FRAME_DIR_CANDIDATES: readonly string[] = [
  fileURLToPath(new URL('../../frame/', import.meta.url)),
  fileURLToPath(new URL('../../../frame/dist/', import.meta.url)),
]

/**
 * The folder of the built frame (its `index.html` and `assets/`): `frameDir` when given, else the
 * first of FRAME_DIR_CANDIDATES that holds an `index.html`. @returns undefined when it is not built
 */
export function findFrameDir(frameDir?: string): string | undefined {
  const dirs = frameDir === undefined ? FRAME_DIR_CANDIDATES : [frameDir]
  return dirs.find((dir) => existsSync(path.join(dir, 'index.html')))
}
