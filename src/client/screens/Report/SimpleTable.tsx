import type { ReactNode } from 'react'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'

export interface Column<T> {
  label: string
  cell: (row: T) => ReactNode
  /** Numbers and money line up on the right. */
  numeric?: boolean
}

/** A small read-only table: one row per item, one cell per column. */
export function SimpleTable<T>(props: {
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  empty?: string
}) {
  return (
    <Table size="small" aria-label={props.label}>
      <TableHead>
        <TableRow>
          {props.columns.map((c) => (
            <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={props.rowKey(row)}>
            {props.columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {props.rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={props.columns.length}>{props.empty ?? 'None.'}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  )
}
