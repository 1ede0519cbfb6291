/**
 * An offline sale's staff PIN, sealed with the server's public key (RSA-OAEP, SHA-256): the key
 * is imported non-extractable and only the server holds the private half, so neither IndexedDB
 * nor anyone with the kiosk can read the PIN back.
 */
export type PinSealer = (pin: string) => Promise<string>

const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bytes = atob(text)
  return Uint8Array.from(bytes, (c) => c.charCodeAt(0))
}

function toBase64(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
}

/** A sealer for the key the kiosk page carries (SPKI, base64 DER). */
export async function pinSealer(publicKey: string): Promise<PinSealer> {
  const key = await crypto.subtle.importKey('spki', fromBase64(publicKey), ALGORITHM, false, [
    'encrypt',
  ])
  return async (pin) =>
    toBase64(await crypto.subtle.encrypt(ALGORITHM, key, new TextEncoder().encode(pin)))
}
