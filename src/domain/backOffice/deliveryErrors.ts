/**
 * A delivery's last error in words a manager acts on. The raw text (nodemailer's, fetch's, the
 * ordering system's) stays in the row and the log; the back office shows this sentence, and the
 * raw text only beside it for whoever supports the site.
 */
export type DeliveryChannel = 'mail' | 'ges'

interface Rule {
  test: RegExp
  say: string
}

const MAIL_RULES: Rule[] = [
  {
    // RCPT TO refused: 550 unknown mailbox, 553 bad address, nodemailer's "recipients were rejected".
    test: /recipients were rejected|\b55[0134]\b.*(recipient|mailbox|address|user)|(recipient|mailbox|address|user).*\b55[0134]\b/i,
    say: 'The mail server refused the address. Check it and resend the receipt to the right one.',
  },
  {
    test: /invalid login|\b535\b|authentication|\bEAUTH\b/i,
    say: 'The mail server refused our sign-in. Check the user name and password in SMTP_URL.',
  },
  {
    test: /\b552\b|message size|too large/i,
    say: 'The mail server refused the message as too large.',
  },
  {
    test: /did not answer within|greeting never received|timeout|timed out|ETIMEDOUT/i,
    say: 'The mail server did not answer in 10 s. It is tried again by itself.',
  },
  {
    test: /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|socket|connection closed/i,
    say: 'The mail server could not be reached. It is tried again by itself.',
  },
  {
    test: /ENOTFOUND|EAI_AGAIN|getaddrinfo/i,
    say: 'The mail server’s name could not be found. Check the host in SMTP_URL.',
  },
  {
    test: /\b4\d\d\b/,
    say: 'The mail server asked us to try later. It is tried again by itself.',
  },
  {
    test: /\b5\d\d\b/,
    say: 'The mail server refused the message.',
  },
]

const GES_RULES: Rule[] = [
  {
    test: /aborted due to timeout|TimeoutError|timed out|timeout/i,
    say: 'The ordering system did not answer in 8 s. It is tried again by itself.',
  },
  {
    test: /refused the request \((401|403)\)/,
    say: 'The ordering system refused our credentials. Check GES_TOKEN.',
  },
  {
    test: /refused the request \(\d+\)/,
    say: 'The ordering system refused this order. Check it in the ordering system, then retry.',
  },
  {
    test: /answered 5\d\d/,
    say: 'The ordering system had a fault of its own. It is tried again by itself.',
  },
  {
    test: /answered (408|425|429)/,
    say: 'The ordering system was busy. It is tried again by itself.',
  },
  {
    test: /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|socket|network/i,
    say: 'The ordering system could not be reached. It is tried again by itself.',
  },
  {
    test: /other than JSON|without a reference/i,
    say: 'The ordering system answered something we could not read. It is tried again by itself.',
  },
  {
    test: /no longer exists/i,
    say: 'The order is no longer in the database.',
  },
]

/** The sentence for a raw error, or null when there is none (nothing failed yet). */
export function plainDeliveryError(channel: DeliveryChannel, raw: string | null): string | null {
  if (!raw?.trim()) return null
  const rules = channel === 'mail' ? MAIL_RULES : GES_RULES
  const rule = rules.find(({ test }) => test.test(raw))
  if (rule) return rule.say
  return channel === 'mail'
    ? 'The mail server did not take the receipt.'
    : 'The ordering system did not take the order.'
}
