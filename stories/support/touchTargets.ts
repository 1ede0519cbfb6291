/** The smallest box a fingertip can hit reliably on the kiosk's touchscreen, in CSS pixels. */
export const MIN_TARGET = 48

/**
 * Runs in the story's page: every visible interactive element's box, measured where a finger
 * lands. MUI draws a checkbox or a text field around a native input, and a select around its
 * combobox, so those are measured by the control that holds them.
 */
export function smallTargets(min: number): string[] {
  // Inside the function: Playwright sends only its source to the page.
  const INTERACTIVE = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="link"]',
    '[role="option"]',
    '[role="menuitem"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="combobox"]',
  ].join(', ')
  const found: string[] = []
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(INTERACTIVE))) {
    // Out of reach: behind a modal (aria-hidden), inert, or a hidden helper input.
    if (el.closest('[aria-hidden="true"], [inert]')) continue
    const style = getComputedStyle(el)
    if (style.display === 'none' || style.visibility === 'hidden') continue
    const holder =
      el.closest('.MuiButtonBase-root') ??
      el.closest('.MuiInputBase-root') ??
      el.closest('.MuiSlider-thumb') ??
      el
    const box = holder.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    if (box.width < min || box.height < min) {
      const name =
        el.getAttribute('aria-label') ??
        el.textContent?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        ''
      found.push(
        `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      )
    }
  }
  return found
}
