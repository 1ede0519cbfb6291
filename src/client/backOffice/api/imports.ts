import type {
  FileProblem,
  ImportEvent,
  ImportKindName,
  ImportPlan,
  ImportRefused,
} from '../../../domain/contract/backOfficeImport'
import { currentCsrfToken, refreshCsrfToken, tenantPath } from '../../transport/http'

/** A file the server refused: nothing was written; its mistakes by line and column, if any. */
export class ImportRefusedError extends Error {
  constructor(
    message: string,
    readonly problems: FileProblem[] = [],
  ) {
    super(message)
  }
}

const importUrl = (kind: ImportKindName, apply: boolean) =>
  tenantPath(`/admin/api/import/${kind}${apply ? '?apply=yes' : ''}`)

/** Where each kind's CSV is downloaded (the browser fetches it with the session cookie). */
export const exportHref = (kind: ImportKindName) => tenantPath(`/admin/api/export/${kind}`)

const UNREACHABLE = 'The server could not be reached. Check the connection and try again.'

/**
 * The file as the raw text/csv body: the browser streams it from disk, so even 50,000 students
 * never pass through the page's own memory or main thread. A 419 renews the token once.
 */
async function upload(url: string, file: Blob): Promise<Response> {
  const send = () =>
    fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'text/csv',
        Accept: 'application/json, application/x-ndjson',
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-TOKEN': currentCsrfToken() ?? '',
      },
      body: file,
    })
  try {
    let response = await send()
    if (response.status === 419) {
      await refreshCsrfToken()
      response = await send()
    }
    return response
  } catch {
    throw new ImportRefusedError(UNREACHABLE)
  }
}

async function refusal(response: Response): Promise<ImportRefusedError> {
  const body = (await response.json().catch(() => ({}))) as Partial<ImportRefused>
  return new ImportRefusedError(
    body.message ?? `The server answered ${response.status}; nothing was imported.`,
    body.problems,
  )
}

/** What the file would do, written nowhere; an ImportRefusedError lists its mistakes. */
export async function dryRunImport(kind: ImportKindName, file: Blob): Promise<ImportPlan> {
  const response = await upload(importUrl(kind, false), file)
  if (!response.ok) throw await refusal(response)
  return (await response.json()) as ImportPlan
}

/** Writes the file, telling `onProgress` as rows are written; answers what was done. */
export async function applyImport(
  kind: ImportKindName,
  file: Blob,
  onProgress: (done: number, total: number) => void,
): Promise<ImportPlan> {
  const response = await upload(importUrl(kind, true), file)
  if (!response.ok || !response.body) throw await refusal(response)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let pending = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    pending += value
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as ImportEvent
      if (event.type === 'start') onProgress(0, event.total)
      else if (event.type === 'progress') onProgress(event.done, event.total)
      else if (event.type === 'done') return event.plan
      else throw new ImportRefusedError(event.message, event.problems)
    }
  }
  throw new ImportRefusedError(
    'The answer ended before the import said it was done. Reload the page to see whether it was applied.',
  )
}
