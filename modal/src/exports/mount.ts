// Used by the Vite plugin's mount script. The config it passes was validated at build time.
export { assertSameChains } from '../core/connection/assertSameChains.ts'
export { instantiateFoyer } from '../core/instantiateFoyer.ts'
export { createCookieStorage } from '../core/storage/createCookieStorage.ts'
export { mountFoyer } from '../react/mountFoyer.tsx'
