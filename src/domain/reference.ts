/**
 * The ordering system's reference number kept in an order's json once the order has been pushed
 * there, or null before. Anything but a non-empty text counts as no reference.
 */
export function gesReference(json: { readonly ges_order_id?: unknown }): string | null {
  const reference = json.ges_order_id
  return typeof reference === 'string' && reference ? reference : null
}
