/**
 * An error the developer fixes (a flag, a file, a missing program). The CLI prints its message
 * without a stack and exits 1; anything else is a bug and keeps its stack.
 */
export class CliError extends Error {
  override name = 'CliError'
}

/** A config file has a shape we cannot edit safely; `snippet` is what to paste by hand. */
export class ManualEditRequiredError extends CliError {
  override name = 'ManualEditRequiredError'
  readonly snippet: string
  constructor(message: string, snippet: string) {
    super(message)
    this.snippet = snippet
  }
}

/** `init` was run outside a Vite app. */
export class NotAViteAppError extends CliError {
  override name = 'NotAViteAppError'
}

/** `init` refuses to edit files that have uncommitted changes unless `--force`. */
export class DirtyGitTreeError extends CliError {
  override name = 'DirtyGitTreeError'
}

/** A flag or an answer does not pass validation; the message names it, the rule and the value. */
export class InvalidAnswerError extends CliError {
  override name = 'InvalidAnswerError'
}

/**
 * `--chains` differs from the chains of the app's own wagmi config, which the modal runs on: the
 * page would throw at start. The message names both lists.
 */
export class ChainsMismatchError extends CliError {
  override name = 'ChainsMismatchError'
}
