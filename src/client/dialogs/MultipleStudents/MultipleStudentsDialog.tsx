import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { Student } from '../../../domain/contract/student'
import { formatDayDate } from '../../../domain/dates'

export interface MultipleStudentsDialogProps {
  /** The records found for the student ID, one row each. */
  students: readonly Student[]
  /** A record was tapped. */
  onChoose: (student: Student) => void
  /** Closed without choosing. */
  onCancel: () => void
  /** Said above the records, e.g. that only the kiosk's kept students were searched offline. */
  notice?: string | null
}

/** One student id, several records (one per ceremony): staff pick the right one. */
export function MultipleStudentsDialog({
  students,
  onChoose,
  onCancel,
  notice = null,
}: MultipleStudentsDialogProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="multiple-title" maxWidth="sm" fullWidth>
      <DialogTitle id="multiple-title">
        {students.length > 1 ? 'Multiple Results Found' : 'Student Found'}
      </DialogTitle>
      <DialogContent>
        {notice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        <Typography sx={{ mb: 1 }}>Please select one of the records</Typography>
        <List aria-label="Students">
          {students.map((student) => (
            <ListItem key={student.id} disablePadding>
              <ListItemButton
                onClick={() => onChoose(student)}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mb: 1 }}
              >
                <ListItemText
                  primary={`${student.name} ${student.lastname}`}
                  secondary={
                    student.ceremony
                      ? `${student.ceremony.name} · ${formatDayDate(student.ceremony.date)}`
                      : 'No ceremony'
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel and go back
        </Button>
      </DialogActions>
    </Dialog>
  )
}
