import { useState } from 'react'
import { PosApp } from '../../src/client/routes/PosApp'
import { memoryHistory } from './memoryHistory'

/** The whole kiosk at a path, on an in-memory address bar, for stories that walk a flow. */
export function PosStory({ path = '/' }: { path?: string }) {
  const [memory] = useState(() => memoryHistory(path))
  return <PosApp locationHook={memory.hook} history={memory.history} startAtMenu={path === '/'} />
}
