import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'

/** A label and its figure; the last row of a sum is drawn bold. */
export type Figure = [label: string, value: string]

/** Labelled figures, one to a row, read by a screen reader as "Float $200.00". */
export function FigureTable(props: { label: string; rows: Figure[]; totalLast?: boolean }) {
  return (
    <Table size="small" aria-label={props.label}>
      <TableBody>
        {props.rows.map(([label, value], i) => {
          const bold = props.totalLast && i === props.rows.length - 1 ? 700 : undefined
          return (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: bold }}>
                {label}
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: bold, fontVariantNumeric: 'tabular-nums' }}
              >
                {value}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
