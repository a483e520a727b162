// The CLI's commands as functions, for scripts and tests that drive them without a shell.
export {
  type DevChain,
  type DevChains,
  type StartDevChainsOptions,
  startDevChains,
} from '../anvil/startDevChains.ts'
export { main } from '../cli.ts'
export {
  CliError,
  DirtyGitTreeError,
  InvalidAnswerError,
  ManualEditRequiredError,
  NotAViteAppError,
} from '../errors.ts'
export { type FlowSendOptions, flowSend } from '../flow/flowSend.ts'
export type { FlowSendResult, TimelineEntry } from '../flow/timeline.ts'
export { type InfoResult, info } from '../info/info.ts'
export type { InitAnswers } from '../init/answers.ts'
export { type FileChange, type InitOptions, type InitResult, init } from '../init/init.ts'
export { type AddFoyerPluginOptions, addFoyerPlugin } from '../transforms/addFoyerPlugin.ts'
export { readConfig, renderConfig, updateConfig } from '../transforms/renderConfig.ts'
