import { useEffect, useState } from 'react'
import type { BootData } from '../../domain/contract/boot'
import { MESSAGES } from '../../domain/messages'
import { login } from '../api/auth'
import { ApiError } from '../api/http'
import { useUniversities } from '../api/universities'
import { LoginScreen } from '../screens/Login/LoginScreen'
import { UniversityPickerScreen } from '../screens/UniversityPicker/UniversityPickerScreen'
import { showAlert } from '../stores/ui'
import { logoutAndLeave } from './logout'
import { GlobalOverlays } from './PosShell'
import { afterLogin } from '../report/returnTo'

function errorList(error: unknown): string[] {
  if (error instanceof ApiError && error.errors) {
    const all = Object.values(error.errors).flat()
    if (all.length) return [...new Set(all)]
  }
  return [error instanceof Error ? error.message : String(error)]
}

/** The two login pages: the university picker at / and the credentials form at /{tenant}/login. */
export function LoginRoute({ boot }: { boot: BootData }) {
  const universities = useUniversities(boot.universities)
  const [errors, setErrors] = useState<string[]>([])
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    if (universities.error) void showAlert(MESSAGES.universitiesFailed)
  }, [universities.error])

  return (
    <>
      {boot.page === 'login' && boot.tenant ? (
        <LoginScreen
          version={boot.version}
          universityName={boot.universityName ?? ''}
          errors={errors}
          submitting={submitting}
          onSubmit={(credentials) => {
            setSubmitting(true)
            login(boot.tenant!, credentials)
              .then(({ redirect }) =>
                window.location.assign(afterLogin(redirect, boot.tenant!, window.location.search)),
              )
              .catch((error: unknown) => {
                setErrors(errorList(error))
                setSubmitting(false)
              })
          }}
        />
      ) : (
        <UniversityPickerScreen
          version={boot.version}
          universities={universities.data?.length ? universities.data : [...boot.universities]}
          authenticated={Boolean(boot.user)}
          onChoose={(university) =>
            window.location.assign(`/${encodeURIComponent(university)}/login#/`)
          }
          onReturnHome={() => window.location.assign(`/${boot.user!.tenant}/pos#/`)}
          onLogout={() => logoutAndLeave(boot.user!.tenant)}
        />
      )}
      <GlobalOverlays />
    </>
  )
}
