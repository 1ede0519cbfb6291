import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { Drawer } from '../../domain/contract/drawer'
import { messageOf } from '../transport/apiError'
import { useDrawer } from '../api/drawer'
import { DrawerScreen } from '../screens/Drawer/DrawerScreen'
import {
  cancelCount,
  cancelMovement,
  cancelPin,
  closeWithPin,
  drawerDesk,
  finishClose,
  openWithFloat,
  resetDrawerDesk,
  startCount,
  startMovement,
  submitCount,
  submitMovement,
} from '../stores/drawer'
import { useGo } from './navigation'

/** The kiosk's cash drawer: the SWR answer is the drawer, the store its dialogs and refusals. */
export function DrawerRoute() {
  const { data, error, isLoading, mutate } = useDrawer()
  const desk = useSnapshot(drawerDesk)
  const go = useGo()
  // Each visit starts with no dialog open and no refusal from the last one.
  useEffect(resetDrawerDesk, [])
  const onDrawer = (drawer: Drawer | null) => void mutate({ drawer }, { revalidate: false })
  const status = data ? 'ready' : isLoading || !error ? 'loading' : 'error'
  return (
    <DrawerScreen
      status={status}
      loadError={error ? messageOf(error, 'The cash drawer could not be loaded.') : null}
      drawer={data?.drawer ?? null}
      closed={desk.closed}
      refusal={desk.refusal}
      movement={desk.movement}
      counting={desk.counting}
      counts={desk.counts}
      pin={desk.pin}
      onBack={() => go('menu')}
      onRetry={() => void mutate()}
      onOpen={(float) => void openWithFloat(float, onDrawer)}
      onMovement={startMovement}
      onMovementSubmit={(type, amount, reason) =>
        void submitMovement(type, amount, reason, onDrawer)
      }
      onMovementCancel={cancelMovement}
      onCount={startCount}
      onCountSubmit={submitCount}
      onCountCancel={cancelCount}
      onPinSubmit={(pin) => void closeWithPin(pin, onDrawer)}
      onPinCancel={cancelPin}
      onDone={finishClose}
    />
  )
}
