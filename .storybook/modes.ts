import { KIOSK_SCREENS } from './viewports'

const mode = ({ width, height }: { width: number; height: number }) => ({
  viewport: { width, height },
})

/**
 * Chromatic modes, one per kiosk screen: a story given several is captured at each, with a
 * baseline of its own. Apply them in a story file's parameters, e.g.
 * `chromatic: { modes: { kiosk: allModes.kiosk, portrait: allModes.portrait } }`.
 */
export const allModes = {
  kiosk: mode(KIOSK_SCREENS.kiosk),
  small: mode(KIOSK_SCREENS.small),
  large: mode(KIOSK_SCREENS.large),
  portrait: mode(KIOSK_SCREENS.portrait),
} as const
