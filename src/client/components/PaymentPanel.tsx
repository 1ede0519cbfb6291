import { useState } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { PaymentType } from '../../domain/contract/upgrade'
import type { Cents } from '../../domain/sale/money'
import { CardTerminalStep, type CardTerminalStepProps } from './CardTerminalStep'
import { PaymentChoice, type PaymentBlock } from './PaymentChoice'
import { PaymentTotal } from './PaymentTotal'
import { TenderPad } from './TenderPad'

export interface PaymentPanelProps {
  /** What the customer pays, GST included, shown above the choice. */
  totalCents: Cents
  /** 'Total (GST inc.)' unless said otherwise ('Total payable (GST inc.)' for an upgrade). */
  totalLabel?: string
  /** Why Cash and EFTPOS cannot be used yet, and what a tap on one then says; or nothing. */
  blocked?: PaymentBlock | null
  /** While the payment is being saved: nothing can be tapped. */
  disabled?: boolean
  /** Whether to ask 'How would you like to pay?' here: not when it is the screen's title. */
  ask?: boolean
  /** Open on the cash pad: the card was declined and the customer pays cash instead. */
  cashFirst?: boolean
  /** The card payment under way on the terminal, shown in place of the choice; or nothing. */
  terminal?: Omit<CardTerminalStepProps, 'amountCents'> | null
  /** EFTPOS at once (null tendered); Cash once the cash handed over is keyed in. */
  onPay: (type: PaymentType, tenderedCents: Cents | null) => void
}

/**
 * The one way a payment is taken, on stage, in the general store and for an upgrade: the total,
 * Cash or EFTPOS, and for Cash the cash handed over and the change, in the same place.
 */
export function PaymentPanel({ ask = true, ...props }: PaymentPanelProps) {
  const [cash, setCash] = useState(Boolean(props.cashFirst))
  const [nudged, setNudged] = useState(false)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PaymentTotal totalCents={props.totalCents} label={props.totalLabel ?? 'Total (GST inc.)'} />
      {props.terminal ? (
        <CardTerminalStep
          {...props.terminal}
          amountCents={props.totalCents}
          onPayCash={() => {
            // Pay by cash opens this panel's own cash pad, as tapping Cash would.
            setCash(true)
            props.terminal?.onPayCash?.()
          }}
        />
      ) : cash ? (
        <TenderPad
          totalCents={props.totalCents}
          disabled={props.disabled}
          onConfirm={(tendered) => props.onPay('Cash', tendered)}
          onBack={() => setCash(false)}
        />
      ) : (
        <>
          {ask && (
            <Typography variant="h4" component="h2">
              How would you like to pay?
            </Typography>
          )}
          <PaymentChoice
            disabled={props.disabled}
            blocked={props.blocked}
            nudged={nudged}
            onBlockedTap={() => setNudged(true)}
            onChoose={(type) => (type === 'Cash' ? setCash(true) : props.onPay('Eftpos', null))}
          />
        </>
      )}
    </Box>
  )
}
