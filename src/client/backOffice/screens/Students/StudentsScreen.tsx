import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Pagination from '@mui/material/Pagination'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import type {
  AdminStudent,
  StudentFields,
  StudentPage,
} from '../../../../domain/contract/backOfficeStudents'
import { LoadState, type LoadStatus } from '../Shell/LoadState'
import { StudentDialog } from './StudentDialog'

export interface StudentsScreenProps {
  /** Whether the page is loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the page did not load, shown with Retry. */
  error?: string | null
  /** One page of the students found; null until it first arrives. */
  page: StudentPage | null
  /** The student id or name typed so far. */
  search: string
  /** The student whose record is open in the dialog, if any. */
  editing: AdminStudent | null
  /** The server's reasons for refusing the record, by column. */
  editErrors: Record<string, string[]>
  /** A refusal not tied to one column, shown atop the dialog; or nothing. */
  editMessage: string | null
  /** The record is on its way: the buttons wait for it. */
  saving: boolean
  /** The search was typed in. */
  onSearch: (search: string) => void
  /** Another page of the students was asked for. */
  onPage: (page: number) => void
  /** Open a student's record, or close it with null. */
  onEdit: (student: AdminStudent | null) => void
  /** Save the student's record as typed. */
  onSave: (student: AdminStudent, fields: StudentFields) => void
  /** Fetch the page again, after a failure. */
  onRetry: () => void
}

/** The university's students, found by id or name a page at a time, each record editable. */
export function StudentsScreen(props: StudentsScreenProps) {
  const students = props.page?.students ?? []
  const pages = props.page ? Math.max(1, Math.ceil(props.page.total / props.page.page_size)) : 1
  return (
    <Box component="section" aria-labelledby="students-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="students-title" variant="h2">
        Students
      </Typography>
      <TextField
        type="search"
        label="Search by student id or name"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        sx={{ maxWidth: 480 }}
      />
      <LoadState
        status={props.status}
        error={props.error}
        empty={students.length === 0}
        emptyText={props.search ? `No student matches "${props.search}".` : 'No students yet.'}
        onRetry={props.onRetry}
      />
      {props.status === 'ready' && students.length > 0 && (
        <>
          <Typography>
            {props.page!.total.toLocaleString('en')} student
            {props.page!.total === 1 ? '' : 's'}
          </Typography>
          <Table aria-label="Students" sx={{ bgcolor: 'background.paper' }}>
            <TableHead>
              <TableRow>
                <TableCell>Student id</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Ceremony</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Mobile</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {students.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.student_id}</TableCell>
                  <TableCell>
                    {s.name} {s.lastname}
                  </TableCell>
                  <TableCell>{s.ceremony_code ?? ''}</TableCell>
                  <TableCell>{s.email ?? ''}</TableCell>
                  <TableCell>{s.mobile ?? ''}</TableCell>
                  <TableCell align="right">
                    <Button
                      onClick={() => props.onEdit(s)}
                      aria-label={`Edit ${s.name} ${s.lastname} (${s.ceremony_code ?? ''})`}
                    >
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={props.page!.page}
              onChange={(_e, page) => props.onPage(page)}
              size="large"
              aria-label="Pages of students"
              // A fingertip's 48 px, as every other control of the back office.
              sx={{ '& .MuiPaginationItem-root': { minWidth: 48, height: 48 } }}
            />
          )}
        </>
      )}
      {props.editing && (
        <StudentDialog
          key={props.editing.id}
          student={props.editing}
          errors={props.editErrors}
          message={props.editMessage}
          saving={props.saving}
          onSave={(fields) => props.onSave(props.editing!, fields)}
          onClose={() => props.onEdit(null)}
        />
      )}
    </Box>
  )
}
