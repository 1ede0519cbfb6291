import type { ComponentProps } from 'react'
import { fn } from 'storybook/test'
import { ceremonies, ceremoniesWithin } from '../../../../stories/fixtures/catalogue'
import type { PaymentTypeScreen } from './PaymentTypeScreen'

export const chosen = ceremonies[1]!

/** A general-store sale of $165 with a ceremony chosen, every action a spy. */
export const paymentArgs = {
  variant: 'normal',
  ceremonies: ceremoniesWithin(3),
  ceremonyWindow: 3,
  selectedCeremony: { id: chosen.id, name: chosen.name },
  totalCents: 16500,
  onSelectCeremony: fn(),
  onToggleShowAll: fn(),
  onPay: fn(),
  onCancel: fn(),
} satisfies ComponentProps<typeof PaymentTypeScreen>

export const lines = [
  { label: 'Graduation Bear', qty: 2, totalCents: 7000 },
  { label: 'Classic Degree Frame (Navy)', qty: 1, totalCents: 9500 },
]
