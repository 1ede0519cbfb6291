import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { neutraliseCell, restoreCell, writeCsv } from './formulaCells'

describe('CSV cells a spreadsheet would run', () => {
  it.each([
    ['=HYPERLINK("http://x","y")'],
    ['+cmd'],
    ['-1+1'],
    ['@SUM(1)'],
    ["=cmd|' /C calc'!A0"],
    ['\t=1+1'],
    ['\r=1+1'],
    ['  =1+1'],
    [' +cmd'],
    ['-'],
  ])('writes %j with a leading quote, and reads it back as it was', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`)
    expect(restoreCell(neutraliseCell(cell))).toBe(cell)
  })

  it.each([['Noor Haddad'], ['-5.00'], ['105.00'], ['0000546675'], ["O'Brien"], ['a=b'], ['']])(
    'leaves %j as it is',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(cell)
      expect(restoreCell(cell)).toBe(cell)
    },
  )

  it('neutralises every text cell of a written file, leaving numbers as numbers', () => {
    const text = writeCsv([
      ['customer', 'amount', 'qty'],
      ['=HYPERLINK("http://x","y")', '-5.00', 3],
    ])
    expect(parse(text)).toEqual([
      ['customer', 'amount', 'qty'],
      ['\'=HYPERLINK("http://x","y")', '-5.00', '3'],
    ])
  })
})
