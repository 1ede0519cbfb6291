import { sql, type SQL } from 'drizzle-orm'
import { figuresJson } from './figuresSql'
import { countedOrders, returnCondition, upgradeCondition, upgradeDay } from './scope'
import { takingsCtes } from './takingsSql'

/** Days before this one are over: no sale is still being made on them (migration 0009). */
const KEPT_BEFORE = sql`current_date - 2`

const MONEY = sql`pay text, staff_id int, hour int, orders numeric, upgrades numeric,
  voids numeric, refunds numeric, cents numeric, gst numeric, tendered numeric, change numeric,
  voided numeric, refunded numeric`
const LINES = sql`stock_id int, lines numeric, qty numeric, cents numeric, redeemed numeric,
  open numeric`
const UPGRADES = sql`pay text, stock_id int, count numeric, cents numeric`
const CORRECTIONS = sql`kind text, pay text, stock_id int, qty numeric, cents numeric`

/** A CTE's rows of one day as a JSON list, without the day. */
const perDay = (name: string) =>
  sql.raw(`(SELECT day, jsonb_agg(to_jsonb(${name}) - 'day') AS list FROM ${name} GROUP BY day)`)

/**
 * Writes the sums of the statement's days to do (todo) that are over, each only while its version
 * is still the one read in this statement's snapshot (kept), so a change made meanwhile (which
 * raises the version) is never lost, and two servers writing the same day write the same sums.
 */
const savedDays = (universityId: number, zone: string) => sql`saved AS (
    INSERT INTO report_days AS rd (university_id, day, version, zone, money, lines, upgrades,
      corrections)
    SELECT ${universityId}, t.day, coalesce(kept.version, 0), ${zone},
      coalesce(gd.list, '[]'), coalesce(kd.list, '[]'), coalesce(ud.list, '[]'),
      coalesce(cd.list, '[]')
    FROM todo t LEFT JOIN kept ON kept.day = t.day
      LEFT JOIN ${perDay('g')} gd ON gd.day = t.day
      LEFT JOIN ${perDay('k')} kd ON kd.day = t.day
      LEFT JOIN ${perDay('uu')} ud ON ud.day = t.day
      LEFT JOIN ${perDay('cc')} cd ON cd.day = t.day
    WHERE t.day < ${KEPT_BEFORE}
    ON CONFLICT (university_id, day) DO UPDATE
    SET zone = excluded.zone, money = excluded.money, lines = excluded.lines,
      upgrades = excluded.upgrades, corrections = excluded.corrections
    WHERE rd.version = excluded.version
    RETURNING 1)`

/** The takings of the days to do (todo): their sales, and the upgrades, voids and refunds of them. */
const todoCtes = (universityId: number, zone: string) =>
  takingsCtes(
    sql`${countedOrders(universityId)} AND o.date = ANY(ARRAY(SELECT day FROM todo))`,
    upgradeCondition(universityId, sql`${upgradeDay(zone)} = ANY(ARRAY(SELECT day FROM todo))`),
    returnCondition(universityId, sql`c.day = ANY(ARRAY(SELECT day FROM todo))`),
    zone,
    true,
  )

/**
 * The statement keeping the sums of some finished days (ISO dates) of a university ahead of any
 * report, so a range's first opening finds them kept (keepDays.ts). Days kept already are skipped.
 */
export function keepStatement(universityId: number, days: string[], zone: string) {
  const list = `{${days.join(',')}}`
  return sql`WITH
  kept AS (
    SELECT * FROM report_days WHERE university_id = ${universityId} AND day = ANY(${list}::date[])),
  todo AS (
    SELECT d AS day FROM unnest(${list}::date[]) d
    WHERE d < ${KEPT_BEFORE} AND d NOT IN (
      SELECT day FROM kept WHERE money IS NOT NULL AND zone = ${zone})),
  ${todoCtes(universityId, zone)},
  ${savedDays(universityId, zone)}
  SELECT count(*)::int AS saved FROM saved`
}

/**
 * The statement of a range of days' report: the sums of the days kept in report_days, and of the
 * others (recent days, days never read or changed since) summed from their orders, which it
 * keeps when the day is over.
 */
export function rangeStatement(universityId: number, from: string, to: string, zone: string) {
  const kept = (column: string, types: SQL) =>
    sql`SELECT r.* FROM ready, jsonb_to_recordset(ready.${sql.raw(column)}) AS r(${types})`
  return sql`WITH
  kept AS (
    SELECT * FROM report_days
    WHERE university_id = ${universityId} AND day BETWEEN ${from}::date AND ${to}::date),
  ready AS (
    SELECT * FROM kept WHERE money IS NOT NULL AND zone = ${zone} AND day < ${KEPT_BEFORE}),
  todo AS (
    SELECT d::date AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
    WHERE d::date NOT IN (SELECT day FROM ready)),
  ${todoCtes(universityId, zone)},
  ${savedDays(universityId, zone)},
  ga AS (
    SELECT pay, staff_id, hour, orders, upgrades, voids, refunds, cents, gst, tendered, change,
      voided, refunded FROM g
    UNION ALL ${kept('money', MONEY)}),
  ka AS (
    SELECT stock_id, lines, qty, cents, redeemed, open FROM k UNION ALL ${kept('lines', LINES)}),
  ua AS (SELECT pay, stock_id, count, cents FROM uu UNION ALL ${kept('upgrades', UPGRADES)}),
  ca AS (
    SELECT kind, pay, stock_id, qty, cents FROM cc UNION ALL ${kept('corrections', CORRECTIONS)})
  SELECT ${figuresJson(universityId)} AS report, (SELECT count(*) FROM saved) AS saved`
}
