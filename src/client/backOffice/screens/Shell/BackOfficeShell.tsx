import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { SignedIn } from '../../../components/SignedIn'

export const SECTIONS = [
  { key: 'ceremonies', label: 'Ceremonies' },
  { key: 'staff', label: 'Staff' },
  { key: 'catalogue', label: 'Catalogue' },
  { key: 'audit', label: 'Audit log' },
  { key: 'students', label: 'Students' },
  { key: 'import', label: 'Import and export' },
  { key: 'delivery', label: 'Delivery' },
  { key: 'terminals', label: 'Card terminals' },
] as const
export type Section = (typeof SECTIONS)[number]['key']

/** What the last change did, said once at the top of the page. */
export interface Notice {
  severity: 'success' | 'error'
  text: string
}

export interface BackOfficeShellProps {
  /** The university whose back office this is, named in the header. */
  universityName: string
  /** Who is signed in, named in the header. */
  staffName: string | null
  /** The section shown, marked in the navigation. */
  section: Section
  /** Where each section lives (hash links, so the browser's back button works). */
  sectionHref: (section: Section) => string
  /** Where Back to the kiosk goes. */
  kioskHref: string
  /** A change saved or refused, said above the section until dismissed; or nothing. */
  notice?: Notice | null
  /** The notice was closed. */
  onDismissNotice?: () => void
  /** Something waiting in a section ("3 receipts waiting"), said on every other section. */
  attention?: { section: Section; text: string } | null
  /** The section's screen. */
  children: ReactNode
}

/** The back office's frame: the university, who is signed in, the sections, and the way back. */
export function BackOfficeShell(props: BackOfficeShellProps) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 3, flexWrap: 'wrap', py: 1 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', flexShrink: 0, flexGrow: 1 }}>
            {props.universityName} · Back office
          </Typography>
          {/* A row of its own below the title: room for every section at 1280 px. */}
          <Box
            component="nav"
            aria-label="Back office sections"
            sx={{ order: 1, flexBasis: '100%', minWidth: 0 }}
          >
            <Tabs
              aria-label="Sections"
              value={props.section}
              variant="scrollable"
              scrollButtons="auto"
              textColor="inherit"
              indicatorColor="secondary"
            >
              {SECTIONS.map(({ key, label }) => (
                <Tab
                  key={key}
                  value={key}
                  label={label}
                  component="a"
                  href={props.sectionHref(key)}
                  aria-current={props.section === key ? 'page' : undefined}
                />
              ))}
            </Tabs>
          </Box>
          <SignedIn
            universityName={props.universityName}
            staffName={props.staffName}
            color="inherit"
          />
          <Button color="secondary" href={props.kioskHref}>
            Back to the kiosk
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 1400, mx: 'auto' }}>
        {props.notice && (
          <Alert
            severity={props.notice.severity}
            onClose={props.onDismissNotice}
            sx={{ mb: 2 }}
            role={props.notice.severity === 'error' ? 'alert' : 'status'}
          >
            {props.notice.text}
          </Alert>
        )}
        {props.attention && props.attention.section !== props.section && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" href={props.sectionHref(props.attention.section)}>
                Open {SECTIONS.find(({ key }) => key === props.attention?.section)?.label}
              </Button>
            }
          >
            {props.attention.text}
          </Alert>
        )}
        {props.children}
      </Box>
    </Box>
  )
}
