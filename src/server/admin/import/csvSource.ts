import { AdminError } from '../../services/admin/adminError'
import { MAX_FILE_BYTES } from './readCsv'

/** A file to import: its text, its bytes, or a stream of them (an upload as it arrives). */
export type CsvSource = string | Uint8Array | AsyncIterable<Uint8Array | string>

/** Why an uploaded file is refused before any row is read; `status` is the HTTP answer. */
export class FileRefusal extends AdminError {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`

export const TOO_LARGE = `The file is larger than ${mb(MAX_FILE_BYTES)}, the most one import reads (50,000 students are about 10 MB). Split it into smaller files.`

/** The text of a source; bytes are read as UTF-8, and refused when they are not text in it. */
export async function csvText(source: CsvSource): Promise<string> {
  if (typeof source === 'string') return source
  if (source instanceof Uint8Array) return decodeCsv(source)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk)
    size += bytes.length
    // Counted as it arrives, so an endless upload is cut off rather than held in memory.
    if (size > MAX_FILE_BYTES) throw new FileRefusal(413, TOO_LARGE)
    chunks.push(bytes)
  }
  return decodeCsv(Buffer.concat(chunks))
}

const SAVE_AS = 'In Excel, use File › Save As › "CSV UTF-8 (Comma delimited)".'

/**
 * The text of a file's bytes. A spreadsheet saved in its own format, a UTF-16 text or a file in
 * an older encoding (Windows-1252 and the like) would otherwise be read as garbled names, so each
 * is refused with what to do instead.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.length > MAX_FILE_BYTES) throw new FileRefusal(413, TOO_LARGE)
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b)
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0)) {
    throw new FileRefusal(
      415,
      `This is a spreadsheet workbook, not a CSV file. ${SAVE_AS} Then choose that file.`,
    )
  }
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) {
    throw new FileRefusal(415, `The file is in UTF-16, not UTF-8. ${SAVE_AS}`)
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new FileRefusal(
      415,
      `The file is not in UTF-8 (it may be Windows-1252 or another older encoding), so accented names would be garbled. ${SAVE_AS}`,
    )
  }
  if (text.includes('\u0000')) {
    throw new FileRefusal(415, 'This is not a CSV file: it holds binary data, not text.')
  }
  return text
}
