import { centsToDecimal } from '../../../domain/sale/money'

export function parseMoney(value: string): string | undefined {
  const match = /^\$?(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return undefined
  return centsToDecimal(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')))
}

export function parseYesNo(value: string): 'yes' | 'no' | undefined {
  const word = value.toLowerCase()
  if (word === 'yes' || word === 'y' || word === 'true') return 'yes'
  if (word === 'no' || word === 'n' || word === 'false') return 'no'
  return undefined
}

export function parseDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? value : undefined
}
