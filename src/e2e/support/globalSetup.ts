import { cp, mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openDatabase } from '../../server/db/client'
import { seedDemo } from '../../server/demo/seed'
import { builtPages } from '../../server/pages/render'
import { openEmptyDataDir } from '../../server/test/emptyDataDir'

export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  html: string
}

function listen(server: Server | SMTPServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address =
        (server as Server).address?.() ?? (server as unknown as { server: Server }).server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
}

/**
 * One real kiosk for the whole run: the built client served by the real server on a loopback
 * port, a fresh embedded database with the demo data, and a real SMTP server catching the mail.
 * An inspection endpoint lets tests read the database and the mailbox, as they run in other
 * processes than this one.
 */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pos-e2e-'))
  const mail: ReceivedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to]
            .flat()
            .flatMap((a) => (a ? a.value.map((v) => v.address ?? '') : []))
          mail.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const smtpPort = await listen(smtp)

  // The demo data is made once. The shared kiosk opens a copy, and each kiosk of a test's own
  // starts from another (demoDataCopy) instead of creating and seeding a database of its own.
  const demoDir = await mkdtemp(path.join(tmpdir(), 'pos-e2e-demo-'))
  const { database: demo } = await openEmptyDataDir(demoDir)
  await seedDemo(demo.db)
  await demo.close()
  await cp(demoDir, dataDir, { recursive: true })
  const database = await openDatabase({ databaseUrl: null, dataDir })
  const config = {
    ...loadConfig(),
    port: 0,
    dataDir,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    logLevel: 'warn',
    // Every test's browser logs in from 127.0.0.1, each with a new guest session: a quick run has
    // made more than the 30 a minute one address may, and its last logins were refused (429).
    guestSessionsPerMinute: 1_000,
    // The recovery job asks a quiet terminal after 1 s, not 3, and one that does not answer at
    // least every second, not every 30: a test of what the terminal says after a cut (a lost
    // answer, an offline terminal back) then waits on the answer, not on the back-off.
    terminalTiming: { quietMs: 1_000, recheckMaxSeconds: 1 },
  }
  const app = await buildApp({
    config,
    database,
    pages: builtPages(path.resolve('dist/client')),
    logger: false,
    // The mail server lives in this busy runner process: on a loaded machine it can take longer
    // than a kiosk's 2 s to answer, and a receipt said "queued" is not what these tests look at.
    mail: { receiptWaitMs: 20_000 },
  })
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })

  const inspector = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(value))
      }
      if (request.url === '/mail') return reply(200, mail)
      if (request.url === '/sql' && request.method === 'POST') {
        const { text } = JSON.parse(body) as { text: string }
        database.db
          .execute(sql.raw(text))
          .then((result) => reply(200, result.rows))
          .catch((error: Error) => reply(400, { message: error.message }))
        return
      }
      reply(404, { message: 'unknown' })
    })
  })
  const inspectPort = await listen(inspector)

  process.env.E2E_BASE_URL = baseUrl
  process.env.E2E_DEMO_DATA_DIR = demoDir
  process.env.E2E_INSPECT_URL = `http://127.0.0.1:${inspectPort}`

  return async () => {
    await app.close()
    await database.close()
    inspector.close()
    smtp.close()
    await rm(dataDir, { recursive: true, force: true })
    await rm(demoDir, { recursive: true, force: true })
  }
}
