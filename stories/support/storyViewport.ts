import { KIOSK_SCREENS, type KioskScreen } from '../../.storybook/viewports'

interface ViewportGlobal {
  value?: string
  isRotated?: boolean
}

/**
 * The screen size a story asks for with `globals: { viewport: { value: 'small' } }`, or null
 * when it takes the runner's default. The runners size their page to it, as Storybook's toolbar
 * and Chromatic do, so a screen that chooses its layout by its width is tested at that width.
 */
export function storyScreen(
  globals: { viewport?: ViewportGlobal } | undefined,
): { width: number; height: number } | null {
  const viewport = globals?.viewport
  if (!viewport?.value || !(viewport.value in KIOSK_SCREENS)) return null
  const { width, height } = KIOSK_SCREENS[viewport.value as KioskScreen]
  return viewport.isRotated ? { width: height, height: width } : { width, height }
}
