import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Drawer } from '../../domain/contract/drawer'
import { closeDrawer, moveCash, openDrawer } from '../api/drawer'
import { ApiError } from '../transport/apiError'
import {
  cancelPin,
  closeWithPin,
  drawerDesk,
  finishClose,
  openWithFloat,
  resetDrawerDesk,
  startMovement,
  submitCount,
  submitMovement,
} from './drawer'

vi.mock('../api/drawer', () => ({ openDrawer: vi.fn(), moveCash: vi.fn(), closeDrawer: vi.fn() }))
const opened = vi.mocked(openDrawer)
const moved = vi.mocked(moveCash)
const closed = vi.mocked(closeDrawer)
const drawer = { id: 7, status: 'open' } as Drawer

describe('the cash drawer desk', () => {
  beforeEach(() => {
    resetDrawerDesk()
    vi.resetAllMocks()
  })

  it('opens with the float in dollars and hands the drawer on', async () => {
    opened.mockResolvedValueOnce(drawer)
    const onDrawer = vi.fn()
    expect(await openWithFloat(20000, onDrawer)).toBe(true)
    expect(opened).toHaveBeenCalledWith(200)
    expect(onDrawer).toHaveBeenCalledWith(drawer)
  })

  it('says why the server refused to open one', async () => {
    opened.mockRejectedValueOnce(new ApiError(409, 'Already open.', undefined, true))
    expect(await openWithFloat(100, vi.fn())).toBe(false)
    expect(drawerDesk.refusal).toEqual({ message: 'Already open.', fields: {} })
  })

  it('keeps a refused cash out open with the words per field', async () => {
    startMovement('out')
    const errors = { amount: ['The drawer should hold only $5.00.'] }
    moved.mockRejectedValueOnce(new ApiError(422, 'Refused.', errors, true))
    expect(await submitMovement('out', 2000, 'Float to the bar', vi.fn())).toBe(false)
    expect(moved).toHaveBeenCalledWith({ type: 'out', amount: 20, reason: 'Float to the bar' })
    expect(drawerDesk.movement).toBe('out')
    expect(drawerDesk.refusal?.fields).toEqual(errors)
    moved.mockResolvedValueOnce(drawer)
    expect(await submitMovement('out', 500, 'Float to the bar', vi.fn())).toBe(true)
    expect(drawerDesk.movement).toBeNull()
    expect(drawerDesk.refusal).toBeNull()
  })

  it('asks the PIN after the count; a wrong one stays in the pad, cancel goes back to the count', async () => {
    submitCount({ '100': 2 })
    expect(drawerDesk.pin).toEqual({ open: true, error: null })
    const wrong = { pin: ['This PIN is not a staff PIN of this university.'] }
    closed.mockRejectedValueOnce(new ApiError(422, wrong.pin[0]!, wrong, true))
    expect(await closeWithPin('9999', vi.fn())).toBe(false)
    expect(drawerDesk.pin).toEqual({ open: true, error: wrong.pin[0] })
    cancelPin()
    expect(drawerDesk.counting).toBe(true)
    expect(drawerDesk.counts).toEqual({ '100': 2 })
  })

  it('closes with the count and the PIN, shows the result until Done', async () => {
    submitCount({ '50': 4 })
    const result = { ...drawer, status: 'closed' } as Drawer
    closed.mockResolvedValueOnce(result)
    const onDrawer = vi.fn()
    expect(await closeWithPin('1234', onDrawer)).toBe(true)
    expect(closed).toHaveBeenCalledWith({ '50': 4 }, '1234')
    expect(onDrawer).toHaveBeenCalledWith(null)
    expect(drawerDesk.closed).toEqual(result)
    expect(drawerDesk.pin.open).toBe(false)
    finishClose()
    expect(drawerDesk.closed).toBeNull()
  })

  it('says on the screen a refusal that is not about the PIN', async () => {
    submitCount({})
    closed.mockRejectedValueOnce(new ApiError(409, 'Not open.', undefined, true))
    await closeWithPin('1234', vi.fn())
    expect(drawerDesk.pin.open).toBe(false)
    expect(drawerDesk.refusal?.message).toBe('Not open.')
  })
})
