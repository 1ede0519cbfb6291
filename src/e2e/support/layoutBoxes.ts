import { expect, type Locator, type Page } from '@playwright/test'

/**
 * What covers what on the kiosk's screen, measured from the boxes the browser drew. Each check
 * answers what it found wrong, so a failure names the element.
 */

/**
 * The network status pill covers nothing the screen shows (no text, control or image of a
 * header, a screen or a dialog), and no open dialog lies under it: where a dialog's layer
 * reaches the pill, the dialog's layer is on top.
 */
export async function expectStatusClear(page: Page, where: string) {
  const status = page.locator('[aria-label="Network status"]')
  await expect(status).toBeVisible()
  const problems = await status.evaluate((chip) => {
    const box = chip.getBoundingClientRect()
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top
    const shown = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const drawsSomething = (el: Element) =>
      el.matches('button, a, input, textarea, img, svg, [role="img"], [role="button"]') ||
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
    const found: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      if (chip.contains(el) || el.contains(chip)) continue
      if (!drawsSomething(el) || !shown(el) || !meets(el.getBoundingClientRect())) continue
      found.push(`covers <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim()}"`)
    }
    for (const layer of document.querySelectorAll('.MuiModal-root')) {
      const r = layer.getBoundingClientRect()
      if (!shown(layer) || !meets(r)) continue
      const x = (Math.max(box.left, r.left) + Math.min(box.right, r.right)) / 2
      const y = (Math.max(box.top, r.top) + Math.min(box.bottom, r.bottom)) / 2
      const top = document.elementFromPoint(x, y)
      if (top && chip.contains(top)) found.push('is drawn over an open dialog')
    }
    return found
  })
  expect(problems, `the network status on ${where}`).toEqual([])
}

/** Two controls side by side: the same height and the same top, to the pixel. */
export async function expectInLine(a: Locator, b: Locator) {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()])
  expect(first, 'the first control is drawn').not.toBeNull()
  expect(second, 'the second control is drawn').not.toBeNull()
  expect(Math.abs(first!.height - second!.height), 'difference in height (px)').toBeLessThan(1)
  expect(Math.abs(first!.y - second!.y), 'difference in top (px)').toBeLessThan(1)
}

/** No text in the element or under it is cut short: everything it holds fits its width. */
export async function expectNotCut(locator: Locator) {
  await expect(locator).toBeVisible()
  const cut = await locator.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.scrollWidth > el.clientWidth + 0.5 && el.clientWidth > 0)
      .map(
        (el) =>
          `"${(el.textContent ?? '').trim()}" needs ${el.scrollWidth} px of ${el.clientWidth}`,
      ),
  )
  expect(cut).toEqual([])
}

/** Nothing is drawn over the element: at points across its box, it (or its content) is on top. */
export async function expectOnTop(locator: Locator) {
  await expect(locator).toBeVisible()
  const covered = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const found: string[] = []
    for (const fx of [0.1, 0.5, 0.9])
      for (const fy of [0.1, 0.5, 0.9]) {
        const top = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy)
        if (top && !el.contains(top))
          found.push(`<${top.tagName.toLowerCase()}> "${(top.textContent ?? '').trim()}"`)
      }
    return found
  })
  expect(covered, 'what is drawn over it').toEqual([])
}

/** The lines of a block start at the same left edge. */
export async function expectLinesAligned(lines: Locator) {
  const lefts = await lines.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return Math.round(range.getBoundingClientRect().left)
    }),
  )
  expect(lefts.length).toBeGreaterThan(1)
  expect(new Set(lefts).size, `left edges ${lefts.join(', ')}`).toBe(1)
}
