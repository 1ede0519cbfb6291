/**
 * The screens the kiosk is built for and tested at. The counter kiosks are 1280×800 touchscreens;
 * 1024×768 is the smallest a university has used, 1920×1080 a desk monitor in the events office,
 * 800×1280 a kiosk mounted upright.
 */
export const KIOSK_SCREENS = {
  kiosk: { name: 'Kiosk 1280×800', width: 1280, height: 800, type: 'tablet' },
  small: { name: 'Small kiosk 1024×768', width: 1024, height: 768, type: 'tablet' },
  large: { name: 'Office 1920×1080', width: 1920, height: 1080, type: 'desktop' },
  portrait: { name: 'Portrait kiosk 800×1280', width: 800, height: 1280, type: 'tablet' },
} as const

export type KioskScreen = keyof typeof KIOSK_SCREENS

/** Storybook's viewport menu: only the kiosk's own screens. */
export const kioskViewports = Object.fromEntries(
  Object.entries(KIOSK_SCREENS).map(([key, { name, width, height, type }]) => [
    key,
    { name, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
)
