import {
  TerminalUnreachable,
  type PairedTerminal,
  type TerminalAdapter,
  type TerminalEvent,
  type TerminalEventSink,
  type TerminalStatus,
} from '../port'
import type { LinklyConfig } from './config'
import { callLinkly, type LinklyAnswer } from './http'
import { isSessionId, txnRefOf } from './ids'
import { isNotifyAuthorization, notifyAuthorization } from './notifyAuthorization'
import { displayOf, outcomeOf, type LinklyDisplay, type LinklyTransaction } from './responses'
import { linklySettings, type LinklySettings } from './settings'
import { LinklyTokens } from './tokens'

/** A notification as Linkly posts it to this server's route. */
export interface LinklyNotification {
  tenant: string
  sessionId: string
  /** The {{type}} of the address: display, receipt, transaction, … */
  type: string
  authorization: string | undefined
  body: unknown
}

export type NotificationVerdict = 'accepted' | 'unauthorised' | 'not-found'

/** A notification checked: refused, or accepted with what it says (null: nothing to show). */
export type ReadNotification =
  | { verdict: 'unauthorised' | 'not-found' }
  | { verdict: 'accepted'; id: string; event: TerminalEvent | null }

export interface LinklyAdapter extends TerminalAdapter {
  readonly name: 'linkly'
  /** Checks a notification's session id and Authorization, and reads what it says. */
  read(notification: LinklyNotification): ReadNotification
  /** read(), then what it says goes to the sink. */
  receive(notification: LinklyNotification): Promise<NotificationVerdict>
}

export interface LinklyOptions {
  /** Every call to Linkly gives up after this long (TerminalUnreachable). */
  timeoutMs?: number
  now?: () => number
}

/** The last display line per session, for status() while a payment is under way. */
const DISPLAYS_KEPT = 500

export function makeLinklyAdapter(
  config: LinklyConfig,
  sink: TerminalEventSink,
  options: LinklyOptions = {},
): LinklyAdapter {
  const timeoutMs = options.timeoutMs ?? 15_000
  const tokens = new LinklyTokens(config, timeoutMs, options.now)
  const displays = new Map<string, string>()

  /** A POS API call with the terminal's token, asked again once if Linkly refuses the token. */
  async function withToken(
    settings: LinklySettings,
    call: (token: string) => Promise<LinklyAnswer>,
  ): Promise<LinklyAnswer> {
    const answer = await call(await tokens.get(settings))
    if (answer.status !== 401) return answer
    tokens.forget(settings)
    return call(await tokens.get(settings))
  }

  function sessionUrl(id: string, action: string): string {
    return `${config.apiUrl}/v1/sessions/${encodeURIComponent(id)}/${action}`
  }

  /** Sends a purchase or a refund in async mode: the outcome comes as notifications. */
  async function startTransaction(
    terminal: PairedTerminal,
    id: string,
    request: Record<string, unknown>,
  ): Promise<void> {
    const settings = linklySettings(terminal)
    const body = {
      Request: {
        Merchant: '00',
        Application: '00',
        CurrencyCode: 'AUD',
        CutReceipt: '0',
        ReceiptAutoPrint: '0',
        TxnRef: txnRefOf(id),
        ...request,
      },
      Notification: {
        Uri: `${config.notifyUrl}/${encodeURIComponent(settings.tenant)}/terminal/linkly/{{sessionid}}/{{type}}`,
        AuthorizationHeader: notifyAuthorization(config.notifySecret, settings.tenant, id),
      },
    }
    const answer = await withToken(settings, (token) =>
      callLinkly(`${sessionUrl(id, 'transaction')}?async=true`, {
        method: 'POST',
        body,
        token,
        timeoutMs,
      }),
    )
    if (answer.status >= 200 && answer.status < 300) return
    if (answer.status >= 500 || answer.status === 408 || answer.status === 429) {
      throw new TerminalUnreachable(`Linkly answered HTTP ${answer.status} to transaction ${id}.`)
    }
    // Linkly refused the request itself (a 4xx): it never reached the PIN pad.
    await sink(id, {
      kind: 'outcome',
      outcome: {
        state: 'declined',
        reason: `The card terminal service refused the payment (HTTP ${answer.status})`,
      },
    })
  }

  return {
    name: 'linkly',

    purchase: (terminal, txn) =>
      startTransaction(terminal, txn.id, { TxnType: 'P', AmtPurchase: txn.amountCents }),

    refund: (terminal, txn) =>
      startTransaction(terminal, txn.id, {
        TxnType: 'R',
        AmtPurchase: txn.amountCents,
        // The original purchase's reference, so the bank links the refund to it.
        ...(txn.original ? { PurchaseAnalysisData: { RFN: txn.original.receipt } } : {}),
      }),

    async status(terminal, transactionId): Promise<TerminalStatus> {
      const settings = linklySettings(terminal)
      const answer = await withToken(settings, (token) =>
        callLinkly(sessionUrl(transactionId, 'transaction'), { method: 'GET', token, timeoutMs }),
      )
      if (answer.status === 404) return { state: 'unknown' }
      const response = (answer.body as { Response?: LinklyTransaction } | null)?.Response
      if (answer.status === 200 && response && typeof response === 'object') {
        return outcomeOf(response)
      }
      if (answer.status >= 200 && answer.status < 300) {
        return { state: 'in-progress', display: displays.get(transactionId) ?? null }
      }
      throw new TerminalUnreachable(
        `Linkly answered HTTP ${answer.status} to the status of ${transactionId}.`,
      )
    },

    async cancel(terminal, transactionId) {
      const settings = linklySettings(terminal)
      // Key 0 is the PIN pad's cancel key; the cancelled outcome comes as a notification.
      const answer = await withToken(settings, (token) =>
        callLinkly(sessionUrl(transactionId, 'sendkey'), {
          method: 'POST',
          body: { Request: { Key: '0', Data: '' } },
          token,
          timeoutMs,
        }),
      )
      if (answer.status >= 500 || answer.status === 408 || answer.status === 429) {
        throw new TerminalUnreachable(`Linkly answered HTTP ${answer.status} to the cancel key.`)
      }
    },

    read({ tenant, sessionId, type, authorization, body }): ReadNotification {
      if (!isSessionId(sessionId)) return { verdict: 'not-found' }
      if (!isNotifyAuthorization(config.notifySecret, tenant, sessionId, authorization)) {
        return { verdict: 'unauthorised' }
      }
      const id = sessionId.toLowerCase()
      const response = (body as { Response?: unknown } | null)?.Response
      if (!response || typeof response !== 'object') return { verdict: 'accepted', id, event: null }
      if (type === 'display') {
        const text = displayOf(response as LinklyDisplay)
        if (!text) return { verdict: 'accepted', id, event: null }
        if (displays.size >= DISPLAYS_KEPT) displays.clear()
        displays.set(id, text)
        return { verdict: 'accepted', id, event: { kind: 'display', text } }
      }
      if (type === 'transaction') {
        displays.delete(id)
        const outcome = outcomeOf(response as LinklyTransaction)
        return { verdict: 'accepted', id, event: { kind: 'outcome', outcome } }
      }
      // Receipts and the rest say nothing the kiosk shows: the receipt is the university's own.
      return { verdict: 'accepted', id, event: null }
    },

    async receive(notification) {
      const read = this.read(notification)
      if (read.verdict === 'accepted' && read.event) await sink(read.id, read.event)
      return read.verdict
    },
  }
}
