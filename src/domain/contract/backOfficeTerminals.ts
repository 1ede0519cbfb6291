import Type from 'typebox'
import { Nullable } from './common'

/** The back office's card terminals (/{tenant}/admin/api/terminals). No secret is ever sent back. */
export const TerminalAdapter = Type.Union([Type.Literal('simulator'), Type.Literal('linkly')])
export type TerminalAdapter = Type.Static<typeof TerminalAdapter>

export const CardTerminal = Type.Object({
  /** The code the kiosk shows on its card payment screen (K-1A2B3C). */
  kiosk_code: Type.String(),
  /** The terminal's number, as card payments and the Z report name it. */
  terminal_id: Type.Integer(),
  adapter: TerminalAdapter,
  label: Type.String(),
  paired_at: Type.String({ format: 'date-time' }),
  /** How it was paired: by a manager here, by `npm run admin`, or by no one (the simulator's own). */
  paired_via: Nullable(Type.Union([Type.Literal('back office'), Type.Literal('admin command')])),
  /** The manager who paired it here. */
  paired_by: Nullable(Type.String()),
})
export type CardTerminal = Type.Static<typeof CardTerminal>

export const CardTerminalList = Type.Object({
  terminals: Type.Array(CardTerminal),
  /** The kind of terminal this server pairs kiosks with (its TERMINAL setting). */
  adapter: TerminalAdapter,
})
export type CardTerminalList = Type.Static<typeof CardTerminalList>

/** A kiosk to pair; with Linkly, also what the CLI takes: the Cloud login and the PIN pad's code. */
export const PairTerminalBody = Type.Object({
  kiosk_code: Type.String({ maxLength: 50 }),
  label: Type.Optional(Type.String({ maxLength: 200 })),
  username: Type.Optional(Type.String({ maxLength: 300 })),
  password: Type.Optional(Type.String({ maxLength: 300 })),
  pair_code: Type.Optional(Type.String({ maxLength: 50 })),
  _token: Type.Optional(Type.String()),
})
export type PairTerminal = Omit<Type.Static<typeof PairTerminalBody>, '_token'>

export const UnpairTerminalParams = Type.Object({
  tenant: Type.String(),
  code: Type.String({ maxLength: 50 }),
})
