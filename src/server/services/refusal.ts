/** A request refused for a reason the person at the kiosk can act on; the route answers it as is. */
export class Refusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 422 | 429,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Headers the answer carries, such as Retry-After on a lockout. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }

  static field(field: string, message: string): Refusal {
    return new Refusal(422, message, { [field]: [message] })
  }

  body() {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message }
  }
}
