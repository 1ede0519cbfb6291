import {
  constants,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto'
import { promisify } from 'node:util'
import { isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { installation } from '../../db/schema'

const makePair = promisify(generateKeyPair)

export interface OfflineKeys {
  /** The public key (SPKI, base64 DER) a kiosk encrypts an offline sale's PIN with. */
  publicKey(): Promise<string>
  /** The PIN a kiosk encrypted, or null when the text is not one of ours. */
  decryptPin(cipher: string): Promise<string | null>
}

interface Pair {
  publicKey: string
  privateKey: KeyObject
}

/**
 * The installation's RSA-OAEP key pair for offline PINs. The kiosk imports the public half as a
 * non-extractable key and never holds the PIN in clear; only this server can read it back at
 * sync. Made on first use; the update only fills an empty row, so two servers starting together
 * agree on one pair.
 */
export function offlineKeys(db: Db): OfflineKeys {
  let pair: Promise<Pair> | null = null

  async function load(): Promise<Pair> {
    const read = async () => (await db.select().from(installation))[0]
    let row = await read()
    if (!row) throw new Error('The installation row is missing (migration 0004 makes it).')
    if (!row.offlinePublicKey || !row.offlinePrivateKey) {
      const made = await makePair('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'der' },
      })
      await db
        .update(installation)
        .set({
          offlinePublicKey: made.publicKey.toString('base64'),
          offlinePrivateKey: made.privateKey.toString('base64'),
        })
        .where(isNull(installation.offlinePublicKey))
      row = await read()
    }
    return {
      publicKey: row!.offlinePublicKey!,
      privateKey: createPrivateKey({
        key: Buffer.from(row!.offlinePrivateKey!, 'base64'),
        format: 'der',
        type: 'pkcs8',
      }),
    }
  }

  const current = () => {
    pair ??= load()
    pair.catch(() => {
      pair = null
    })
    return pair
  }

  return {
    publicKey: async () => (await current()).publicKey,
    async decryptPin(cipher) {
      const { privateKey } = await current()
      try {
        const plain = privateDecrypt(
          {
            key: privateKey,
            padding: constants.RSA_PKCS1_OAEP_PADDING,
            oaepHash: 'sha256',
          },
          Buffer.from(cipher, 'base64'),
        )
        return plain.toString('utf8')
      } catch {
        return null
      }
    },
  }
}
