import { ConfigError } from './envValues'
import { DatabaseInUse, shownPath } from './db/lock'
import { AdminError } from './services/admin/adminError'

type Failure = Error & {
  code?: string
  syscall?: string
  path?: string
  port?: number
  address?: string
}

/** A DATABASE_URL fit to print: the password replaced. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(not a URL)'
  }
}

/** What went wrong at start, in one line that says how to fix it. */
export function explain(error: unknown, env: NodeJS.ProcessEnv = process.env): string {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUse ||
    error instanceof AdminError
  ) {
    return error.message
  }
  const failure = error as Failure
  const code = failure?.code
  if (failure?.syscall === 'listen') {
    const where = `${failure.address ?? env.HOST ?? '127.0.0.1'}:${failure.port ?? env.PORT ?? 3000}`
    if (code === 'EADDRINUSE') {
      return `Port ${where} is already in use, probably by another server. Stop that process or set PORT to a free port.`
    }
    if (code === 'EACCES') {
      return `Not allowed to listen on ${where}: ports below 1024 need privileges. Set PORT to 1024 or above.`
    }
    if (code === 'EADDRNOTAVAIL') {
      return `HOST ${failure.address} is not an address of this machine. Set HOST to 127.0.0.1, 0.0.0.0 or one of its addresses.`
    }
  }
  if (code && ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST'].includes(code) && failure.path) {
    return `DATA_DIR cannot be used: ${shownPath(failure.path)} is not a folder this user may write (${code}). Give it access, or set DATA_DIR to a folder it can write.`
  }
  if (env.DATABASE_URL && isConnectionFailure(failure)) {
    return `DATABASE_URL ${safeUrl(env.DATABASE_URL)} refused: ${failure.message || code}. Check that PostgreSQL runs there and that the user, password and database are right.`
  }
  const message = failure instanceof Error ? failure.message : String(error)
  return `Could not start: ${message.replace(/\.$/, '')}. Run with LOG_LEVEL=debug to see where.`
}

const CONNECTION_CODES = [
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  '28P01',
  '28000',
  '3D000',
]

function isConnectionFailure(failure: Failure): boolean {
  return !!failure?.code && CONNECTION_CODES.includes(failure.code)
}

/** Ends a process that could not start: one line, or with LOG_LEVEL=debug the whole stack. */
export function exitWithStartupError(error: unknown, env: NodeJS.ProcessEnv = process.env): never {
  if (env.LOG_LEVEL === 'debug') console.error(error)
  console.error(explain(error, env))
  process.exit(1)
}
