import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { DeepReadonly } from '../../domain/readonly'
import type { Receipt, ReceiptRow } from '../../domain/receipt/receipt'

/** Labelled facts as a definition list; each value is named by its label for those who listen. */
function Facts({
  rows,
  strongFirst = false,
}: {
  rows: DeepReadonly<ReceiptRow[]>
  strongFirst?: boolean
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map((row, i) => (
        <Box
          key={row.label}
          sx={{ display: 'contents', fontWeight: strongFirst && i === 0 ? 700 : undefined }}
        >
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box component="dd" aria-label={row.label} sx={{ m: 0 }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

/**
 * The receipt on screen, from the same model as the email: its facts, its items (each with its
 * colour and whether it is posted) and the totals with their GST.
 */
export function ReceiptView({ receipt }: { receipt: DeepReadonly<Receipt> }) {
  return (
    <Box component="section" aria-label={receipt.title} sx={{ display: 'grid', gap: 2 }}>
      <Facts rows={receipt.facts} />
      <Table size="small" aria-label="Items">
        <TableBody>
          {receipt.lines.map((line, i) => (
            <TableRow key={`${line.name}-${i}`}>
              {/* "1 ×" on one line, however long the name beside it. */}
              <TableCell sx={{ width: 48, whiteSpace: 'nowrap' }}>{line.qty} ×</TableCell>
              <TableCell>
                {line.name}
                {line.details.map((detail) => (
                  <Typography key={detail} variant="body2" color="text.secondary">
                    {detail}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">{line.amount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Facts rows={receipt.totals} strongFirst />
      <Typography variant="caption" color="text.secondary">
        {receipt.footnote}
      </Typography>
    </Box>
  )
}
