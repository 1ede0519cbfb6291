import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addToCart,
  cartGst,
  cartTotal,
  EMPTY_ADD_MESSAGE,
  EMPTY_REMOVE_MESSAGE,
  lastColourInCart,
  removeFromCart,
  unitPrice,
  type CartLine,
  type CartStock,
} from './cart'
import { cartRequiresAddress, stockRequiresAddress } from './address'
import type { Colour } from './colour'
import { gstIncluded, toCents } from './money'

const bear: CartStock = { id: 1, price: 35 }
const frame: CartStock = { id: 2, price: 95.5 }
const portrait: CartStock = { id: 3, price: 120, require_address: 'yes' }
const navy: Colour = { name: 'Navy', value: '#1f2a44' }
const black: Colour = { name: 'Black', value: '#111111' }

function lines<S extends CartStock>(result: ReturnType<typeof addToCart<S>>): CartLine<S>[] {
  if (!result.ok) throw new Error(result.message)
  return result.lines
}

describe('addToCart', () => {
  it('adds a new line of one, then raises the matching line', () => {
    const one = lines(addToCart([], bear))
    expect(one).toEqual([{ stock: bear, qty: 1, colour: null }])
    const two = lines(addToCart(one, bear))
    expect(two).toEqual([{ stock: bear, qty: 2, colour: null }])
    // The input is not changed.
    expect(one[0]!.qty).toBe(1)
  })

  it('matches lines on stock id and colour name', () => {
    let cart = lines(addToCart([], frame, navy))
    cart = lines(addToCart(cart, frame, black))
    cart = lines(addToCart(cart, frame, { name: 'Navy', value: '#000080' }))
    cart = lines(addToCart(cart, frame))
    cart = lines(addToCart(cart, { ...bear, price: 40 }))
    expect(cart.map((l) => [l.stock.id, l.colour?.name ?? null, l.qty])).toEqual([
      [2, 'Navy', 2],
      [2, 'Black', 1],
      [2, null, 1],
      [1, null, 1],
    ])
  })

  it("refuses an empty item with 'Try to put an empty item into cart.'", () => {
    for (const stock of [
      null,
      undefined,
      { id: 0, price: 5 },
      { id: -1, price: 5 },
      { id: Number.NaN, price: 5 },
    ]) {
      expect(addToCart([], stock)).toEqual({ ok: false, message: EMPTY_ADD_MESSAGE })
    }
    expect(EMPTY_ADD_MESSAGE).toBe('Try to put an empty item into cart.')
  })
})

describe('removeFromCart', () => {
  it('lowers the matching line and removes it at one', () => {
    const cart = lines(addToCart(lines(addToCart([], bear)), bear))
    const one = lines(removeFromCart(cart, bear))
    expect(one).toEqual([{ stock: bear, qty: 1, colour: null }])
    expect(lines(removeFromCart(one, bear))).toEqual([])
  })

  it('leaves lines of another colour or stock alone', () => {
    const cart = lines(addToCart(lines(addToCart([], frame, navy)), bear))
    expect(lines(removeFromCart(cart, frame, black))).toEqual(cart)
    expect(lines(removeFromCart(cart, frame))).toEqual(cart)
    expect(lines(removeFromCart(cart, frame, navy))).toEqual([
      { stock: bear, qty: 1, colour: null },
    ])
  })

  it("refuses an empty item with 'Try to remove an empty item into cart.'", () => {
    for (const stock of [null, undefined, { id: 0, price: 5 }]) {
      expect(removeFromCart([], stock)).toEqual({ ok: false, message: EMPTY_REMOVE_MESSAGE })
    }
    expect(EMPTY_REMOVE_MESSAGE).toBe('Try to remove an empty item into cart.')
  })
})

const stockArb = fc.record({
  id: fc.integer({ min: 1, max: 6 }),
  price: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
})
const colourArb = fc.option(fc.constantFrom(navy, black), { nil: null })
const pickArb = fc.record({ stock: stockArb, colour: colourArb })

