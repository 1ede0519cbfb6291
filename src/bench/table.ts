/** The bench's one table: each figure beside its target and, where there is one, its baseline. */
export interface Figure {
  measure: string
  value: string
  target: string
  baseline?: string
}

export function printTable(title: string, figures: Figure[]) {
  const columns: (keyof Figure)[] = ['measure', 'value', 'target', 'baseline']
  const width = (key: keyof Figure) =>
    Math.max(key.length, ...figures.map((figure) => (figure[key] ?? '').length))
  const line = (cells: Record<string, string | undefined>) =>
    columns.map((key) => (cells[key] ?? '').padEnd(width(key))).join(' | ')
  console.log(`\n${title}\n`)
  console.log(line({ measure: 'measure', value: 'now', target: 'target', baseline: 'baseline' }))
  console.log(columns.map((key) => '-'.repeat(width(key))).join('-|-'))
  for (const figure of figures) console.log(line({ ...figure }))
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
