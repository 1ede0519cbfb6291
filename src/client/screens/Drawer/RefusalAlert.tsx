import Alert from '@mui/material/Alert'

/** Why the server refused, said where the person is looking. */
export function RefusalAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  )
}
