import { useState } from 'react'
import { PosApp } from '../../src/client/routes/PosApp'
import { memoryHistory } from './memoryHistory'

let current: ReturnType<typeof memoryHistory> | null = null

export type PosStoryProps = {
  /** The kiosk's address to start at ('/', the menu, by default). */
  path?: string
}

/** The whole kiosk at a path, on an in-memory address bar, for stories that walk a flow. */
export function PosStory({ path = '/' }: PosStoryProps) {
  const [memory] = useState(() => (current = memoryHistory(path)))
  return <PosApp locationHook={memory.hook} history={memory.history} startAtMenu={path === '/'} />
}

/** The running story's address bar: its Back button, as a person would press it. */
export function storyHistory() {
  if (!current) throw new Error('No PosStory is showing')
  return current
}
