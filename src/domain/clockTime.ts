/** How ceremonies store a time: a 12-hour clock with its meridiem. */
export interface ClockTime {
  hour: number
  min: number
  meridiem: 'AM' | 'PM'
}

export function parseTime(value: string): ClockTime | undefined {
  const twelve = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(value)
  if (twelve) {
    const [hour, min] = [Number(twelve[1]), Number(twelve[2])]
    if (hour < 1 || hour > 12 || min > 59) return undefined
    return { hour, min, meridiem: twelve[3]!.toLowerCase() === 'a' ? 'AM' : 'PM' }
  }
  const day = /^(\d{1,2}):(\d{2})$/.exec(value)
  if (!day) return undefined
  const [hour, min] = [Number(day[1]), Number(day[2])]
  if (hour > 23 || min > 59) return undefined
  return { hour: hour % 12 === 0 ? 12 : hour % 12, min, meridiem: hour < 12 ? 'AM' : 'PM' }
}

/** 24-hour 'HH:mm' of a stored time, as exports write it. */
export function formatTime(hour: number | null, min: number | null, meridiem: string | null) {
  if (hour === null) return ''
  const base = hour % 12
  const hours = meridiem?.toUpperCase() === 'PM' ? base + 12 : base
  return `${String(hours).padStart(2, '0')}:${String(min ?? 0).padStart(2, '0')}`
}
