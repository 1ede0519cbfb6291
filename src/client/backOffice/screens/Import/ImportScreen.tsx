import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import type {
  FileProblem,
  ImportKindName,
  ImportPlan,
} from '../../../../domain/contract/backOfficeImport'
import { FileDrop } from './FileDrop'
import { ImportProgress, PlanSummary, ProblemList } from './ImportOutcome'

export const KIND_LABELS: Record<ImportKindName, string> = {
  ceremonies: 'Ceremonies',
  stocks: 'Stock (the catalogue)',
  students: 'Students',
  staff: 'Staff',
}

/** Where an import is: nothing chosen, checked (a dry run), refused, writing, or written. */
export type ImportStage =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string }
  | { step: 'planned'; fileName: string; plan: ImportPlan }
  | { step: 'refused'; fileName: string; message: string; problems: FileProblem[] }
  | { step: 'applying'; fileName: string; plan: ImportPlan; done: number; total: number }
  | { step: 'applied'; fileName: string; plan: ImportPlan }

export interface ImportScreenProps {
  /** The kind of file chosen in File of (ceremonies, stocks, students). */
  kind: ImportKindName
  /** Where the import is: nothing chosen, checking, checked, refused, writing or written. */
  stage: ImportStage
  /** Where Export as CSV downloads a kind's rows from. */
  exportHref: (kind: ImportKindName) => string
  /** Another kind was chosen in File of. */
  onKind: (kind: ImportKindName) => void
  /** A CSV file was chosen: check it with a dry run. */
  onFile: (file: File) => void
  /** Apply: write the checked file's changes. */
  onApply: () => void
  /** Cancel: leave the checked file unapplied. */
  onCancel: () => void
}

const busy = (stage: ImportStage) => stage.step === 'checking' || stage.step === 'applying'

/**
 * A CSV file of one kind: chosen, checked with a dry run that shows what it would add, update
 * and leave (or every mistake, by line and column), then applied. Each kind's rows can be
 * downloaded as the same CSV, to edit and import again.
 */
export function ImportScreen(props: ImportScreenProps) {
  const { stage, kind } = props
  return (
    <Box component="section" aria-labelledby="import-title" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="import-title" variant="h2">
        Import and export
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          label="File of"
          value={kind}
          disabled={busy(stage)}
          onChange={(e) => props.onKind(e.target.value as ImportKindName)}
          sx={{ minWidth: 260 }}
        >
          {(Object.keys(KIND_LABELS) as ImportKindName[]).map((k) => (
            <MenuItem key={k} value={k}>
              {KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={props.exportHref(kind)}
          download
        >
          Export {kind} as CSV
        </Button>
      </Box>
      <FileDrop
        label="Choose a CSV file"
        accept=".csv,text/csv"
        disabled={busy(stage)}
        onFile={props.onFile}
      />
      <Outcome {...props} />
    </Box>
  )
}

function Outcome({ stage, onApply, onCancel }: ImportScreenProps) {
  if (stage.step === 'idle') {
    return (
      <Typography color="text.secondary">
        Nothing is written until you have seen what the file changes and chosen Apply.
      </Typography>
    )
  }
  if (stage.step === 'checking') {
    return <ImportProgress label={`Checking ${stage.fileName}…`} />
  }
  if (stage.step === 'refused') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="error" role="alert">
          {stage.fileName}: {stage.message}
        </Alert>
        {stage.problems.length > 0 && <ProblemList problems={stage.problems} title="Mistakes" />}
      </Box>
    )
  }
  if (stage.step === 'applying') {
    return (
      <ImportProgress
        label={`Importing ${stage.fileName}: ${stage.done.toLocaleString('en')} of ${stage.total.toLocaleString('en')} rows written`}
        value={stage.total ? (100 * stage.done) / stage.total : 0}
      />
    )
  }
  if (stage.step === 'applied') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          {stage.fileName} is imported.
        </Alert>
        <PlanSummary plan={stage.plan} done />
      </Box>
    )
  }
  const changes = stage.plan.added + stage.plan.updated
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
        Dry run of {stage.fileName}: nothing is written yet
      </Typography>
      <PlanSummary plan={stage.plan} />
      {stage.plan.notes.length > 0 && (
        <ProblemList
          problems={stage.plan.notes}
          title={`${stage.plan.formula_cells} cell${stage.plan.formula_cells === 1 ? '' : 's'} kept as plain text`}
        />
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" onClick={onApply} disabled={changes === 0}>
          Apply
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
      {changes === 0 && <Typography>The database already holds every row of this file.</Typography>}
    </Box>
  )
}
