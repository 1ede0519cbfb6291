import type { ReactNode } from 'react'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

/** A titled block of the report, named by its heading for screen readers. */
export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, breakInside: 'avoid' }}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}
