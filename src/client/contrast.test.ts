import { describe, expect, it } from 'vitest'
import { contrastLevel, contrastRatio, luminance } from './contrast'
import { theme } from './theme'

describe('contrast', () => {
  it('gives the WCAG extremes and a known pair', () => {
    expect(luminance('#ffffff')).toBe(1)
    expect(luminance('#000')).toBe(0)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // WebAIM's checker gives #777777 on white 4.48:1, just short of AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'))
  })

  it('names the level a ratio reaches', () => {
    expect(contrastLevel(21)).toBe('AAA')
    expect(contrastLevel(4.5)).toBe('AA')
    expect(contrastLevel(4.48)).toBe('AA large')
    expect(contrastLevel(2.9)).toBe('fails')
  })

  it('refuses what is not a hex colour', () => {
    expect(() => luminance('rgb(0, 0, 0)')).toThrow('Not a #rrggbb colour')
  })

  it("keeps the theme's buttons readable: every main colour and its text reach AA", () => {
    for (const key of ['primary', 'secondary', 'warning'] as const) {
      const { main, contrastText } = theme.palette[key]
      expect(contrastRatio(main, contrastText), key).toBeGreaterThanOrEqual(4.5)
    }
    expect(
      contrastRatio(theme.palette.text.secondary, theme.palette.background.default),
    ).toBeGreaterThanOrEqual(4.5)
  })
})
