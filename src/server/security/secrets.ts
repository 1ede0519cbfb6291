import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 }
/**
 * A 4-digit PIN has ten thousand values, so hashing cost cannot protect it offline; the lockout
 * does. A cheap cost keeps checking a PIN against every staff member of a university fast.
 */
export const PIN_COST = 1024

function derive(
  secret: string,
  salt: Buffer,
  options: ScryptOptions,
  keylen: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** 'scrypt$N$r$p$salt$hash', so the cost can be raised later without breaking stored hashes. */
export async function hashSecret(secret: string, cost = SCRYPT.N): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, { ...SCRYPT, N: cost }, SCRYPT.keylen)
  return ['scrypt', cost, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? []
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(
    secret,
    Buffer.from(salt, 'base64'),
    { N: Number(N), r: Number(r), p: Number(p) },
    expected.length,
  )
  return timingSafeEqual(key, expected)
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
