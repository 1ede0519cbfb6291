import { useState } from 'react'
import { fn } from 'storybook/test'
import { stockNamed, stocks } from '../../../../stories/fixtures/catalogue'
import { pushedOrder } from '../../../../stories/fixtures/people'
import type { UpgradeChoice } from './OptionCard'
import { UpgradeProductScreen, type UpgradeProductScreenProps } from './UpgradeProductScreen'

export const navyFrame = pushedOrder.order_items[0]!
export const timber = stockNamed('Premium Timber Frame')
export const black = { name: 'Black', value: '#111111' }

/** The screen as the route drives it: a choice is remembered until it is cleared. */
export function Interactive(props: UpgradeProductScreenProps) {
  const [choice, setChoice] = useState<UpgradeChoice | null>(props.choice)
  return (
    <UpgradeProductScreen
      {...props}
      choice={choice}
      onChoose={(stockId, colour) => {
        props.onChoose(stockId, colour)
        setChoice({ stock: stocks.find((s) => s.id === stockId)!, colour })
      }}
      onClearChoice={() => {
        props.onClearChoice()
        setChoice(null)
      }}
    />
  )
}

/** Navy's frame, upgraded from the whole catalogue, nothing chosen yet. */
export const upgradeArgs = {
  item: navyFrame,
  stocks,
  choice: null,
  onChoose: fn(),
  onClearChoice: fn(),
  onSaveAndContinue: fn(),
  onCancel: fn(),
} satisfies UpgradeProductScreenProps
