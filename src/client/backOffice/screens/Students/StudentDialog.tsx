import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import {
  STUDENT_COLUMNS,
  type AdminStudent,
  type StudentColumn,
  type StudentFields,
} from '../../../../domain/contract/backOfficeStudents'

const LABELS: Record<StudentColumn, string> = {
  student_id: 'Student id',
  ceremony_code: 'Ceremony code',
  title: 'Title',
  name: 'Given name',
  othername: 'Other names',
  lastname: 'Last name',
  email: 'Email',
  countrycode: 'Calling code',
  phone: 'Phone',
  mobile: 'Mobile',
  streetname1: 'Street',
  city: 'City',
  state: 'State',
  postcode: 'Postcode',
  country: 'Country',
}

const formOf = (student: AdminStudent): StudentFields =>
  Object.fromEntries(STUDENT_COLUMNS.map((c) => [c, student[c] ?? '']))

export interface StudentDialogProps {
  /** The student whose record is edited. */
  student: AdminStudent
  /** The server's reasons by column (the rules of students.csv). */
  errors: Record<string, string[]>
  /** A refusal not tied to one column, shown atop the dialog; or nothing. */
  message: string | null
  /** The record is on its way: the buttons wait for it. */
  saving: boolean
  /** Save the record as typed. */
  onSave: (fields: StudentFields) => void
  /** Cancel: close without saving. */
  onClose: () => void
}

/** A student's record as the columns of students.csv, saved by that file's rules. */
export function StudentDialog(props: StudentDialogProps) {
  const [form, setForm] = useState(() => formOf(props.student))
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="student-dialog-title" maxWidth="md">
      <DialogTitle id="student-dialog-title">
        Edit {props.student.name} {props.student.lastname}
      </DialogTitle>
      <DialogContent>
        {props.message && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {props.message}
          </Alert>
        )}
        <Box
          component="form"
          id="student-form"
          onSubmit={(e) => {
            e.preventDefault()
            props.onSave(form)
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, pt: 1 }}
        >
          {STUDENT_COLUMNS.map((column) => (
            <TextField
              key={column}
              label={LABELS[column]}
              value={form[column] ?? ''}
              onChange={(e) => setForm({ ...form, [column]: e.target.value })}
              error={Boolean(props.errors[column])}
              helperText={props.errors[column]?.join(' ')}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button type="submit" form="student-form" variant="contained" disabled={props.saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  )
}
