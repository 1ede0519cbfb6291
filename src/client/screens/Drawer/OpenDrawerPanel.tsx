import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Cents } from '../../../domain/sale/money'
import { enteredCents, MONEY_KEYS, typedMoney } from '../../components/moneyEntry'
import { NumberPad, padKeyDown, type PadKey } from '../../components/NumberPad'
import { PadReadout } from '../../components/PadDialog'
import { RefusalAlert } from './RefusalAlert'

export interface OpenDrawerPanelProps {
  refusal: string | null
  onOpen: (float: Cents) => void
}

/** No drawer is open: the float counted into it is keyed on a money pad. */
export function OpenDrawerPanel({ refusal, onOpen }: OpenDrawerPanelProps) {
  const [entry, setEntry] = useState('')
  const float = enteredCents(entry)
  const press = (key: PadKey) => setEntry((e) => typedMoney(e, key))
  const open = () => float !== null && onOpen(float)
  return (
    <Paper
      component="section"
      aria-labelledby="open-drawer-title"
      onKeyDown={padKeyDown(/^[0-9.]$/, press, open)}
      sx={{ p: 3, maxWidth: 420, width: '100%', mx: 'auto', display: 'grid', gap: 2 }}
    >
      <Typography id="open-drawer-title" variant="h2" sx={{ fontSize: '1.6rem' }}>
        Open the cash drawer
      </Typography>
      <Typography color="text.secondary">Count the float into the drawer and key it in.</Typography>
      <RefusalAlert message={refusal} />
      <PadReadout label="Float" variant="amount">
        {entry === '' ? '$' : `$${entry}`}
      </PadReadout>
      <NumberPad keys={MONEY_KEYS} onPress={press} size="medium" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="large" disabled={float === null} onClick={open}>
          Open the drawer
        </Button>
      </Box>
    </Paper>
  )
}
