import { freshRequest } from './freshRequest'

/** A logged-in staff session over HTTP, as a kiosk has: its cookie and CSRF token in headers. */
export async function staffSession(base: string, slug: string, email: string) {
  let cookie = ''
  const remember = (headers: Record<string, string | string[] | undefined>) => {
    const set = headers['set-cookie']
    if (set) cookie = [set].flat()[0]!.split(';')[0]!
  }
  let answer = await freshRequest(`${base}/${slug}/csrf`)
  remember(answer.headers)
  const { token: guestToken } = JSON.parse(answer.text) as { token: string }
  answer = await freshRequest(`${base}/${slug}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': guestToken },
    body: JSON.stringify({ email, password: 'demo-pass' }),
  })
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}`)
  remember(answer.headers)
  answer = await freshRequest(`${base}/${slug}/csrf`, { headers: { cookie } })
  const { token } = JSON.parse(answer.text) as { token: string }
  return { cookie, 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' }
}
