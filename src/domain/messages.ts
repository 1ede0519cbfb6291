/** What the kiosk says when something goes wrong (docs/spec/product-spec.md §8), in one place. */
export const MESSAGES = {
  universitiesFailed: 'Failed to get universities data.',
  ceremoniesFailed: 'Failed to get ceremony data.',
  stocksFailed: 'Failed to get POS data.',
  lookupFailed: 'Failed to check student id.',
  lookupOffline: 'The network is down, so this could not be looked up. Try again when it is back.',
  studentIdMissing: 'Please enter a student ID.',
  itemStatusFailed: 'Failed to update order item status.',
  gesPushFailed: 'Failed to push order to GES.',
  saveFailed: 'Failed to save order.',
  saveFalsy: 'Failed to save this order.',
  saveThrew: 'Invalid order.',
  confirmationFailed: 'Failed to send confirmation email.',
  pinInvalid: 'Invalid PIN code.',
  selectCeremony: 'Please select a ceremony.',
  /** Beside Cash and EFTPOS until a ceremony is chosen; selectCeremony once one is tapped. */
  ceremonyFirst: 'Choose a ceremony first',
  emptyCart: 'Your cart is empty',
  upgradeNotSaved: 'Order will not be saved',
  invalidEmail: 'Invalid email address.',
  noOrders: "Can't find any order.",
  noUpgradeOptions: 'No upgrade options available.',
  studentIdInvalid: 'Student ID is invalid',
  emailEmpty: 'Email address is empty.',
  emailInvalid: 'Email address is invalid.',
  orderIdMissing: 'Order id does not exist.',
  loginHeading: 'Whoops! Something went wrong.',
  csrfMismatch: 'CSRF token mismatch.',
  offlineSaved: 'Saved on this kiosk — it will be sent when the network is back',
  offlineSaveFailed:
    'This kiosk could not keep the sale. Nothing was saved; try again when the network is back.',
  offlineReceipt: 'The receipt will be emailed when the sale is sent.',
  offlineNeedsServer: 'Redeeming and upgrading need the network; try again when it is back.',
  /** Said wherever an offline lookup's result is shown. */
  offlineLookup: 'Offline: searched the students of the cached ceremonies only.',
} as const

export const PROMPT_EMAIL = 'Please enter email address'

/** A student id that finds nobody: not invalid, just not on record. */
export function noStudentWithId(studentId: string): string {
  return `No student with ID ${studentId}.`
}
