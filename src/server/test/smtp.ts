import { createServer, type AddressInfo, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string | null
  to: string[]
  raw: string
}

export interface TestSmtp {
  url: string
  port: number
  received: ReceivedMail[]
  close(): Promise<void>
}

/** Recipients starting with this are refused at RCPT TO, as a mail server refuses a bad mailbox. */
export const REJECTED_PREFIX = 'reject'

/**
 * A real SMTP server on loopback (no TLS, no auth) that keeps every message it accepts; on `port`
 * when given, to stand in for a mail server that was down or hung at that address.
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith(REJECTED_PREFIX)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  // A sender cut off mid-command (a dropped connection) is its problem, not the server's: without a
  // listener the SMTPServer's 'error' event would end the process.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const bound = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A loopback port nobody listens on: taken from a server that is then closed. */
export async function closedSmtpUrl(): Promise<string> {
  const smtp = await startSmtp()
  await smtp.close()
  return smtp.url
}

/** The text of a message with quoted-printable soft breaks and escapes undone, for plain assertions. */
export function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/**
 * A mail server that accepts the connection and then says nothing, never greeting: the fault that
 * held the kiosk 10 s. Closing it cuts the connections it holds.
 */
export async function startSilentSmtp(): Promise<{
  url: string
  port: number
  close(): Promise<void>
}> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
