import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import { formatMoney } from '../../../domain/sale/money'
import type { UpgradeCost } from '../../../domain/upgrade'

function CostRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const sx = {
    fontWeight: strong ? 800 : 500,
    fontSize: strong ? '1.25rem' : undefined,
    borderBottom: 'none',
    py: 0.75,
  }
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={sx}>
        {label}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {value}
      </TableCell>
    </TableRow>
  )
}

/** The new item's cost less the original's: what the customer pays, with its GST. */
export function CostTable({ cost }: { cost: UpgradeCost }) {
  return (
    <Paper sx={{ p: 2, maxWidth: 520, width: '100%', justifySelf: 'end' }}>
      <Table aria-label="Upgrade cost" size="small">
        <TableBody>
          <CostRow label="Order upgrade Cost" value={formatMoney(cost.newCents)} />
          <CostRow label="Original Order" value={formatMoney(-cost.originalCents)} />
          <CostRow label="TOTAL PAYABLE" value={formatMoney(cost.payableCents)} strong />
          <CostRow label="Inc. GST of" value={formatMoney(cost.gstCents)} />
        </TableBody>
      </Table>
    </Paper>
  )
}
