import { parseArgs } from 'node:util'

export interface Options {
  seed: number
  kiosks: number
  /** Length of the ceremony day, in hours of the kiosks' time. */
  hours: number
  /** How many times faster than real time the day runs. */
  timeFactor: number
  /** Longest wait for the outboxes to empty after the day, in real seconds. */
  drainSeconds: number
}

export function readOptions(argv = process.argv.slice(2)): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'string' },
      kiosks: { type: 'string', default: '20' },
      hours: { type: 'string', default: '2' },
      'time-factor': { type: 'string', default: '60' },
      'drain-seconds': { type: 'string', default: '240' },
    },
  })
  const number = (name: string, text: string) => {
    const value = Number(text)
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`--${name} must be a positive number`)
    return value
  }
  return {
    seed: values.seed ? Math.floor(number('seed', values.seed)) : Date.now() % 1_000_000,
    kiosks: Math.floor(number('kiosks', values.kiosks)),
    hours: number('hours', values.hours),
    timeFactor: number('time-factor', values['time-factor']),
    drainSeconds: number('drain-seconds', values['drain-seconds']),
  }
}
