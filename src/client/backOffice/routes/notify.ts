import type { Notice } from '../screens/Shell/BackOfficeShell'

/** How a route tells the page what its last change did. */
export type Notify = (notice: Notice) => void
