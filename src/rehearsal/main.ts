/**
 * `npm run rehearse -- [--seed N] [--kiosks 20] [--hours 2] [--time-factor 60]`: a whole ceremony
 * day on PostgreSQL with two server processes, while mail, the ordering system, the network, a
 * server process and PostgreSQL fail on a seeded schedule; then the proof that nothing was lost,
 * doubled or miscounted (docs/operations.md).
 */
import { startSmtp } from '../server/test/smtp'
import { FaultClock, mailCuts, prepareFaults, realSpan, type Crash, type World } from './faults'
import { printFigures } from './figures'
import { startRehearsalGes } from './ges'
import { Kiosk } from './kiosk'
import { newLedger } from './ledger'
import { readOptions } from './options'
import { faultSchedule, saleTimes } from './plan'
import { startPostgres } from './postgres'
import { prove, type Arrived } from './proof'
import { startFront } from './proxy'
import { seeded } from './random'
import { startServers } from './servers'
import { setStage } from './setup'
import { proveTakings } from './takings'
import { sleep } from './transport'
import { readRows, recovery, settled } from './worldRows'

const options = readOptions()
console.log(`rehearsal seed ${options.seed} (replay with --seed ${options.seed})`)
const random = seeded(options.seed)
const dayMs = options.hours * 3_600_000
const real = (dayTime: number) => dayTime / options.timeFactor
const faults = faultSchedule(random.fork(), dayMs, options.kiosks)
console.log(
  `${options.kiosks} kiosks, ${options.hours} h of ceremony in ${(real(dayMs) / 1000).toFixed(0)} s, ${faults.length} faults`,
)

const postgres = await startPostgres()
const cleanups: (() => Promise<unknown>)[] = [() => postgres.stop()]
// Whatever fails, the cluster and the server processes this run started go with it.
process.once('uncaughtException', (error) => {
  console.error(error)
  void (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
    console.log('rehearsal: did not finish')
    process.exit(1)
  })()
})
let verdict = { ok: false, line: 'rehearsal: did not finish' }
try {
  verdict = await rehearse()
} catch (error) {
  console.error(error)
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error))
}
console.log(verdict.line)
process.exit(verdict.ok ? 0 : 1)

