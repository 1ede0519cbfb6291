import type { BootData } from '../../domain/contract/boot'
import { CredentialsRoute } from './login/CredentialsRoute'
import { UniversityPickerRoute } from './login/UniversityPickerRoute'
import { GlobalOverlays } from './GlobalOverlays'

/** The two login pages: the university picker at / and the credentials form at /{tenant}/login. */
export function LoginRoute({ boot }: { boot: BootData }) {
  return (
    <>
      {boot.page === 'login' && boot.tenant ? (
        <CredentialsRoute boot={boot} tenant={boot.tenant} />
      ) : (
        <UniversityPickerRoute boot={boot} />
      )}
      <GlobalOverlays />
    </>
  )
}
