import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { Db } from '../db/client'
import type { StaffRole } from '../db/schema'
import { AdminError } from '../services/admin/adminError'
import { addStaff, setPassword, setPin } from '../services/admin/staffAdmin'
import {
  listTerminals,
  pairTerminal,
  settingsOf,
  unpairTerminal,
} from '../services/admin/terminalAdmin'
import { addUniversity } from '../services/admin/universityAdmin'
import { exportCsv, EXPORTS, type ExportName } from './export/exportCsv'
import { importCsv } from './import/importCsv'
import { linklyPairing } from './linklyPairing'
import { describeSummary, KINDS, type KindName } from './import/kind'
import { describeProblem } from './import/readCsv'
import { progressReport } from './progress'
import { readSecrets } from './secrets'
import { UsageError } from './usage'

export interface Parsed {
  command: string
  args: string[]
  options: {
    'dry-run'?: boolean
    ceremony?: string
    from?: string
    to?: string
    out?: string
    role?: string
    adapter?: string
    setting?: string[]
    username?: string
    'pair-code'?: string
  }
}

const ARITY: Record<string, number> = {
  'add-university': 2,
  'add-staff': 3,
  'set-pin': 2,
  'set-password': 2,
  import: 3,
  export: 2,
}

/** `terminal pair|list|unpair …`: the arguments after the word `terminal`. */
const TERMINAL_ARITY: Record<string, number> = { pair: 4, list: 2, unpair: 3 }

export function parseCommand(argv: string[]): Parsed {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        ceremony: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        out: { type: 'string' },
        role: { type: 'string' },
        adapter: { type: 'string' },
        setting: { type: 'string', multiple: true },
        username: { type: 'string' },
        'pair-code': { type: 'string' },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const [command = '', ...args] = parsed.positionals
  if (command === 'add-staff' && args.length === 5) {
    throw new UsageError(
      'add-staff no longer takes the password and PIN on the command line, where ps and the shell history show them: leave them out and type them when asked.',
    )
  }
  const arity = command === 'terminal' ? TERMINAL_ARITY[args[0] ?? ''] : ARITY[command]
  if (arity !== args.length) throw new UsageError('')
  if (command === 'import' && !KINDS.includes(args[0] as KindName)) {
    throw new UsageError(`"${args[0]}" cannot be imported; the kinds are ${KINDS.join(', ')}.`)
  }
  if (command === 'export' && !EXPORTS.includes(args[0] as ExportName)) {
    throw new UsageError(`"${args[0]}" cannot be exported; the kinds are ${EXPORTS.join(', ')}.`)
  }
  return { command, args, options: parsed.values }
}

/** The secrets a command needs, read before the database is opened and locked. */
export async function secretsFor(
  command: string,
  options: Parsed['options'] = {},
): Promise<string[]> {
  if (command === 'terminal' && options['pair-code']) return readSecrets(['Linkly Cloud password'])
  if (command === 'add-staff')
    return readSecrets(['Password (8+ characters)', 'PIN (4 to 8 digits)'])
  if (command === 'set-pin') return readSecrets(['New PIN (4 to 8 digits)'])
  if (command === 'set-password') return readSecrets(['New password (8+ characters)'])
  return []
}

/** The file's bytes: the importer decodes them, refusing a file that is not UTF-8. */
function readFile(file: string): Buffer {
  try {
    return readFileSync(file)
  } catch (error) {
    throw new AdminError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    )
  }
}

export async function runCommand(db: Db, { command, args, options }: Parsed, secrets: string[]) {
  const [first, second, third] = args as [string, string, string]
  if (command === 'add-university') {
    const university = await addUniversity(db, first, second)
    console.log(`Added ${university.name}: its kiosks log in at /${university.slug}/login`)
  } else if (command === 'add-staff') {
    const [password, pin] = secrets as [string, string]
    const role = options.role as StaffRole | undefined
    const member = await addStaff(db, {
      slug: first,
      email: second,
      name: third,
      password,
      pin,
      role,
    })
    console.log(`Added ${member.email} to ${first} (staff id ${member.id}, ${role ?? 'operator'})`)
  } else if (command === 'set-pin') {
    await setPin(db, first, second, secrets[0]!)
    console.log(`Set a new PIN for ${second} at ${first}`)
  } else if (command === 'set-password') {
    await setPassword(db, first, second, secrets[0]!)
    console.log(`Set a new password for ${second} at ${first}`)
  } else if (command === 'import') {
    const kind = first as KindName
    const progress = progressReport(kind)
    const started = Date.now()
    try {
      const summary = await importCsv(db, kind, second, readFile(third), {
        dryRun: options['dry-run'],
        onStart: progress.start,
        progress: progress.update,
      })
      progress.stop()
      console.log(describeSummary(summary))
      for (const note of summary.notes) console.error(describeProblem(note))
      if (options['dry-run']) console.log('Dry run: the file is valid; nothing was written.')
      else console.error(`(${((Date.now() - started) / 1000).toFixed(1)} s)`)
    } finally {
      progress.stop()
    }
  } else if (command === 'terminal') {
    await terminalCommand(db, args, options, secrets)
  } else {
    const csv = await exportCsv(db, first as ExportName, second, options)
    if (options.out) {
      writeFileSync(options.out, csv)
      console.error(`Wrote ${options.out}`)
    } else process.stdout.write(csv)
  }
}

async function terminalCommand(
  db: Db,
  args: string[],
  options: Parsed['options'],
  secrets: string[],
) {
  const [action, slug, code, label] = args as [string, string, string, string]
  if (action === 'pair') {
    const adapter = options.adapter ?? 'simulator'
    const settings =
      adapter === 'linkly'
        ? linklyPairing(slug, options, secrets[0])
        : () => settingsOf(options.setting ?? [])
    const row = await pairTerminal(db, slug, code, label, adapter, settings)
    console.log(`Paired kiosk ${code.toUpperCase()} at ${slug} with "${row.label}" (${adapter})`)
  } else if (action === 'unpair') {
    await unpairTerminal(db, slug, code)
    console.log(`Unpaired the card terminal of kiosk ${code.toUpperCase()} at ${slug}`)
  } else {
    const lines = await listTerminals(db, slug)
    console.log(lines.length ? lines.join('\n') : `No card terminal is paired at ${slug}.`)
  }
}
