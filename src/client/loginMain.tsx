import { CredentialsRoute } from './routes/login/CredentialsRoute'
import { startPage } from './startPage'

// /{tenant}/login: the university's staff credentials (login.html).
startPage((boot) => <CredentialsRoute boot={boot} tenant={boot.tenant ?? ''} />)
