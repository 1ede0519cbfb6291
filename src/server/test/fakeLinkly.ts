import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake's PIN pad handles the next transaction. */
export type LinklyScript =
  /** Shows PRESENT CARD and PROCESSING, then approves (or declines: 51, not enough funds). */
  | 'approve'
  | 'decline'
  /** Approves and sends the result twice. */
  | 'duplicate'
  /** Approves, then a late display arrives after the result. */
  | 'out-of-order'
  /** Approves on the PIN pad, but the answer to the POS's request is lost on the way. */
  | 'drop-answer'
  /** Approves, but sends no notification: only the status tells. */
  | 'silent'
  /** Shows PRESENT CARD and waits for the cancel key (or finish()). */
  | 'wait'

export interface FakeTransaction {
  sessionId: string
  request: Record<string, unknown>
  notification: { Uri: string; AuthorizationHeader: string } | null
  /** The result once the PIN pad has one. */
  response: Record<string, unknown> | null
}

export interface FakeLinkly {
  /** LINKLY_AUTH_URL and LINKLY_API_URL (one server answers both). */
  url: string
  credentials: { username: string; password: string; pairCode: string }
  transactions: Map<string, FakeTransaction>
  /** Every request, in order: method, path and the Authorization header. */
  requests: { method: string; path: string; authorization: string | null }[]
  /** Answers the notifications received (status codes), in order. */
  deliveries: { type: string; status: number }[]
  script(next: LinklyScript): void
  /** Token lifetime in seconds for the tokens issued from now on. */
  tokenSeconds: number
  /** Every token issued so far answers 401 from now on. */
  revokeTokens(): void
  /** Status requests get no answer at all. */
  hangStatus: boolean
  /** Ends a waiting transaction with this result and notifies it. */
  finish(sessionId: string, result: 'approve' | 'decline'): Promise<void>
  /** Posts a notification as Linkly would, with the Authorization the POS asked for. */
  notify(sessionId: string, type: string, response: Record<string, unknown>): Promise<number>
  /** Resolves once every notification scheduled for the session has been delivered. */
  settled(sessionId: string): Promise<void>
  close(): Promise<void>
}

let receipts = 0

export function approval(request: Record<string, unknown>): Record<string, unknown> {
  receipts += 1
  return {
    TxnType: request.TxnType,
    AmtPurchase: request.AmtPurchase,
    TxnRef: request.TxnRef,
    Success: true,
    ResponseCode: '00',
    ResponseText: 'APPROVED',
    AuthCode: 123456,
    CardType: 'VISA',
    Pan: '492181......1234',
    RRN: `RRN${receipts}`,
    PurchaseAnalysisData: { RFN: `RFN${String(receipts).padStart(6, '0')}` },
  }
}

const DECLINED = { Success: false, ResponseCode: '51', ResponseText: 'INSUFFICIENT FUNDS' }
const CANCELLED = { Success: false, ResponseCode: 'TM', ResponseText: 'OPERATOR CANCELLED' }

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(body === undefined ? '' : JSON.stringify(body))
}

/**
 * Linkly Cloud on loopback, answering the shapes of its REST API (pairing, tokens, async
 * transactions with notifications, the status of a session, the cancel key) as Linkly's own
 * samples use them; each test scripts the PIN pad.
 */
