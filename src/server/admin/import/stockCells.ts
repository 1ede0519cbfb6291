import { ALL_STOCK_TYPES, isStockType, type StockType } from '../../../domain/stockTypes'

export interface Colour {
  name: string
  value: string
}

const TYPE_NAMES = ALL_STOCK_TYPES.map((t) => t.replace('Stock#', ''))

/** 'Bear', 'bear' or 'Stock#Bear' → 'Stock#Bear'. */
export function parseStockType(value: string): StockType | undefined {
  const bare = value.replace(/^stock#/i, '').toLowerCase()
  const type = `Stock#${TYPE_NAMES.find((t) => t.toLowerCase() === bare) ?? ''}`
  return isStockType(type) ? type : undefined
}

export const STOCK_TYPE_LIST = TYPE_NAMES.join(', ')

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** 'Navy:#1f2a44|Gold:#d4af37' → the colours a frame or plaque offers. */
export function parseColours(value: string): Colour[] | undefined {
  const colours: Colour[] = []
  for (const part of value.split('|')) {
    const at = part.lastIndexOf(':')
    const name = part.slice(0, at).trim()
    const hex = part.slice(at + 1).trim()
    if (at < 1 || !name || !HEX.test(hex)) return undefined
    colours.push({ name, value: hex })
  }
  return colours
}

export function formatColours(colours: Colour[] | undefined): string {
  return (colours ?? []).map((c) => `${c.name}:${c.value}`).join('|')
}

export function parseImages(value: string): string[] | undefined {
  const images = value.split('|').map((s) => s.trim())
  return images.every((s) => s && !/\s/.test(s)) ? images : undefined
}
