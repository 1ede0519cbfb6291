import type { BootData } from '../../../domain/contract/boot'
import { MESSAGES } from '../../../domain/messages'
import { useUniversities } from '../../api/universities'
import { UniversityPickerScreen } from '../../screens/UniversityPicker/UniversityPickerScreen'
import { logoutAndLeave } from '../logout'
import { useFailureAlert } from '../useFailureAlert'

/** /: choose the university; a staff member still logged in is offered their home instead. */
export function UniversityPickerRoute({ boot }: { boot: BootData }) {
  const universities = useUniversities(boot.universities)
  const user = boot.user
  useFailureAlert(universities.error, MESSAGES.universitiesFailed)
  return (
    <UniversityPickerScreen
      version={boot.version}
      universities={universities.data?.length ? universities.data : [...boot.universities]}
      authenticated={Boolean(user)}
      onChoose={(university) =>
        window.location.assign(`/${encodeURIComponent(university)}/login#/`)
      }
      onReturnHome={() => user && window.location.assign(`/${user.tenant}/pos#/`)}
      onLogout={() => user && logoutAndLeave(user.tenant)}
    />
  )
}
