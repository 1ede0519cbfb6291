import { AppProviders } from './AppProviders'
import { SwrDefaults } from './SwrDefaults'
import { PosApp } from './routes/PosApp'

/** The kiosk page (/{tenant}/pos); the login pages are entries of their own (startPage.tsx). */
export function App() {
  return (
    <AppProviders>
      <SwrDefaults>
        <PosApp />
      </SwrDefaults>
    </AppProviders>
  )
}
