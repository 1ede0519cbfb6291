import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import AssessmentIcon from '@mui/icons-material/Assessment'
import StorefrontIcon from '@mui/icons-material/Storefront'
import LogoutIcon from '@mui/icons-material/Logout'
import PaymentsIcon from '@mui/icons-material/Payments'
import SettingsIcon from '@mui/icons-material/Settings'
import { POS_NAME } from '../../components/LoginPanel'
import { KioskTerminalLine, type KioskTerminalInfo } from '../../components/KioskTerminalLine'
import { SignedIn } from '../../components/SignedIn'
import { SCREEN_HEIGHT } from '../../theme'

export interface MenuScreenProps {
  /** The university signed in to, in the heading. */
  universityName: string
  /** The signed-in staff member, shown with the university. */
  staffName?: string | null
  /** The report's address, opened by the Report tile. */
  reportsUrl: string
  /** The web kiosk's address; empty gives no Web-Kiosk tile. */
  webkioskUrl: string
  /** A manager's link to the back office; operators get no tile. */
  backOfficeUrl?: string | null
  /** The POS tile was tapped: the general store. */
  onPos: () => void
  /** The Stage tile was tapped: a ceremony's stage sale. */
  onStage: () => void
  /** The Customer Lookup tile was tapped. */
  onLookup: () => void
  /** The Cash drawer tile was tapped. */
  onDrawer: () => void
  /** Logout was tapped. */
  onLogout: () => void
  /** Sales waiting to reach the server (offline), listed under the tiles. */
  waiting?: ReactNode
  /** The kiosk's code and its card terminal, under the tiles; null while not known. */
  kiosk?: KioskTerminalInfo | null
}

const tile = {
  minHeight: 140,
  height: '100%',
  fontSize: '1.35rem',
  flexDirection: 'column',
  gap: 1,
  // MUI sizes a start icon to the text; on a tile it should read from across the counter.
  '& .MuiButton-startIcon': { m: 0 },
  '& .MuiButton-startIcon > svg': { fontSize: 44 },
} as const

interface MenuTile {
  label: string
  Icon: typeof LogoutIcon
  color?: 'primary' | 'secondary'
  variant?: 'contained' | 'outlined'
  onClick?: () => void
  href?: string
  disabled?: boolean
}

export function MenuScreen(props: MenuScreenProps) {
  const hasUniversity = Boolean(props.universityName)
  // POS, Stage, Lookup and the drawer do nothing without a university.
  const guard = (action: () => void) => () => {
    if (hasUniversity) action()
  }
  // REPORT and WEB-KIOSK are links: they leave the kiosk for another site.
  const tiles: MenuTile[] = [
    { label: 'POS', Icon: PointOfSaleIcon, onClick: guard(props.onPos) },
    { label: 'Stage', Icon: TheaterComedyIcon, onClick: guard(props.onStage) },
    { label: 'Customer Lookup', Icon: PersonSearchIcon, onClick: guard(props.onLookup) },
    { label: 'Cash drawer', Icon: PaymentsIcon, onClick: guard(props.onDrawer) },
    { label: 'Report', Icon: AssessmentIcon, color: 'secondary', href: props.reportsUrl },
    // Without WEBKIOSK_URL there is nowhere to go: the tile stays, disabled, and says why.
    props.webkioskUrl
      ? { label: 'Web-Kiosk', Icon: StorefrontIcon, color: 'secondary', href: props.webkioskUrl }
      : {
          label: 'Web kiosk not configured',
          Icon: StorefrontIcon,
          color: 'secondary',
          disabled: true,
        },
    ...(props.backOfficeUrl
      ? [
          {
            label: 'Back office',
            Icon: SettingsIcon,
            color: 'secondary',
            href: props.backOfficeUrl,
          } satisfies MenuTile,
        ]
      : []),
    { label: 'Go Back & Logout', Icon: LogoutIcon, variant: 'outlined', onClick: props.onLogout },
  ]
  return (
    <Box
      component="main"
      sx={{
        height: SCREEN_HEIGHT,
        p: { xs: 2, md: 4 },
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        overflowY: 'auto',
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 3 }}
      >
        <Typography variant="h1" sx={{ color: 'primary.main' }}>
          {props.universityName.toUpperCase()} {POS_NAME}
        </Typography>
        {/* The title wraps before the names shorten: they are what a colleague checks. */}
        <Box sx={{ flex: 'none', maxWidth: '50%' }}>
          <SignedIn universityName={props.universityName} staffName={props.staffName ?? null} />
        </Box>
      </Box>
      {/* The tiles share the screen below the title: big targets for a hurried thumb. */}
      <Box
        component="nav"
        aria-label="Main menu"
        sx={{
          flex: 1,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          gridAutoRows: 'minmax(140px, 1fr)',
        }}
      >
        {tiles.map(({ label, Icon, color, variant, onClick, href, disabled }) => (
          <Button
            key={label}
            size="large"
            color={color}
            variant={variant}
            sx={tile}
            onClick={onClick}
            href={href}
            disabled={disabled}
            startIcon={<Icon />}
          >
            {label}
          </Button>
        ))}
      </Box>
      {props.kiosk && <KioskTerminalLine {...props.kiosk} />}
      {props.waiting}
    </Box>
  )
}
