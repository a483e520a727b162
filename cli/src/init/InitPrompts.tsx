import { chainName, SOCIAL_PROVIDERS, SUPPORTED_CHAIN_IDS } from '@foyer/modal/config'
import { Box, render, Text, useInput, useStdin } from 'ink'
import { useReducer, useRef, useState } from 'react'
import { InvalidAnswerError } from '../errors.ts'
import {
  DEFAULT_ANSWERS,
  type InitAnswers,
  LOCAL_PROJECT_ID,
  validateProjectId,
} from './answers.ts'

type Props = {
  given: Partial<InitAnswers>
  missing: (keyof InitAnswers)[]
  onDone: (answers: InitAnswers) => void
}

/**
 * The interactive part of `init`: one prompt per answer that neither a flag nor an existing
 * config gave. Rendering only; `init` does the work with what it resolves.
 */
export function InitPrompts({ given, missing, onDone }: Props) {
  const [answers, setAnswers] = useState<Partial<InitAnswers>>(given)
  const [step, setStep] = useState(0)
  const key = missing[step]
  const next = (patch: Partial<InitAnswers>) => {
    const merged = { ...answers, ...patch }
    setAnswers(merged)
    if (step + 1 >= missing.length) onDone({ ...DEFAULT_ANSWERS, ...merged })
    else setStep(step + 1)
  }
  return (
    <Box flexDirection="column">
      <Text bold>Add Foyer to this Vite app</Text>
      {key === 'projectId' && <ProjectIdPrompt onSubmit={(projectId) => next({ projectId })} />}
      {key === 'chains' && (
        <MultiSelect
          label="Chains (space toggles, enter confirms)"
          options={SUPPORTED_CHAIN_IDS.map((id) => ({
            value: id,
            label: `${chainName(id)} (${id})`,
          }))}
          initial={DEFAULT_ANSWERS.chains}
          atLeastOne
          onSubmit={(chains) => next({ chains })}
        />
      )}
      {key === 'siwe' && (
        <Confirm
          label="Sign in with Ethereum after connecting?"
          onSubmit={(siwe) => next({ siwe })}
        />
      )}
      {key === 'email' && (
        <Confirm
          label="Embedded wallet: offer email login?"
          onSubmit={(email) => next({ email })}
        />
      )}
      {key === 'socials' && (
        <MultiSelect
          label="Embedded wallet: social logins (space toggles, enter confirms)"
          options={SOCIAL_PROVIDERS.map((s) => ({ value: s, label: s }))}
          initial={[]}
          onSubmit={(socials) => next({ socials })}
        />
      )}
    </Box>
  )
}

/**
 * State that key handlers read and write at once: keys typed faster than the terminal re-renders
 * (down then space, a backspace then Enter) each see the previous key's result, not the state of
 * the last render.
 */
function useKeyState<T>(initial: T): [T, (update: (state: T) => T) => void] {
  const state = useRef(initial)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  return [
    state.current,
    (update) => {
      state.current = update(state.current)
      rerender()
    },
  ]
}

function useKeys(handler: Parameters<typeof useInput>[0]) {
  const { isRawModeSupported } = useStdin()
  // Off a terminal there is no raw mode; ink would throw if input were read there.
  useInput(handler, { isActive: isRawModeSupported === true })
}

function ProjectIdPrompt({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [{ value, error }, update] = useKeyState<{ value: string; error?: string | undefined }>({
    value: '',
  })
  useKeys((input, key) => {
    // Typed fast or pasted, text and the Enter that ends it can arrive as one chunk.
    const text = key.ctrl || key.meta ? '' : input.replace(/[\r\n]/g, '')
    if (key.return || /[\r\n]/.test(input)) {
      let typed = ''
      update((s) => {
        typed = s.value + text
        return { ...s, value: typed }
      })
      try {
        onSubmit(validateProjectId(typed || LOCAL_PROJECT_ID))
      } catch (e) {
        const error =
          e instanceof InvalidAnswerError
            ? e.message.replace('--project-id', 'Project id')
            : String(e)
        update((s) => ({ ...s, error }))
      }
    } else if (key.backspace || key.delete) update((s) => ({ ...s, value: s.value.slice(0, -1) }))
    else if (text) update((s) => ({ ...s, value: s.value + text }))
  })
  return (
    <Box flexDirection="column">
      <Text>
        Project id <Text dimColor>(enter for a local development id, "{LOCAL_PROJECT_ID}")</Text>:{' '}
        {value}
      </Text>
      {error && <Text color="red">{error}</Text>}
    </Box>
  )
}

function Confirm({ label, onSubmit }: { label: string; onSubmit: (value: boolean) => void }) {
  useKeys((input, key) => {
    if (input.toLowerCase() === 'y') onSubmit(true)
    else if (input.toLowerCase() === 'n' || key.return) onSubmit(false)
  })
  return (
    <Text>
      {label} <Text dimColor>(y/N)</Text>
    </Text>
  )
}

function MultiSelect<T extends string | number>(props: {
  label: string
  options: { value: T; label: string }[]
  initial: T[]
  atLeastOne?: boolean
  onSubmit: (values: T[]) => void
}) {
  const [{ cursor, picked }, update] = useKeyState({ cursor: 0, picked: props.initial })
  const count = props.options.length
  useKeys((input, key) => {
    if (key.upArrow) update((s) => ({ ...s, cursor: (s.cursor + count - 1) % count }))
    else if (key.downArrow) update((s) => ({ ...s, cursor: (s.cursor + 1) % count }))
    else if (input === ' ')
      update((s) => {
        const value = props.options[s.cursor]!.value
        const on = s.picked.includes(value)
        return { ...s, picked: on ? s.picked.filter((v) => v !== value) : [...s.picked, value] }
      })
    else if (key.return)
      update((s) => {
        // In the list's order, whatever order they were toggled in.
        if (!props.atLeastOne || s.picked.length > 0)
          props.onSubmit(props.options.map((o) => o.value).filter((v) => s.picked.includes(v)))
        return s
      })
  })
  return (
    <Box flexDirection="column">
      <Text>{props.label}</Text>
      {props.options.map((o, i) => (
        <Text key={String(o.value)} color={i === cursor ? 'cyan' : undefined}>
          {i === cursor ? '›' : ' '} {picked.includes(o.value) ? '◉' : '◯'} {o.label}
        </Text>
      ))}
    </Box>
  )
}

/** Renders the prompts with ink on the given streams and resolves with the answers. */
export async function promptAnswers(
  given: Partial<InitAnswers>,
  missing: (keyof InitAnswers)[],
  streams: { stdin?: NodeJS.ReadStream; stdout?: NodeJS.WriteStream } = {},
): Promise<InitAnswers> {
  let resolve!: (answers: InitAnswers) => void
  const done = new Promise<InitAnswers>((r) => {
    resolve = r
  })
  const app = render(<InitPrompts given={given} missing={missing} onDone={resolve} />, streams)
  const answers = await done
  app.unmount()
  await app.waitUntilExit()
  return answers
}
