// Part of `npm run build -w @foyer/server`: ships the built wallet frame (`frame/dist`, made by
// `npm run build -w @foyer/frame`) inside the package as `frame/`, where `findFrameDir` looks
// first. Without a frame build it warns and leaves `frame/` out: the server then answers `/frame`
// with 503 `frame_unavailable`.
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const from = fileURLToPath(new URL('../../frame/dist/', import.meta.url))
const to = fileURLToPath(new URL('../frame/', import.meta.url))

rmSync(to, { recursive: true, force: true })
if (existsSync(path.join(from, 'index.html'))) {
  // Source maps stay out of the package.
  cpSync(from, to, { recursive: true, filter: (file) => !file.endsWith('.map') })
  console.log(`@foyer/server: copied the wallet frame from ${from} to ${to}`)
} else {
  console.warn(
    `@foyer/server: warning: ${from} has no index.html, so the package ships no wallet frame (/frame answers 503). Run npm run build -w @foyer/frame first.`,
  )
}
