import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import dayjs from 'dayjs'
import { eq } from 'drizzle-orm'
import { isoDay } from '../../domain/dates'
import { importCsv } from '../admin/import/importCsv'
import { ROOT } from '../config'
import type { Db, Tx } from '../db/client'
import { DEMO_UNIVERSITIES } from './demoLogins'
import { universities } from '../db/schema'
import { seedDemoOrders } from './seedOrders'

export {
  DEMO_MANAGER_PIN,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_UNIVERSITIES,
  demoEmail,
  demoManagerEmail,
} from './demoLogins'

/** The demo's CSV files, one folder per university: the worked example of the README. */
export const DEMO_DIR = path.join(ROOT, 'demo-data')
/**
 * The day the dates in the demo's ceremonies.csv are written for; the seed moves them by as many
 * days as today is later, so the demo always has a ceremony yesterday, today and ahead.
 */
export const DEMO_ANCHOR_DAY = '2026-11-20'
const FILES = ['staff', 'ceremonies', 'stocks', 'students'] as const

/** Moves every date of a ceremonies file by `days`. */
export function shiftCeremonyDates(text: string, days: number): string {
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[]
  for (const row of rows) row.date = isoDay(dayjs(row.date).add(days, 'day'))
  return stringify(rows, { header: true })
}

async function seedUniversity(tx: Tx, spec: (typeof DEMO_UNIVERSITIES)[number]) {
  const today = dayjs()
  await tx.insert(universities).values({ slug: spec.slug, name: spec.name })
  const days = Math.round(today.startOf('day').diff(dayjs(DEMO_ANCHOR_DAY), 'day', true))
  for (const kind of FILES) {
    let text = readFileSync(path.join(DEMO_DIR, spec.slug, `${kind}.csv`), 'utf8')
    if (kind === 'ceremonies') text = shiftCeremonyDates(text, days)
    await importCsv(tx, kind, spec.slug, text)
  }
  const [university] = await tx.select().from(universities).where(eq(universities.slug, spec.slug))
  await seedDemoOrders(tx, university!.id, today)
}

/** Seeds the demo universities into an empty database (never in production or on DATABASE_URL). */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(universities).where(eq(universities.slug, 'demo'))
    if (existing.length) return
    for (const spec of DEMO_UNIVERSITIES) await seedUniversity(tx, spec)
  })
}
