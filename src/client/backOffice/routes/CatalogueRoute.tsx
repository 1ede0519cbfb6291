import { useState } from 'react'
import type { AdminStock } from '../../../domain/contract/backOfficeCatalogue'
import { ApiError, messageOf } from '../../transport/apiError'
import { saveStock, setStockCount, uploadPicture, useCatalogue } from '../api/catalogue'
import { CatalogueScreen, type CatalogueDialog } from '../screens/Catalogue/CatalogueScreen'
import type { Notify } from './notify'

/** #/catalogue: the list, and each change sent to the API with its dialog kept open on a refusal. */
export function CatalogueRoute({ notify }: { notify: Notify }) {
  const list = useCatalogue()
  const [dialog, setDialog] = useState<CatalogueDialog>(null)
  const [dialogErrors, setDialogErrors] = useState<Record<string, string[]>>({})
  const [saving, setSaving] = useState(false)

  const open = (next: CatalogueDialog) => {
    setDialogErrors({})
    setDialog(next)
  }
  const change = async (action: () => Promise<AdminStock>, said: (s: AdminStock) => string) => {
    setSaving(true)
    try {
      const stock = await action()
      open(null)
      notify({ severity: 'success', text: said(stock) })
      await list.mutate()
    } catch (error) {
      const errors = error instanceof ApiError ? error.errors : undefined
      setDialogErrors(errors ?? { form: [messageOf(error, 'This could not be saved.')] })
    } finally {
      setSaving(false)
    }
  }

  return (
    <CatalogueScreen
      status={list.error ? 'error' : list.data ? 'ready' : 'loading'}
      error={list.error ? messageOf(list.error, 'The catalogue could not be loaded.') : null}
      stocks={list.data?.stocks ?? []}
      ceremonies={list.data?.ceremonies ?? []}
      dialog={dialog}
      dialogErrors={dialogErrors}
      saving={saving}
      onOpen={open}
      onSave={(stock, fields) =>
        void change(
          () => saveStock(stock.id, fields),
          (s) => `${s.name} is saved.`,
        )
      }
      onCount={(stock, count) =>
        void change(
          () => setStockCount(stock.id, count),
          (s) =>
            count.on_hand === null
              ? `${s.name} is no longer counted.`
              : `${s.name}: ${count.on_hand} on hand.`,
        )
      }
      onPicture={(stock, file) => {
        uploadPicture(stock.id, file).then(
          (s) => {
            notify({ severity: 'success', text: `${s.name} has a new picture.` })
            void list.mutate()
          },
          (error: unknown) =>
            notify({ severity: 'error', text: messageOf(error, 'The picture was not saved.') }),
        )
      }}
      onRetry={() => void list.mutate()}
    />
  )
}
