export function StoreRoutes() {
  return <p>coming soon</p>
}
