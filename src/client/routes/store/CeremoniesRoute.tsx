import { useSnapshot } from 'valtio'
import { useCeremonies } from '../../api/ceremonies'
import { CeremoniesScreen } from '../../screens/Ceremonies/CeremoniesScreen'
import { sale } from '../../stores/sale'
import { useBack } from '../history'
import { useGo } from '../navigation'
import { selectCeremony, showAllCeremonies } from './ceremonySelection'

/**
 * The stage's ceremony choice, as a page (choosing opens the stage store) or as the store's dialog
 * (choosing or closing goes back). A failed fetch is swallowed here: the list just stays empty.
 */
export function CeremoniesRoute({ variant }: { variant: 'page' | 'dialog' }) {
  const s = useSnapshot(sale)
  const ceremonies = useCeremonies(s.ceremonyWindow)
  const go = useGo()
  const back = useBack()
  return (
    <CeremoniesScreen
      variant={variant}
      ceremonies={ceremonies.data}
      loading={ceremonies.isLoading}
      window={s.ceremonyWindow}
      selectedId={s.ceremony?.id ?? null}
      onToggleShowAll={showAllCeremonies}
      onClose={() => back()}
      onSelect={(ceremony) => {
        selectCeremony(ceremony)
        if (variant === 'page') go('stageStore')
        else back()
      }}
    />
  )
}
