import type { ReactNode } from 'react'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

/** One side of the comparison: a titled region the reader can find by its heading. */
export function Details({
  id,
  title,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string
  /** The heading: which side of the comparison this is. */
  title: string
  /** The side's lines. */
  children: ReactNode
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: 3, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  )
}
