import { BaseError } from '../errors/base.ts'
import type { Foyer } from '../foyer.ts'
import { instanceStore } from '../instanceStore.ts'
import type { ThemeState } from './themeState.ts'
import {
  describeThemeProblems,
  type ThemeProblem,
  type ThemeVariables,
  themeProblems,
} from './themeVariables.ts'

/** The host's theme: the views and the wallet frame read it (`themeState.ts`). */
const themeStore = instanceStore<ThemeState>('theme', () => ({}))

/** A theme the modal refused: a variable of the wrong kind, or text below WCAG AA contrast. */
export class ThemeError extends BaseError {
  override name = 'ThemeError' as const
  readonly problems: readonly ThemeProblem[]
  constructor(problems: readonly ThemeProblem[]) {
    super(`Theme refused:\n${describeThemeProblems(problems)}`)
    this.problems = problems
  }
}

/**
 * Changes the modal's theme at run time: its mode (`light`, `dark`, `auto` for the visitor's
 * system) and its variables (`THEME_VARIABLES`; they replace the config's `themeVariables`). The
 * open modal and the wallet frame's chrome follow at once; the frame's approval dialogs never
 * take a host's colours.
 * @throws {ThemeError} naming each variable that is not valid, or whose text contrast is below
 *   WCAG AA (4.5:1) on its surface; nothing changes then.
 * @example setTheme(getFoyer(), { mode: 'dark', variables: { accent: '#a78bfa' } })
 */
export function setTheme(
  foyer: Foyer,
  theme: { mode?: 'light' | 'dark' | 'auto'; variables?: ThemeVariables },
): void {
  const store = themeStore(foyer)
  const mode = theme.mode ?? store.getState().mode ?? foyer.config.themeMode
  const variables = theme.variables ?? store.getState().variables ?? foyer.config.themeVariables
  const modes = mode === 'auto' ? (['light', 'dark'] as const) : [mode]
  const problems = themeProblems(variables ?? {}, modes)
  if (problems.length > 0) throw new ThemeError(problems)
  store.setState({ mode, variables: { ...variables } }, true)
}
