import { proxy } from 'valtio'
import type { Colour } from '../../domain/sale/colour'
import type { Order, OrderItem, Stock } from '../../domain/contract/entities'
import type { PaymentType, SearchType, UpgradeAnswer } from '../../domain/contract/requests'

export interface LookupSearch {
  keyword: string
  type: SearchType
  pre: boolean
  pos: boolean
}

export const DEFAULT_SEARCH: LookupSearch = { keyword: '', type: 'orderid', pre: true, pos: true }

export const upgrade = proxy({
  search: { ...DEFAULT_SEARCH } as LookupSearch,
  /** null until the first search. */
  results: null as Order[] | null,
  selectedOrder: null as Order | null,
  selectedItem: null as OrderItem | null,
  target: null as { stock: Stock; colour: Colour | null } | null,
  paymentType: null as PaymentType | null,
  email: null as string | null,
  result: null as UpgradeAnswer | null,
})

/** Entering the lookup forgets any half-finished upgrade but keeps the search and its results. */
export function cleanUpgrade() {
  upgrade.selectedItem = null
  upgrade.target = null
  upgrade.paymentType = null
  upgrade.email = null
  upgrade.result = null
}

export function resetUpgrade() {
  upgrade.search = { ...DEFAULT_SEARCH }
  upgrade.results = null
  upgrade.selectedOrder = null
  cleanUpgrade()
}
