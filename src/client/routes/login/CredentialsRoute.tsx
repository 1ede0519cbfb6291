import { useState } from 'react'
import type { BootData } from '../../../domain/contract/boot'
import { login } from '../../api/auth'
import { messagesOf } from '../../transport/apiError'
import { afterLogin } from './returnTo'
import { LoginScreen } from '../../screens/Login/LoginScreen'

/** /{tenant}/login: the staff credentials; a success leaves for the page the server names. */
export function CredentialsRoute({ boot, tenant }: { boot: BootData; tenant: string }) {
  const [errors, setErrors] = useState<string[]>([])
  const [submitting, setSubmitting] = useState(false)
  return (
    <LoginScreen
      version={boot.version}
      universityName={boot.universityName ?? ''}
      errors={errors}
      submitting={submitting}
      pickerHref="/"
      onSubmit={(credentials) => {
        setSubmitting(true)
        login(tenant, credentials)
          .then(({ redirect }) =>
            window.location.assign(afterLogin(redirect, tenant, window.location.search)),
          )
          .catch((error: unknown) => {
            setErrors(messagesOf(error))
            setSubmitting(false)
          })
      }}
    />
  )
}
