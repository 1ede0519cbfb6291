import { AppProviders } from './AppProviders'
import { PosApp } from './routes/PosApp'

/** The kiosk page (/{tenant}/pos); the login pages are another entry (loginMain.tsx). */
export function App() {
  return (
    <AppProviders>
      <PosApp />
    </AppProviders>
  )
}
