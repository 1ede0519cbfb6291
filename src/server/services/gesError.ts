/** The ordering system could not take an order (502), or the order is not there to push (404). */
export class GesError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 502 = 502,
  ) {
    super(message)
  }
}
