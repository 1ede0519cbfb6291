import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'

export type TenderKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'back' | 'clear'

const KEYS: TenderKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', 'back']

/** Dollars on a number pad; the point gives cents. */
export function TenderKeypad({
  onPress,
  backIcon,
}: {
  onPress: (key: TenderKey) => void
  backIcon: ReactNode
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {KEYS.map((key) => (
        <Button
          key={key}
          variant={key === 'back' ? 'outlined' : 'contained'}
          color={key === 'back' ? 'primary' : 'inherit'}
          aria-label={
            key === 'back' ? 'Delete last digit' : key === '.' ? 'Decimal point' : undefined
          }
          onClick={() => onPress(key)}
          sx={{ minHeight: 60, fontSize: '1.6rem' }}
        >
          {key === 'back' ? backIcon : key}
        </Button>
      ))}
    </Box>
  )
}
