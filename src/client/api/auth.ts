import { request, refreshCsrfToken } from '../transport/http'

/** Logs out; a failure fetches a fresh token and tries again once, as the spec asks. */
export async function logout(tenant: string): Promise<void> {
  try {
    await request<void>('POST', `/${tenant}/logout`, { retryOn419: false })
  } catch {
    const token = await refreshCsrfToken()
    await request<void>('POST', `/${tenant}/logout`, { body: { _token: token }, retryOn419: false })
  }
}
