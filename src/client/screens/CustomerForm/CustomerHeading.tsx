import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Clock } from '../../components/Clock'

/** Student Details with the student's id, or Create Customer; the clock on the right. */
export function CustomerHeading({ studentId, now }: { studentId: string | null; now?: Date }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography id="customer-title" variant="h2" component="h1">
          {studentId ? 'Student Details' : 'Create Customer'}
        </Typography>
        {studentId && (
          <Typography variant="h6" component="p">
            ID: {studentId}
          </Typography>
        )}
      </Box>
      <Clock now={now} variant="h6" color="text.secondary" />
    </Box>
  )
}
