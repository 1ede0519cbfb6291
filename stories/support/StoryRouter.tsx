import { useState, type ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

/** A location of the story's own, so no story reads or changes the address of another. */
export function StoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }))
  return <Router hook={location.hook}>{children}</Router>
}
