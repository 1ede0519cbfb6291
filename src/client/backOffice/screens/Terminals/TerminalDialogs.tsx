import { useState } from 'react'
import DialogContentText from '@mui/material/DialogContentText'
import TextField from '@mui/material/TextField'
import type {
  CardTerminal,
  PairTerminal,
  TerminalAdapter,
} from '../../../../domain/contract/backOfficeTerminals'
import { FormDialog } from '../Shell/FormDialog'

export interface PairTerminalDialogProps {
  /** The kind of terminal this server pairs kiosks with: Linkly asks for its Cloud login too. */
  adapter: TerminalAdapter
  /** The server's reasons for refusing the pairing. */
  errors: string[]
  /** The pairing is on its way: the buttons wait for it. */
  saving: boolean
  /** Pair as typed. */
  onPair: (pairing: PairTerminal) => void
  /** Cancel: close without pairing. */
  onClose: () => void
}

/** A kiosk, by the code it shows, and with Linkly what the PIN pad's Cloud pairing needs. */
export function PairTerminalDialog(props: PairTerminalDialogProps) {
  const [pairing, setPairing] = useState({
    kiosk_code: '',
    label: '',
    username: '',
    password: '',
    pair_code: '',
  })
  const set = (key: keyof typeof pairing) => (event: { target: { value: string } }) =>
    setPairing({ ...pairing, [key]: event.target.value })
  const linkly = props.adapter === 'linkly'
  const { kiosk_code, label } = pairing
  return (
    <FormDialog
      title="Pair a kiosk"
      submit="Pair"
      errors={props.errors}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={() => props.onPair(linkly ? pairing : { kiosk_code, label })}
    >
      <DialogContentText>
        {linkly
          ? 'Start Cloud pairing on the PIN pad first (the bank’s instructions) and note the pair code it shows.'
          : 'This server uses the simulated card terminal: the kiosk gets a simulated terminal of its own.'}
      </DialogContentText>
      <TextField
        label="Kiosk code"
        value={kiosk_code}
        onChange={set('kiosk_code')}
        helperText="Shown on the kiosk's card payment screen, e.g. K-1A2B3C."
        required
        autoFocus
      />
      <TextField
        label="Terminal name"
        value={label}
        onChange={set('label')}
        helperText="Names it on the Z report. Left empty: the kiosk code and “terminal”."
      />
      {linkly && (
        <>
          <TextField
            label="Linkly Cloud username"
            autoComplete="off"
            value={pairing.username}
            onChange={set('username')}
            required
          />
          <TextField
            label="Linkly Cloud password"
            type="password"
            autoComplete="off"
            value={pairing.password}
            onChange={set('password')}
            helperText="Sent to Linkly once, never kept."
            required
          />
          <TextField
            label="Pair code"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            value={pairing.pair_code}
            onChange={set('pair_code')}
            helperText="The code the PIN pad shows; it can be used once."
            required
          />
        </>
      )}
    </FormDialog>
  )
}

export interface UnpairTerminalDialogProps {
  /** The pairing to end. */
  terminal: CardTerminal
  /** The server's reasons for refusing. */
  errors: string[]
  /** The unpairing is on its way: the buttons wait for it. */
  saving: boolean
  /** Unpair was tapped. */
  onConfirm: () => void
  /** Cancel: close and keep the pairing. */
  onClose: () => void
}

/** Asks before a kiosk loses its terminal: its card payments go elsewhere or stop. */
export function UnpairTerminalDialog(props: UnpairTerminalDialogProps) {
  const { terminal } = props
  return (
    <FormDialog
      title={`Unpair kiosk ${terminal.kiosk_code}?`}
      submit="Unpair"
      errors={props.errors}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={props.onConfirm}
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        {terminal.adapter === 'simulator'
          ? `“${terminal.label}” no longer takes this kiosk's card payments; at its next card payment the kiosk gets a new simulated terminal.`
          : `“${terminal.label}” no longer takes this kiosk's card payments: EFTPOS on this kiosk stops until it is paired again.`}{' '}
        Past payments keep the terminal's name.
      </DialogContentText>
    </FormDialog>
  )
}