/** A cart as the kiosk builds it: one add after another. */
const cartArb = fc.array(pickArb, { maxLength: 30 }).map((picks) =>
  picks.reduce<CartLine[]>((cart, pick) => {
    // One price per stock id, as in a real catalogue.
    const stock = cart.find((l) => l.stock.id === pick.stock.id)?.stock ?? pick.stock
    return lines(addToCart(cart, stock, pick.colour))
  }, []),
)

describe('cart properties', () => {
  it('adding then removing the same item restores the cart', () => {
    fc.assert(
      fc.property(cartArb, pickArb, (cart, pick) => {
        const stock = cart.find((l) => l.stock.id === pick.stock.id)?.stock ?? pick.stock
        const added = lines(addToCart(cart, stock, pick.colour))
        expect(lines(removeFromCart(added, stock, pick.colour))).toEqual(cart)
      }),
    )
  })

  it('the total is the sum of the lines', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(cartTotal(cart)).toBe(
          cart.reduce((sum, l) => sum + toCents(l.stock.price) * l.qty, 0),
        )
        expect(Number.isInteger(cartTotal(cart))).toBe(true)
      }),
    )
  })

  it('the GST is round(total / 11)', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(cartGst(cart)).toBe(Math.round(cartTotal(cart) / 11))
        expect(cartGst(cart)).toBe(gstIncluded(cartTotal(cart)))
      }),
    )
  })

  it('never holds two lines of the same stock and colour, nor a line below one', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const keys = cart.map((l) => `${l.stock.id}/${l.colour?.name ?? ''}`)
        expect(new Set(keys).size).toBe(keys.length)
        expect(cart.every((l) => l.qty >= 1)).toBe(true)
      }),
    )
  })
})

describe('totals and addresses', () => {
  it('totals in cents', () => {
    const cart = lines(addToCart(lines(addToCart(lines(addToCart([], bear)), bear)), frame, navy))
    expect(cartTotal(cart)).toBe(3500 * 2 + 9550)
    expect(cartTotal([])).toBe(0)
  })

  it("needs an address when any line's stock has require_address 'yes'", () => {
    expect(stockRequiresAddress(portrait)).toBe(true)
    expect(stockRequiresAddress({ ...portrait, require_address: 'no' })).toBe(false)
    expect(stockRequiresAddress({ ...portrait, require_address: 'YES' })).toBe(false)
    expect(stockRequiresAddress(bear)).toBe(false)
    expect(cartRequiresAddress([])).toBe(false)
    expect(cartRequiresAddress(lines(addToCart([], bear)))).toBe(false)
    expect(cartRequiresAddress(lines(addToCart(lines(addToCart([], bear)), portrait)))).toBe(true)
  })
})

describe('unitPrice', () => {
  it('divides the amount by the quantity, never by less than one', () => {
    expect(unitPrice(7000, 2)).toBe(3500)
    expect(unitPrice(3500, 1)).toBe(3500)
    expect(unitPrice(3500, 0)).toBe(3500)
    expect(unitPrice(3500, -2)).toBe(3500)
    expect(unitPrice(1000, 3)).toBe(333)
  })
})

describe('lastColourInCart', () => {
  it("is the colour of the stock's latest coloured line, or null", () => {
    expect(lastColourInCart([], frame.id)).toBeNull()
    const navyFrame = lines(addToCart(lines(addToCart([], bear)), frame, navy))
    expect(lastColourInCart(navyFrame, frame.id)).toBe('Navy')
    expect(lastColourInCart(navyFrame, bear.id)).toBeNull()
    const thenBlack = lines(addToCart(navyFrame, frame, black))
    expect(lastColourInCart(thenBlack, frame.id)).toBe('Black')
    // Another of the navy frame raises its line, but black is still the latest line.
    expect(lastColourInCart(lines(addToCart(thenBlack, frame, navy)), frame.id)).toBe('Black')
  })
})
