/** API calls a story made without a mock for them; the preview fails the story when any are left. */
export const unhandledRequests: string[] = []

export function isApiRequest(url: URL): boolean {
  if (url.origin !== window.location.origin) return false
  return (
    url.pathname === '/universities' ||
    (/^\/[a-z0-9-]+\/(?!.*\.\w+$)/.test(url.pathname) &&
      !/^\/(images|assets|src|node_modules|sb-[\w-]+|@[\w-]+)\//.test(url.pathname))
  )
}
