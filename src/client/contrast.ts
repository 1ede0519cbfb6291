/** The relative luminance of an sRGB colour written '#rrggbb' or '#rgb' (WCAG 2.2). */
export function luminance(hex: string): number {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a #rrggbb colour: ${hex}`)
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** How far apart two colours are for reading, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The WCAG level text of this contrast reaches: AAA from 7:1, AA from 4.5:1, large text only from 3:1. */
export function contrastLevel(ratio: number): 'AAA' | 'AA' | 'AA large' | 'fails' {
  if (ratio >= 7) return 'AAA'
  if (ratio >= 4.5) return 'AA'
  if (ratio >= 3) return 'AA large'
  return 'fails'
}
