import { AdminError } from '../admin/adminError'
import { Refusal } from '../refusal'

/** The CLI's rules refuse with an AdminError; the web answers the same sentence as a 422. */
export async function withCliRules<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof AdminError) throw new Refusal(422, error.message)
    throw error
  }
}