export async function startFakeLinkly(): Promise<FakeLinkly> {
  const credentials = { username: 'uni-cloud', password: 'cloud-password', pairCode: '123456' }
  const secrets = new Set<string>()
  const tokens = new Map<string, boolean>()
  const transactions = new Map<string, FakeTransaction>()
  const chains = new Map<string, Promise<void>>()
  const requests: FakeLinkly['requests'] = []
  const deliveries: FakeLinkly['deliveries'] = []
  let next: LinklyScript = 'approve'

  async function notify(sessionId: string, type: string, response: Record<string, unknown>) {
    const txn = transactions.get(sessionId)
    if (!txn?.notification) throw new Error(`no notification address for ${sessionId}`)
    const uri = txn.notification.Uri.replaceAll('{{sessionid}}', sessionId).replaceAll(
      '{{type}}',
      type,
    )
    const answer = await fetch(uri, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: txn.notification.AuthorizationHeader,
      },
      body: JSON.stringify({ SessionId: sessionId, ResponseType: type, Response: response }),
    })
    deliveries.push({ type, status: answer.status })
    return answer.status
  }

  /** Delivers notifications one after another, as a PIN pad's screens follow each other. */
  function schedule(sessionId: string, steps: [string, Record<string, unknown>][]) {
    const previous = chains.get(sessionId) ?? Promise.resolve()
    const chain = previous
      .then(async () => {
        for (const [type, response] of steps) await notify(sessionId, type, response)
      })
      // A POS that is gone (a test's server closed) just misses the notification, as with Linkly.
      .catch(() => {
        deliveries.push({ type: 'undelivered', status: 0 })
      })
    chains.set(sessionId, chain)
  }

  const display = (...lines: string[]) => ({ DisplayText: lines, CancelKeyFlag: true })

  function start(txn: FakeTransaction, script: LinklyScript) {
    const approved = approval(txn.request)
    const result = script === 'decline' ? { ...txn.request, ...DECLINED } : approved
    if (script === 'wait') {
      schedule(txn.sessionId, [['display', display('PRESENT CARD', '')]])
      return
    }
    txn.response = result
    if (script === 'silent' || script === 'drop-answer') return
    const steps: [string, Record<string, unknown>][] = [
      ['display', display('PRESENT CARD', '')],
      ['display', display('PROCESSING', 'PLEASE WAIT')],
      ['receipt', { ReceiptText: ['CUSTOMER COPY'] }],
      ['transaction', result],
    ]
    if (script === 'duplicate') steps.push(['transaction', result])
    if (script === 'out-of-order') steps.push(['display', display('PRESENT CARD', '')])
    schedule(txn.sessionId, steps)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const authorization = request.headers.authorization ?? null
    requests.push({ method: request.method ?? '', path: url.pathname, authorization })
    void readBody(request).then((body) => {
      if (url.pathname === '/v1/pairing/cloudpos') {
        const ok =
          body.username === credentials.username &&
          body.password === credentials.password &&
          body.pairCode === credentials.pairCode
        if (!ok) return send(response, 401, { message: 'Invalid credentials' })
        const secret = randomBytes(32).toString('hex')
        secrets.add(secret)
        return send(response, 200, { secret })
      }
      if (url.pathname === '/v1/tokens/cloudpos') {
        if (!secrets.has(body.secret as string)) return send(response, 401, {})
        if (!body.posId || !body.posVendorId || !body.posName || !body.posVersion) {
          return send(response, 400, { message: 'posId, posVendorId, posName and posVersion' })
        }
        const token = randomBytes(24).toString('hex')
        tokens.set(token, true)
        return send(response, 200, { token, expirySeconds: fake.tokenSeconds })
      }
      const session = /^\/v1\/sessions\/([^/]+)\/(transaction|sendkey)$/.exec(url.pathname)
      if (!session) return send(response, 404, { message: 'no such endpoint' })
      const token = authorization?.replace(/^Bearer /, '') ?? ''
      if (!tokens.get(token)) return send(response, 401, { message: 'token expired' })
      const [, sessionId = '', action] = session
      const txn = transactions.get(sessionId)
      if (action === 'transaction' && request.method === 'GET') {
        if (fake.hangStatus) return // no answer: the POS's timeout has to end it
        if (!txn) return send(response, 404, { message: 'session not found' })
        if (!txn.response) return send(response, 202, {})
        return send(response, 200, {
          SessionId: sessionId,
          ResponseType: 'transaction',
          Response: txn.response,
        })
      }
      if (action === 'transaction') {
        if (url.searchParams.get('async') !== 'true') return send(response, 400, {})
        const created: FakeTransaction = {
          sessionId,
          request: body.Request as Record<string, unknown>,
          notification: (body.Notification as FakeTransaction['notification']) ?? null,
          response: null,
        }
        transactions.set(sessionId, created)
        const script = next
        start(created, script)
        if (script === 'drop-answer') return request.socket.destroy()
        return send(response, 202, {})
      }
      // The cancel key: a waiting transaction ends cancelled; a finished one is unchanged.
      if (!txn) return send(response, 404, { message: 'session not found' })
      const key = (body.Request as { Key?: string } | undefined)?.Key
      if (key === '0' && !txn.response) {
        txn.response = { ...txn.request, ...CANCELLED }
        schedule(sessionId, [['transaction', txn.response]])
      }
      return send(response, 200, {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo

  const fake: FakeLinkly = {
    url: `http://127.0.0.1:${port}`,
    credentials,
    transactions,
    requests,
    deliveries,
    tokenSeconds: 3600,
    hangStatus: false,
    script(script) {
      next = script
    },
    revokeTokens() {
      for (const token of tokens.keys()) tokens.set(token, false)
    },
    async finish(sessionId, result) {
      const txn = transactions.get(sessionId)
      if (!txn) throw new Error(`no transaction ${sessionId}`)
      txn.response = result === 'approve' ? approval(txn.request) : { ...txn.request, ...DECLINED }
      schedule(sessionId, [['transaction', txn.response]])
      await fake.settled(sessionId)
    },
    notify,
    settled: async (sessionId) => {
      await chains.get(sessionId)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return fake
}
