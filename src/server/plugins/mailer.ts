import fp from 'fastify-plugin'
import { createMailer, type Mailer } from '../services/mail/mailer'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** Mail over SMTP_URL, or .eml files under DATA_DIR when there is none. */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config
    app.decorate('mailer', createMailer({ smtpUrl, from: mailFrom, dataDir }))
  },
  { name: 'mailer', dependencies: ['config'] },
)
