import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/**
 * What the figures depend on in the machine itself: its cores, and on Linux whether autogroup
 * scheduling is on. With it on, each busy PostgreSQL backend (a session of its own) gets as large
 * a share of the CPU as the whole server process, which caps the saves back to back on a small
 * machine (README, Running on PostgreSQL).
 */
export function machineNote(): string {
  const cores = `${availableParallelism()} cores`
  try {
    const enabled = readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim()
    return `${cores}, Linux autogroup ${enabled === '1' ? 'on' : 'off'}`
  } catch {
    // Not Linux, or a kernel without autogroup.
    return cores
  }
}
