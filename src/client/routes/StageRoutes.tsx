export function StageRoutes() {
  return <p>coming soon</p>
}
