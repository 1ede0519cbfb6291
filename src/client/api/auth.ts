import type { Credentials } from '../../domain/contract/login'
import { request, refreshCsrfToken } from '../transport/http'

export function login(tenant: string, credentials: Credentials): Promise<{ redirect: string }> {
  return request<{ redirect: string }>('POST', `/${tenant}/login`, { body: credentials })
}

/** Logs out; a failure fetches a fresh token and tries again once, as the spec asks. */
export async function logout(tenant: string): Promise<void> {
  try {
    await request<void>('POST', `/${tenant}/logout`, { retryOn419: false })
  } catch {
    const token = await refreshCsrfToken()
    await request<void>('POST', `/${tenant}/logout`, { body: { _token: token }, retryOn419: false })
  }
}
