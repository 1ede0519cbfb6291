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

/** A whole screen: captured on the counter kiosk, the smallest kiosk and an upright one. */
export const screenModes = {
  kiosk: allModes.kiosk,
  small: allModes.small,
  portrait: allModes.portrait,
} as const

/** A screen with a lot to lay out (grids, tables): also on the events office's monitor. */
export const wideScreenModes = { ...screenModes, large: allModes.large } as const
