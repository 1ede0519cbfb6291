import type { CheckPinAnswer } from '../../domain/contract/pin'
import { api } from '../transport/http'

export function checkPin(pin: string): Promise<CheckPinAnswer> {
  return api.post<CheckPinAnswer>('/checkpin', { pin })
}
