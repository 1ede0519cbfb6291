import type { DelayRule, LockoutRule } from './lockoutRules'

/** Milliseconds a fixed lock has left, 0 when none holds. */
export function lockLeft(times: number[], rule: LockoutRule, now: number): number {
  for (let i = 0; i + rule.limit - 1 < times.length; i++) {
    const newest = times[i]!
    const left = newest + rule.lockMs - now
    if (left <= 0) break
    if (newest - times[i + rule.limit - 1]! <= rule.windowMs) return left
  }
  return 0
}

/** Milliseconds the next attempt must wait under an increasing delay, 0 when it may go now. */
export function delayLeft(times: number[], rule: DelayRule, now: number): number {
  const over = times.length - rule.free
  if (over <= 0) return 0
  const wait = Math.min(rule.baseMs * 2 ** (over - 1), rule.maxMs)
  return Math.max(0, times[0]! + wait - now)
}

/** "5 minutes", "1 minute 30 seconds", "12 seconds": a wait as the counter reads it. */
export function describeWait(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 1000))
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (minutes === 0) return part(seconds, 'second')
  return seconds === 0
    ? part(minutes, 'minute')
    : `${part(minutes, 'minute')} ${part(seconds, 'second')}`
}
