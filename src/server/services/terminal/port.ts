/**
 * The card terminal as the server sees it: one interface, an adapter per kind of terminal. The
 * server creates the transaction id and writes the attempt before any of these is called.
 */

/** A terminal a kiosk is paired with, as stored. `settings` is the adapter's own (Linkly: the
 *  pairing secret and the POS id; the simulator: nothing). */
export interface PairedTerminal {
  /** terminals.id */
  id: number
  universityId: number
  adapter: 'simulator' | 'linkly'
  /** What the Z report calls it, e.g. "Counter 1 terminal". */
  label: string
  settings: Record<string, unknown>
}

/** What a terminal says about a transaction it was sent. */
export type TerminalOutcome =
  /** card masked: "VISA ····1234" */
  | { state: 'approved'; receipt: string; authCode: string; card: string }
  /** reason in plain words: "Declined by the card's bank" */
  | { state: 'declined'; reason: string }
  | { state: 'cancelled' }

export type TerminalStatus =
  | TerminalOutcome
  | { state: 'in-progress'; display: string | null }
  /** The terminal has no record of this id. */
  | { state: 'unknown' }

export type TerminalEvent =
  /** The terminal's own display line: "PRESENT CARD". */
  { kind: 'display'; text: string } | { kind: 'outcome'; outcome: TerminalOutcome }

/** Where an adapter delivers what its terminal says, as it says it (possibly twice, possibly out
 *  of order: the receiver ignores an event for a transaction already resolved). */
export type TerminalEventSink = (transactionId: string, event: TerminalEvent) => Promise<void>

export class TerminalUnreachable extends Error {}

export interface TerminalAdapter {
  readonly name: 'simulator' | 'linkly'
  /** Sends a purchase. Resolves once the terminal has ACCEPTED it (not when it is paid); the
   *  outcome comes later through the sink. Throws TerminalUnreachable when it cannot tell
   *  whether the terminal got it: the caller then asks status(). */
  purchase(terminal: PairedTerminal, txn: { id: string; amountCents: number }): Promise<void>
  /** A refund of `amountCents` (of `original`'s purchase where there was one). Same contract. */
  refund(
    terminal: PairedTerminal,
    txn: { id: string; amountCents: number; original: { id: string; receipt: string } | null },
  ): Promise<void>
  status(terminal: PairedTerminal, transactionId: string): Promise<TerminalStatus>
  cancel(terminal: PairedTerminal, transactionId: string): Promise<void>
}
