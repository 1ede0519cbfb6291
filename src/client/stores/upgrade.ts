import { proxy } from 'valtio'
import type { Colour } from '../../domain/sale/colour'
import type { Order } from '../../domain/contract/order'
import type { OrderItem } from '../../domain/contract/orderItem'
import type { CatalogueStock } from '../../domain/contract/stock'
import type { SearchType } from '../../domain/contract/search'
import type { PaymentType, UpgradeAnswer } from '../../domain/contract/upgrade'
import type { OrderSearch } from '../api/orders'

export interface LookupSearch {
  keyword: string
  type: SearchType
  pre: boolean
  pos: boolean
}

export const DEFAULT_SEARCH: LookupSearch = { keyword: '', type: 'orderid', pre: true, pos: true }

/** A search as sent: the form's fields and which press of Search it was. */
export type OrderQuery = OrderSearch & { submitted: number }

export const upgrade = proxy({
  search: { ...DEFAULT_SEARCH } as LookupSearch,
  /** The last search sent (the key of its answer), null until the first. */
  query: null as OrderQuery | null,
  searchError: null as string | null,
  /** null until the first search; the answer, with redeems and upgrades made since applied. */
  results: null as Order[] | null,
  /** Pages of the answer shown so far, and whether the server may hold more (a full last page). */
  pagesShown: 0,
  moreResults: false,
  selectedOrder: null as Order | null,
  selectedItem: null as OrderItem | null,
  /** The item chosen; sellBeyondCount: the operator upgrades to it though its count has none. */
  target: null as {
    stock: CatalogueStock
    colour: Colour | null
    sellBeyondCount?: boolean
  } | null,
  paymentType: null as PaymentType | null,
  /** The cash handed over for a cash upgrade, as keyed in; null for EFTPOS or nothing to pay. */
  tenderedCents: null as number | null,
  email: null as string | null,
  /** Pay by cash after a card was declined: the payment screen opens on its cash pad. */
  cashNext: false,
  result: null as UpgradeAnswer | null,
  /** The item the redeem question is about, and whether a redeem or a mail is under way. */
  redeemId: null as number | null,
  busy: false,
})

/** What an upgrade paid by card is, kept with its attempt for the tab (KeptPayment). */
export type KeptUpgrade = Pick<
  typeof upgrade,
  'selectedOrder' | 'selectedItem' | 'target' | 'email'
>

export function keptUpgrade(): KeptUpgrade {
  const { selectedOrder, selectedItem, target, email } = upgrade
  // A plain copy (a proxy cannot be cloned): it goes to sessionStorage, and the upgrade moves on.
  return JSON.parse(JSON.stringify({ selectedOrder, selectedItem, target, email })) as KeptUpgrade
}

/** The upgrade a reload interrupted, back at its payment, on the cash pad. */
export function restoreUpgradeInCash(kept: KeptUpgrade) {
  cleanUpgrade()
  Object.assign(upgrade, kept)
  upgrade.paymentType = 'Cash'
  upgrade.cashNext = true
}

/** Entering the lookup forgets any half-finished upgrade but keeps the search and its results. */
export function cleanUpgrade() {
  upgrade.searchError = null
  upgrade.redeemId = null
  upgrade.busy = false
  upgrade.selectedItem = null
  upgrade.target = null
  upgrade.paymentType = null
  upgrade.tenderedCents = null
  upgrade.email = null
  upgrade.cashNext = false
  upgrade.result = null
}

export function resetUpgrade() {
  upgrade.search = { ...DEFAULT_SEARCH }
  upgrade.query = null
  upgrade.results = null
  upgrade.pagesShown = 0
  upgrade.moreResults = false
  upgrade.selectedOrder = null
  cleanUpgrade()
}
