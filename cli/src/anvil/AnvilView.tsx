import { Text } from 'ink'
import { useEffect, useState } from 'react'
import { type AnvilTableInput, renderAnvilTable } from './renderAnvilTable.ts'

/** The live table: the same text as off a terminal, its block numbers read every second. */
export function AnvilView({
  input,
  refresh,
  stopping,
}: {
  input: AnvilTableInput
  refresh: () => Promise<unknown>
  stopping: boolean
}) {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => {
      void refresh().then(() => setTick((t) => t + 1))
    }, 1_000)
    return () => clearInterval(timer)
  }, [refresh])
  return (
    <Text>
      {renderAnvilTable(input)}
      {stopping ? 'Stopping…' : ''}
    </Text>
  )
}
