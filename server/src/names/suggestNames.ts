import type { NameSuggestion } from '@foyer/modal/contracts'
import { NAME_SUFFIX } from '@foyer/modal/frame-protocol'
import type { Database } from '../storage/openStorage.ts'
import { isRegistrableLabel } from './checkName.ts'
import { findTakenNames } from './nameRecords.ts'

/** Most suggestions answered. */
export const MAX_SUGGESTIONS = 5

const WORDS = ['xyz', 'eth', 'id', 'web3', 'onchain']

/** Variants of `label`, itself first, kinds interleaved; the random ones differ per call. */
function candidatesOf(label: string, random: () => number): string[] {
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(random() * 10)).join('')
  const kinds = [
    Array.from({ length: 9 }, (_, i) => `${label}${i + 1}`),
    WORDS.map((word) => `${label}-${word}`),
    Array.from({ length: 6 }, (_, i) => `${label}${digits(2 + (i % 3))}`),
  ]
  const longest = Math.max(...kinds.map((kind) => kind.length))
  const interleaved = Array.from({ length: longest }, (_, i) => kinds.map((kind) => kind[i]))
  return [label, ...interleaved.flat().filter((name) => name !== undefined)]
}

export type SuggestNamesParameters = {
  /** The label, normalised, without the suffix (e.g. `ada`). */
  label: string
  /** @default Math.random */
  random?: () => number
}

/**
 * Names close to `label` that are free to register: the label itself when it is free, then
 * `label1`, `label-xyz`, `label` with random digits, `label2`, and so on. Every one passes the
 * rules a registration checks (ENSIP-15, SPEC §5), and all are checked free in one query.
 * @example
 * await suggestNames(db, { label: 'ada' }) // [{ name: 'ada1.foyer.id', registered: false }, …]
 */
export async function suggestNames(
  db: Database,
  { label, random = Math.random }: SuggestNamesParameters,
): Promise<NameSuggestion[]> {
  const names = [
    ...new Set(
      candidatesOf(label, random)
        .filter(isRegistrableLabel)
        .map((l) => l + NAME_SUFFIX),
    ),
  ]
  const taken = await findTakenNames(db, names)
  return names
    .filter((name) => !taken.has(name))
    .slice(0, MAX_SUGGESTIONS)
    .map((name) => ({ name, registered: false }))
}