async function rehearse(): Promise<{ ok: boolean; line: string }> {
  const stage = await setStage(postgres.url, options.seed)
  const smtp = await startSmtp()
  cleanups.push(() => smtp.close())
  const mailFront = await startFront(() => [smtp.port])
  cleanups.push(() => mailFront.close())
  const ges = await startRehearsalGes()
  cleanups.push(() => ges.close())
  const servers = await startServers({
    databaseUrl: postgres.url,
    smtpUrl: `smtp://127.0.0.1:${mailFront.port}`,
    gesUrl: ges.url,
  })
  cleanups.push(() => servers.stop())
  const hall = await startFront(() => servers.live())
  cleanups.push(() => hall.close())
  const fronts = await Promise.all(
    Array.from({ length: options.kiosks }, () => startFront(() => servers.live())),
  )
  for (const front of fronts) cleanups.push(() => front.close())

  // The SMTP server keeps what it received, not when: each message's time is noted as it lands.
  const arrived: Arrived[] = []
  const keep = smtp.received.push.bind(smtp.received)
  smtp.received.push = (...mail) => {
    for (const one of mail) arrived.push({ mail: one, at: Date.now() })
    return keep(...mail)
  }

  const clock = new FaultClock()
  const ledger = newLedger()
  const counter = { ...stage, ledger, faultOn: () => clock.on() }
  const kiosks = fronts.map(
    (front, i) =>
      new Kiosk(
        i,
        { url: `http://127.0.0.1:${front.port}`, offline: () => front.mode() === 'down' },
        counter,
        random.fork(),
        // Not forked from the day's generator: that would shift every draw after it.
        seeded(options.seed * 64 + i + 1),
      ),
  )
  const world: World = {
    servers,
    postgres,
    ges,
    smtp: mailFront,
    kiosks: fronts,
    hall,
    betweenPayments: (n) => kiosks[n]!.betweenPayments(),
  }
  // One after another, as a hall's kiosks start: a burst of logins to one account meets its bound.
  for (const kiosk of kiosks) await kiosk.open()
  await prepareFaults(world)

  const started = Date.now()
  const stamp = () => stampOf(Date.now()).slice(0, 5)
  // A real moment as the day's clock (hh:mm:ss), which the fault lines are printed in.
  const stampOf = (at: number) => {
    const seconds = Math.floor(((at - started) * options.timeFactor) / 1000)
    const two = (n: number) => String(n).padStart(2, '0')
    return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`
  }
  const faulting = faults.map(async (fault) => {
    await sleep(real(fault.at))
    await clock.run(world, fault, realSpan(fault, real), stamp)
  })
  const selling = kiosks.map(async (kiosk) => {
    for (const at of saleTimes(random.fork(), dayMs)) {
      await sleep(Math.max(0, started + real(at) - Date.now()))
      await kiosk.act()
    }
  })
  await Promise.race([Promise.all(selling), servers.crashed])
  const sellingMs = Date.now() - started
  await Promise.race([Promise.all(faulting), servers.crashed])
  for (const kiosk of kiosks) await kiosk.close()
  const dayOver = Date.now()
  console.log(
    `day over after ${(sellingMs / 1000).toFixed(0)} s; waiting for the outboxes to empty`,
  )

  const deadline = Date.now() + options.drainSeconds * 1000
  let rows = await readRows(postgres.url, stage.ceremonyId)
  while (!settled(rows) && Date.now() < deadline) {
    await sleep(500)
    rows = await readRows(postgres.url, stage.ceremonyId)
  }
  // A last look a moment later: a message sent twice shows up after its row says "sent".
  await sleep(2000)
  rows = await readRows(postgres.url, stage.ceremonyId)

  const crashes = [...clock.crashes, ...mailCuts(mailFront)]
  const proof = await prove(ledger, rows, arrived, ges.calls, crashes, stampOf)
  const takings = await proveTakings(`http://127.0.0.1:${hall.port}`, stage.ceremonyId, ledger)
  const pushTimes = ges.calls.filter((c) => c.takenAt).map((c) => c.takenAt!)
  printFigures(
    `Rehearsal, seed ${options.seed}: ${options.kiosks} kiosks, ${options.hours} h at ×${options.timeFactor}`,
    {
      sales: ledger.latencies.length,
      sellingMs,
      latencies: ledger.latencies,
      receiptRecoveryMs: recovery(rows.mail, clock.pathEnded.mail),
      pushRecoveryMs: recovery(rows.outbox, clock.pathEnded.ges),
      receiptDrainMs: Math.max(0, Math.max(0, ...arrived.map((a) => a.at)) - dayOver),
      pushDrainMs: Math.max(0, Math.max(0, ...pushTimes) - dayOver),
    },
  )
  const cardStates = (state: string) => ledger.cards.filter((c) => c.state === state).length
  const met = (outcome: string) => rows.cards.filter((c) => c.outcome === outcome).length
  const faultsMet = ['decline', 'lose-response', 'slow', 'offline'].map((o) => `${o} ${met(o)}`)
  console.log(
    `\n${ledger.sales.length} sales (${ledger.sales.filter((s) => s.offlineNumber).length} offline), card payments ${cardStates('approved')} approved, ${cardStates('declined')} declined, ${cardStates('cancelled')} cancelled (${rows.cards.filter((c) => c.needsRefund).length} to refund; terminal faults met: ${faultsMet.join(', ')}), ${ledger.upgrades.length} upgrades, ${ledger.corrections.length} voids and refunds, ${ledger.redeems} redeemed, ${ledger.lookups} lookups, ${ledger.drawers.length} drawers closed; sent again after a crash cut the first short: ${proof.receipts.redelivered} receipts, ${proof.pushes.redelivered} pushes`,
  )
  for (const finding of [...proof.findings, ...takings]) console.log(`  ✗ ${finding}`)
  if (proof.findings.length) {
    const when = (c: Crash) => `${c.path} ${stampOf(c.from)}–${stampOf(c.to)}`
    console.log(`  crashes that excuse a delivery sent again: ${crashes.map(when).join(', ')}`)
  }
  const match = takings.length === 0
  // Lost and doubled count sales, receipts and pushes alike: any of them is a failed day.
  const lost = proof.lost + proof.receipts.lost + proof.pushes.lost
  const doubled = proof.doubled + proof.receipts.doubled + proof.pushes.doubled
  const allWell =
    lost === 0 &&
    doubled === 0 &&
    proof.receipts.delivered === proof.receipts.due &&
    proof.pushes.delivered === proof.pushes.due &&
    proof.findings.length === 0 &&
    match
  const line = `rehearsal: ${proof.sales} sales, lost ${lost}, doubled ${doubled}, receipts ${proof.receipts.delivered}/${proof.receipts.due}, pushes ${proof.pushes.delivered}/${proof.pushes.due}, takings match: ${match ? 'yes' : 'no'}`
  return { ok: allWell, line }
}
