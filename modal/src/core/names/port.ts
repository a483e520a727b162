/**
 * What other features may use of the names feature (docs/ARCHITECTURE.md §Layers): the suffix of
 * every account name, and the avatar of a name's profile as the modal may show it (the Send form
 * resolves a typed name to its address).
 */
export { NAME_SUFFIX } from './constants.ts'
export { profileAvatar } from './profileState.ts'
