import type { Config } from '../../configTypes'
import type { Db } from '../../db/client'
import { makeLinklyAdapter } from './linkly/adapter'
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
      // loadConfig reads the Linkly settings whenever TERMINAL=linkly, refusing to start without.
      if (!config.linkly) throw new Error('TERMINAL=linkly needs the LINKLY_ settings')
      return makeLinklyAdapter(config.linkly, sink)
  }
}
