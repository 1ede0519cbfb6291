export function LookupRoutes() {
  return <p>coming soon</p>
}
