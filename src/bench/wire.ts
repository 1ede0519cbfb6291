/** Bytes of one GET as sent on the wire (no decoding), with the status and ETag. */
import { request } from 'node:http'

export function wireGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; etag: string | null }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, etag: (res.headers.etag as string) ?? null }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
