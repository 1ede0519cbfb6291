/**
 * The ordering system refused an order (422), could not take it (502), or the order is not there
 * to push (404).
 */
export class GesError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 422 | 502 = 502,
  ) {
    super(message)
  }
}
