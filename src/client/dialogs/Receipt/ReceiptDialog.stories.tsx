import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { saleReceipt, type SaleReceiptInput } from '../../../domain/receipt/receipt'
import { makeAddress } from '../../../domain/sale/address'
import { ReceiptDialog } from './ReceiptDialog'
import { LONG, fitsTheWidth } from '../../../../stories/fixtures/longNames'

/** A general-store sale of a framed degree and a posted portrait session, paid by EFTPOS. */
const online: SaleReceiptInput = {
  universityName: 'Demo University',
  orderNumber: '0000547174',
  offlineNumber: null,
  reference: 'R700034',
  paymentType: 'Order#Eftpos',
  address: makeAddress('12 Example Street', 'Carlton', 'VIC', '3053'),
  date: '2026-11-27',
  ceremony: 'Faculty of Science Ceremony 1',
  items: [
    {
      qty: 1,
      name: 'Classic Degree Frame with Burgundy Mat',
      colour: 'Burgundy',
      posted: false,
      cents: 9500,
    },
    { qty: 1, name: 'Studio Portrait Session', colour: null, posted: true, cents: 12000 },
  ],
  totalCents: 21500,
}

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Send digital receipt',
  component: ReceiptDialog,
  args: { open: true, receipt: saleReceipt(online), onYes: fn(), onNo: fn() },
} satisfies Meta<typeof ReceiptDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Question: Story = {
  name: 'Send Digital Receipt?',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await expect(args.onYes).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }))
    await expect(args.onNo).toHaveBeenCalledOnce()
  },
}

export const Online: Story = {
  name: 'The receipt of a sale, with a posted item',
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    const receipt = within(within(dialog).getByRole('region', { name: 'Order confirmation' }))
    await step('the order, its reference, the payment and where the posted item goes', async () => {
      await expect(receipt.getByLabelText('Order No.')).toHaveTextContent('0000547174')
      await expect(receipt.getByLabelText('Reference Number')).toHaveTextContent('R700034')
      await expect(receipt.getByLabelText('Paid by')).toHaveTextContent('EFTPOS')
      await expect(receipt.getByLabelText('Posted to')).toHaveTextContent(
        '12 Example Street, Carlton VIC 3053',
      )
      await expect(receipt.queryByLabelText('Sold offline as')).not.toBeInTheDocument()
    })
    await step('each item with its colour or that it is posted, then the GST', async () => {
      const items = within(receipt.getByRole('table', { name: 'Items' }))
      await expect(
        items.getByRole('row', { name: /Classic Degree Frame with Burgundy Mat/ }),
      ).toHaveTextContent('Colour: Burgundy$95.00')
      await expect(items.getByRole('row', { name: /Studio Portrait Session/ })).toHaveTextContent(
        'Posted$120.00',
      )
      await expect(receipt.getByLabelText('Total (inc GST)')).toHaveTextContent('$215.00')
      await expect(receipt.getByLabelText('GST included')).toHaveTextContent('$19.55')
    })
  },
}

export const Offline: Story = {
  name: 'The receipt of a sale kept offline',
  args: {
    receipt: saleReceipt({
      ...online,
      orderNumber: null,
      reference: null,
      offlineNumber: 'K7QX-0003',
      paymentType: 'Order#Cash',
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    const receipt = within(within(dialog).getByRole('region', { name: 'Order confirmation' }))
    await expect(receipt.getByLabelText('Sold offline as')).toHaveTextContent('K7QX-0003')
    await expect(receipt.getByLabelText('Order No.')).toHaveTextContent('to follow')
    await expect(receipt.getByLabelText('Reference Number')).toHaveTextContent('to follow')
    await expect(receipt.getByLabelText('Paid by')).toHaveTextContent('Cash')
    await expect(receipt.getByLabelText('Posted to')).toHaveTextContent(
      '12 Example Street, Carlton VIC 3053',
    )
    await expect(receipt.getByText('Colour: Burgundy')).toBeVisible()
    await expect(receipt.getByLabelText('GST included')).toHaveTextContent('$19.55')
  },
}

export const LongNames: Story = {
  name: 'The receipt with a long ceremony and product name',
  args: {
    receipt: saleReceipt({
      ...online,
      ceremony: LONG.ceremony,
      items: [
        {
          qty: 1,
          name: `${LONG.product} with Navy Mat`,
          colour: 'Navy',
          posted: false,
          cents: 9500,
        },
        online.items[1]!,
      ],
      totalCents: 21500,
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Send Digital Receipt?' })
    const receipt = within(within(dialog).getByRole('region', { name: 'Order confirmation' }))
    await expect(receipt.getByLabelText('Ceremony')).toHaveTextContent(LONG.ceremony)
    const items = within(receipt.getByRole('table', { name: 'Items' }))
    await expect(items.getByRole('row', { name: new RegExp(LONG.product) })).toHaveTextContent(
      'Colour: Navy$95.00',
    )
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible()
    await expect(fitsTheWidth()).toBe(true)
  },
}
