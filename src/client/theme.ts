import { createTheme } from '@mui/material/styles'

/** Touch targets of at least 48 px everywhere; the main actions larger still. */
export const TOUCH_TARGET = 48

export const LAYOUT = {
  loginPanelWidth: 447,
  logoWidth: 247,
  logoHeight: 86,
  categoryPanelWidth: 398,
  checkoutHeight: 60,
  checkoutRadius: 50,
  cartWidth: 380,
  /** Below 1200 px the cart gives the product grid room for four columns. */
  cartWidthNarrow: 320,
  /** The strip above every kiosk screen that holds the network status. */
  statusBarHeight: 36,
} as const

const SCREEN_TOP = 'var(--status-bar-height, 0px)'

/**
 * The height a screen fills: the window less the status strip above it. The strip sets the
 * variable while it is shown; a screen on its own (a story, the takings report) fills the window.
 */
export const SCREEN_HEIGHT = 'calc(100dvh - var(--status-bar-height, 0px))'

/** Read at arm's length on a kiosk touchscreen: a large base size, strong contrast, no hover-only cues. */
export const theme = createTheme({
  palette: {
    primary: { main: '#14254a', contrastText: '#ffffff' },
    // Gold dark enough for white text at 4.5:1.
    secondary: { main: '#8a6414', contrastText: '#ffffff' },
    success: { main: '#1d7a46' },
    warning: { main: '#f4c430', contrastText: '#1c2434' },
    error: { main: '#b3261e' },
    background: { default: '#f3f4f7', paper: '#ffffff' },
    text: { primary: '#1c2434', secondary: '#4a5468' },
  },
  shape: { borderRadius: 10 },
  // An operator who has asked the system for less motion gets dialogs, menus and ripples without
  // animation (WCAG 2.3.3). The tests ask for it too, so they never wait for a transition.
  motion: { reducedMotion: 'system' },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 16,
    h1: { fontSize: '2.25rem', fontWeight: 700 },
    h2: { fontSize: '1.875rem', fontWeight: 700 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.3rem', fontWeight: 700 },
    h5: { fontSize: '1.15rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    body1: { fontSize: '1.05rem' },
    button: { fontSize: '1rem', fontWeight: 700, letterSpacing: '0.02em' },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { variant: 'contained', disableElevation: true },
      styleOverrides: {
        root: { minHeight: TOUCH_TARGET + 4, minWidth: 96, paddingInline: 20, borderRadius: 10 },
        sizeLarge: { minHeight: 60, fontSize: '1.1rem' },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET, fontWeight: 700 },
      },
    },
    MuiCheckbox: { styleOverrides: { root: { padding: 12 } } },
    MuiSwitch: { defaultProps: { size: 'medium' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // MUI gives a select's value 1.4375em, less than the 28 px of a text field's input below: a
    // select beside a field stood 4 px shorter.
    MuiSelect: { styleOverrides: { select: { '&.MuiInputBase-input': { minHeight: 28 } } } },
    // A small field (the store's product search) is still a touch target.
    MuiInputBase: {
      styleOverrides: {
        root: { minHeight: TOUCH_TARGET },
        input: { minHeight: 28, fontSize: '1.1rem' },
      },
    },
    // A link (an order number in a report table, the way back to the menu) is tapped like a button.
    MuiLink: {
      styleOverrides: {
        root: {
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: TOUCH_TARGET,
          minWidth: TOUCH_TARGET,
        },
      },
    },
    // MUI lowers an option to its content's height from 600 px up (37 px here): keep 48 there too.
    MuiMenuItem: {
      styleOverrides: {
        root: { minHeight: TOUCH_TARGET, '@media (min-width:600px)': { minHeight: TOUCH_TARGET } },
      },
    },
    MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET + 8 } } },
    // A full-screen step (the customer form, payment, the confirmation) leaves the status strip
    // above it in view, as a screen does.
    MuiDialog: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { fullScreen: true },
              style: { top: SCREEN_TOP, '& .MuiBackdrop-root': { top: SCREEN_TOP } },
            },
          ],
        },
      },
    },
    // Dialog buttons: one row of buttons sharing the width, the primary last (right); words as
    // written, each on one line (a wrapped label stood taller than the button beside it).
    MuiDialogActions: {
      styleOverrides: {
        root: {
          flexWrap: 'nowrap',
          '& > .MuiButton-root': { flex: '1 1 0', textTransform: 'none', whiteSpace: 'nowrap' },
        },
      },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.4rem', fontWeight: 700 } } },
    // A chip that does something is a touch target; a status tag stays small and reads as a label.
    MuiChip: { styleOverrides: { clickable: { minHeight: TOUCH_TARGET, fontSize: '1rem' } } },
    MuiCssBaseline: {
      styleOverrides: {
        // Pinch zoom stays for a person who needs larger text (WCAG 1.4.4); a double tap never
        // zooms, as a cashier tapping the same button twice quickly would otherwise zoom the till.
        html: { touchAction: 'manipulation' },
        body: {
          overscrollBehavior: 'none',
          userSelect: 'none',
          WebkitTapHighlightColor: 'transparent',
        },
        'input, textarea': { userSelect: 'text' },
      },
    },
  },
})
