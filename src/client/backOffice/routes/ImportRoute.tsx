import { useState } from 'react'
import { MAX_IMPORT_BYTES, type ImportKindName } from '../../../domain/contract/backOfficeImport'
import { applyImport, dryRunImport, exportHref, ImportRefusedError } from '../api/imports'
import { ImportScreen, type ImportStage } from '../screens/Import/ImportScreen'

/** Why a chosen file is not sent at all, or null. */
function localRefusal(file: File): string | null {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
    return 'This is not a CSV file. Save the spreadsheet as "CSV UTF-8 (Comma delimited)" and choose that file.'
  }
  if (file.size > MAX_IMPORT_BYTES) {
    return `The file is ${Math.ceil(file.size / 1024 / 1024)} MB; at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB is imported at once. Split it into smaller files.`
  }
  return null
}

const refusedStage = (fileName: string, error: unknown): ImportStage => ({
  step: 'refused',
  fileName,
  message: error instanceof Error ? error.message : String(error),
  problems: error instanceof ImportRefusedError ? error.problems : [],
})

/** #/import: a file checked by a dry run, then applied with its progress shown. */
export function ImportRoute() {
  const [kind, setKind] = useState<ImportKindName>('stocks')
  const [file, setFile] = useState<File | null>(null)
  const [stage, setStage] = useState<ImportStage>({ step: 'idle' })

  const check = async (chosen: File) => {
    setFile(chosen)
    const refused = localRefusal(chosen)
    if (refused) return setStage(refusedStage(chosen.name, new Error(refused)))
    setStage({ step: 'checking', fileName: chosen.name })
    try {
      setStage({ step: 'planned', fileName: chosen.name, plan: await dryRunImport(kind, chosen) })
    } catch (error) {
      setStage(refusedStage(chosen.name, error))
    }
  }

  const apply = async () => {
    if (!file || stage.step !== 'planned') return
    const { plan, fileName } = stage
    setStage({ step: 'applying', fileName, plan, done: 0, total: 0 })
    try {
      const applied = await applyImport(kind, file, (done, total) =>
        setStage({ step: 'applying', fileName, plan, done, total }),
      )
      setStage({ step: 'applied', fileName, plan: applied })
    } catch (error) {
      setStage(refusedStage(fileName, error))
    }
  }

  return (
    <ImportScreen
      kind={kind}
      stage={stage}
      exportHref={exportHref}
      onKind={(next) => {
        setKind(next)
        setStage({ step: 'idle' })
      }}
      onFile={(chosen) => void check(chosen)}
      onApply={() => void apply()}
      onCancel={() => setStage({ step: 'idle' })}
    />
  )
}
