import { useRef, useState, type DragEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import UploadFileIcon from '@mui/icons-material/UploadFile'

export interface FileDropProps {
  /** What the button says ("Choose a CSV file"). */
  label: string
  /** The files offered for choosing (".csv,text/csv"). */
  accept: string
  /** While a file is being checked or applied: no other can be chosen. */
  disabled?: boolean
  /** A file was chosen or dropped. */
  onFile: (file: File) => void
}

/**
 * A file chosen with the button (a real file input, so the keyboard and screen readers work as
 * everywhere) or dropped on the area around it, with the browser's own drag events.
 */
export function FileDrop({ label, accept, disabled, onFile }: FileDropProps) {
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const take = (files: FileList | null) => {
    const file = files?.[0]
    if (file && !disabled) onFile(file)
  }
  const hover = (event: DragEvent, on: boolean) => {
    event.preventDefault()
    setOver(on && !disabled)
  }
  return (
    <Box
      data-testid="file-drop"
      onDragEnter={(e) => hover(e, true)}
      onDragOver={(e) => hover(e, true)}
      onDragLeave={(e) => hover(e, false)}
      onDrop={(e) => {
        hover(e, false)
        take(e.dataTransfer.files)
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: 3,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      {/* A real button opens the hidden input's file chooser, for the finger and the keyboard. */}
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        aria-label={label}
        accept={accept}
        disabled={disabled}
        hidden
        onChange={(e) => {
          take(e.target.files)
          // The same file chosen again (after fixing it) is a new choice.
          e.target.value = ''
        }}
      />
      <Typography color="text.secondary">or drop it here</Typography>
    </Box>
  )
}
