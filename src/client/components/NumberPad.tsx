import type { KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import BackspaceIcon from '@mui/icons-material/Backspace'

/** A key of a pad: a digit, the point, or an editing key. */
export type PadKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'back' | 'clear'

const NAMES: Partial<Record<PadKey, string>> = { back: 'Delete last digit', '.': 'Decimal point' }

export interface NumberPadProps {
  /** The keys in reading order, three to a row. */
  keys: readonly PadKey[]
  /** A key was tapped or typed on a keyboard. */
  onPress: (key: PadKey) => void
  /**
   * The PIN pad's keys are the larger (72 px high; a drawer amount's 60 px); the cash pad's are
   * 52 px, so that it fits under the total on a 768 px high screen.
   */
  size: 'large' | 'medium' | 'compact'
  /** Every key greyed out and untappable (a PIN pad during a lockout). */
  disabled?: boolean
}

/** Touch-sized keys three to a row: digits filled, the editing keys (back, clear) outlined. */
export function NumberPad({ keys, onPress, size, disabled }: NumberPadProps) {
  const large = size === 'large'
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: large ? 1.5 : 1 }}>
      {keys.map((key, i) => {
        const editing = key === 'back' || key === 'clear'
        // A key left alone on the last row (the cash pad's Clear) takes the whole row.
        const alone = i === keys.length - 1 && keys.length % 3 === 1
        return (
          <Button
            key={key}
            variant={editing ? 'outlined' : 'contained'}
            color={editing ? 'primary' : 'inherit'}
            aria-label={NAMES[key]}
            disabled={disabled}
            onClick={() => onPress(key)}
            sx={{
              gridColumn: alone ? '1 / -1' : undefined,
              minHeight: large ? 72 : size === 'medium' ? 60 : 52,
              fontSize: key === 'clear' ? '1rem' : large ? '1.8rem' : '1.6rem',
            }}
          >
            {key === 'back' ? <BackspaceIcon /> : key === 'clear' ? 'Clear' : key}
          </Button>
        )
      })}
    </Box>
  )
}

/** The pad's keyboard: the keys `typed` allows, Backspace, and Enter to submit. */
export function padKeyDown(typed: RegExp, press: (key: PadKey) => void, submit: () => void) {
  return (event: KeyboardEvent) => {
    if (typed.test(event.key)) press(event.key as PadKey)
    else if (event.key === 'Backspace') press('back')
    else if (event.key === 'Enter') submit()
  }
}
