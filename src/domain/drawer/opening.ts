import { accepted, refused, type Checked } from '../sale/checked'
import { parseMoney, type Cents } from '../sale/money'
import { SALE_MESSAGES } from '../sale/saleMessages'

/** The float a drawer opens with: any amount of dollars a money column holds, $0.00 included. */
export function readFloat(sent: unknown): Checked<Cents> {
  const cents = parseMoney(sent)
  return cents === null ? refused({ float: [SALE_MESSAGES.money('float')] }) : accepted(cents)
}
