import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

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

export class MailDeliveryError extends Error {}

export function createMailer(options: {
  smtpUrl: string | null
  from: string
  dataDir: string
}): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      // A counter queue cannot wait minutes for a dead mail server.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    return {
      transport: 'smtp',
      async send(message) {
        try {
          const info = await transporter.sendMail({ from: options.from, ...message })
          return { messageId: String(info.messageId) }
        } catch (error) {
          throw new MailDeliveryError(
            `The mail server refused the message: ${(error as Error).message}`,
          )
        }
      },
    }
  }
  const folder = path.join(options.dataDir, 'mail')
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    transport: 'file',
    async send(message) {
      const info = await transporter.sendMail({ from: options.from, ...message })
      await mkdir(folder, { recursive: true })
      const id = String(info.messageId).replace(/[^\w.-]/g, '')
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`)
      await writeFile(file, info.message as Buffer)
      return { messageId: String(info.messageId) }
    },
  }
}
