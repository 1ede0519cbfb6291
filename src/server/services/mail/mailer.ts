import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
}

export interface Mailer {
  /** Where mail goes: 'smtp' or 'file' (the .eml folder of a demo). */
  readonly transport: 'smtp' | 'file'
  send(message: MailMessage): Promise<{ messageId: string }>
}

/** A message the mail server did not take; `permanent` when it refused it for good (a 5xx). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message)
  }
}

export function createMailer(options: {
  smtpUrl: string | null
  from: string
  dataDir: string
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl
    const transporter = onFirstSend((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // One attempt of the mail outbox must end within its 10 s: a server that accepts the
        // connection and says nothing is given up on, and the outbox tries again later.
        connectionTimeout: 5000,
        greetingTimeout: 5000,
        socketTimeout: 8000,
      }),
    )
    return {
      transport: 'smtp',
      async send(message) {
        try {
          const info = await (await transporter()).sendMail({ from: options.from, ...message })
          return { messageId: String(info.messageId) }
        } catch (error) {
          const code = (error as { responseCode?: number }).responseCode ?? 0
          throw new MailDeliveryError(
            `The mail server refused the message: ${(error as Error).message}`,
            code >= 500 && code < 600,
          )
        }
      },
    }
  }
  const folder = path.join(options.dataDir, 'mail')
  const transporter = onFirstSend((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    transport: 'file',
    async send(message) {
      const info = await (await transporter()).sendMail({ from: options.from, ...message })
      await mkdir(folder, { recursive: true })
      const id = String(info.messageId).replace(/[^\w.-]/g, '')
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`)
      await writeFile(file, info.message as Buffer)
      return { messageId: String(info.messageId) }
    },
  }
}

type Nodemailer = (typeof import('nodemailer'))['default']

/**
 * nodemailer loads with the first message, not with the server: requiring it took 119 ms on its
 * own, in every start, where a kiosk's first receipt comes minutes after it.
 */
function onFirstSend(create: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transporter: Promise<Transporter> | null = null
  return () => (transporter ??= import('nodemailer').then((module) => create(module.default)))
}
