import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import AssessmentIcon from '@mui/icons-material/Assessment'
import StorefrontIcon from '@mui/icons-material/Storefront'
import LogoutIcon from '@mui/icons-material/Logout'
import { POS_NAME } from '../Login/LoginScreen'

export interface MenuScreenProps {
  universityName: string
  reportsUrl: string
  webkioskUrl: string
  onPos: () => void
  onStage: () => void
  onLookup: () => void
  onLogout: () => void
}

const tile = {
  minHeight: 120,
  fontSize: '1.35rem',
  flexDirection: 'column',
  gap: 1,
  // MUI sizes a start icon to the text; on a tile it should read from across the counter.
  '& .MuiButton-startIcon': { m: 0 },
  '& .MuiButton-startIcon > svg': { fontSize: 44 },
} as const

export function MenuScreen(props: MenuScreenProps) {
  const hasUniversity = Boolean(props.universityName)
  // POS, Stage and Lookup do nothing without a university.
  const guard = (action: () => void) => () => {
    if (hasUniversity) action()
  }
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', p: { xs: 2, md: 5 }, bgcolor: 'background.default' }}
    >
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 5, color: 'primary.main' }}>
        {props.universityName.toUpperCase()} {POS_NAME}
      </Typography>
      <Box
        component="nav"
        aria-label="Main menu"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          maxWidth: 1100,
          mx: 'auto',
        }}
      >
        <Button
          size="large"
          sx={tile}
          onClick={guard(props.onPos)}
          startIcon={<PointOfSaleIcon fontSize="large" />}
        >
          POS
        </Button>
        <Button
          size="large"
          sx={tile}
          onClick={guard(props.onStage)}
          startIcon={<TheaterComedyIcon fontSize="large" />}
        >
          Stage
        </Button>
        <Button
          size="large"
          sx={tile}
          onClick={guard(props.onLookup)}
          startIcon={<PersonSearchIcon fontSize="large" />}
        >
          Customer Lookup
        </Button>
        <Button
          size="large"
          color="secondary"
          sx={tile}
          href={props.reportsUrl}
          startIcon={<AssessmentIcon fontSize="large" />}
        >
          Report
        </Button>
        <Button
          size="large"
          color="secondary"
          sx={tile}
          href={props.webkioskUrl}
          startIcon={<StorefrontIcon fontSize="large" />}
        >
          Web-Kiosk
        </Button>
        <Button
          size="large"
          variant="outlined"
          sx={tile}
          onClick={props.onLogout}
          startIcon={<LogoutIcon fontSize="large" />}
        >
          Go Back &amp; Logout
        </Button>
      </Box>
    </Box>
  )
}
