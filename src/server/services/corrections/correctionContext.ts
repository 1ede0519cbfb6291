import type { PinContext } from '../auth/verifyPin'

/** Who asks for a void or a refund, at which kiosk, under which Idempotency-Key. */
export interface CorrectionContext {
  universityId: number
  universityName: string
  /** The staff member signed in at the kiosk (the manager approves with a PIN). */
  staffId: number
  pin: PinContext
  idempotencyKey: string | null
}
