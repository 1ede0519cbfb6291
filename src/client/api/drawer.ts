import useSWR from 'swr'
import type {
  Drawer,
  DrawerAnswer,
  DrawerCounts,
  DrawerMovementBody,
} from '../../domain/contract/drawer'
import { api, tenantPath } from '../transport/http'

export const drawerKey = () => tenantPath('/drawer')

/** This kiosk's open drawer with its cash so far, or null when none is open. */
export function fetchDrawer(): Promise<DrawerAnswer> {
  return api.get<DrawerAnswer>('/drawer')
}

export function openDrawer(float: number): Promise<Drawer> {
  return api.post<Drawer>('/drawer/open', { float })
}

export function moveCash(movement: Omit<DrawerMovementBody, '_token'>): Promise<Drawer> {
  return api.post<Drawer>('/drawer/movements', movement)
}

export function closeDrawer(counts: DrawerCounts, pin: string): Promise<Drawer> {
  return api.post<Drawer>('/drawer/close', { counts, pin })
}

/** The expected cash moves with every sale, so the screen asks again each time it is shown. */
export function useDrawer() {
  return useSWR(drawerKey(), fetchDrawer, { revalidateOnFocus: false })
}
