/**
 * Start-up to the first answered request: spawns a server command on a free port over a demo
 * database in DATA_DIR and polls GET / until it answers or exits. Used by `npm run bench`.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Milliseconds from spawning `command` to its first answer, or null when it never answers. */
export async function startupMs(
  command: string,
  args: string[],
  env: Record<string, string>,
  giveUpMs = 60_000,
): Promise<number | null> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  })
  // A server that cannot start (no client build, a locked DATA_DIR) exits: no answer will come.
  let exited = false
  child.once('exit', () => (exited = true))
  try {
    while (!exited && performance.now() - started < giveUpMs) {
      const answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => null)
      if (answer) return performance.now() - started
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return null
  } finally {
    if (!exited) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  }
}
