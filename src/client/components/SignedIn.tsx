import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import AccountCircleIcon from '@mui/icons-material/AccountCircle'

/** Who is signed in at this kiosk, and for which university. */
export interface SignedInProps {
  universityName: string
  staffName: string | null
  /** On a dark bar (the store's header) the text takes the bar's colour. */
  color?: 'inherit' | 'text.secondary'
}

/** The staff member's name over the university's, so anyone at the counter sees whose session it is. */
export function SignedIn({ universityName, staffName, color = 'text.secondary' }: SignedInProps) {
  return (
    <Box
      aria-label="Signed in"
      role="group"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color, minWidth: 0 }}
    >
      <AccountCircleIcon fontSize="large" aria-hidden />
      <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {staffName ?? 'Not signed in'}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'inherit', opacity: 0.85 }}>
          {universityName}
        </Typography>
      </Box>
    </Box>
  )
}
