import Box from '@mui/material/Box'
import QRCode from 'react-qr-code'
import { Fact } from './Fact'

/** The ordering system's reference number, and the same as a QR code to scan at collection. */
export function ReferenceCode({ reference }: { reference: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 3,
        alignItems: 'center',
        p: 2,
        bgcolor: 'grey.50',
        borderRadius: 2,
      }}
    >
      <Box sx={{ bgcolor: '#fff', p: 1, lineHeight: 0 }}>
        <QRCode
          value={reference}
          level="H"
          size={112}
          role="img"
          aria-label={`QR code of reference number ${reference}`}
        />
      </Box>
      <Fact label="Reference Number" value={reference} />
    </Box>
  )
}
