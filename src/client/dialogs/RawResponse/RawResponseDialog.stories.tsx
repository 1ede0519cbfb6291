import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent } from 'storybook/test'
import { RawResponseDialog } from './RawResponseDialog'

const meta = {
  tags: ['autodocs'],
  title: 'Dialogs/Raw response',
  component: RawResponseDialog,
  args: { onClose: fn() },
} satisfies Meta<typeof RawResponseDialog>
export default meta
type Story = StoryObj<typeof meta>

export const ProxyErrorPage: Story = {
  name: 'Proxy error page',
  args: {
    response: {
      status: 502,
      url: '/demo/stocks',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    },
  },
  play: async ({ args }) => {
    await expect(
      await screen.findByRole('heading', { name: 'Unexpected server response' }),
    ).toBeVisible()
    await expect(screen.getByText('The server answered 502 to /demo/stocks:')).toBeVisible()
    await expect(screen.getByLabelText('Server response')).toHaveTextContent(
      '<h1>502 Bad Gateway</h1>',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const EmptyBody: Story = {
  name: 'Empty answer',
  args: { response: { status: 500, url: '/demo/orders', body: '' } },
  play: async () => {
    await expect(await screen.findByLabelText('Server response')).toHaveTextContent(
      '(empty response)',
    )
  },
}
