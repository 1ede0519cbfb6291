import type { Config } from '../../configTypes'
import type { Db } from '../../db/client'
import type { TerminalAdapter, TerminalEventSink } from './port'
import { simulatorAdapter } from './simulator/adapter'

/**
 * The adapter TERMINAL names, delivering what its terminals say to `sink`. `db` is for adapters
 * that keep their own records (the simulator's transactions survive a restart).
 */
export function makeTerminalAdapter(
  config: Config,
  sink: TerminalEventSink,
  db: Db,
): TerminalAdapter {
  switch (config.terminal) {
    case 'simulator':
      return simulatorAdapter(db, sink)
    case 'linkly':
      throw new Error('TERMINAL=linkly is not available')
  }
}
