import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/**
 * What the figures depend on in the machine itself: its cores, and on Linux how autogroup
 * scheduling treats this process. With it on, each busy PostgreSQL backend (a session of its own)
 * gets as large a share of the CPU as the whole server process, which caps the saves back to back
 * on a small machine (README, Running on PostgreSQL).
 */
export function machineNote(): string {
  const cores = `${availableParallelism()} cores`
  const enabled = readOrNull('/proc/sys/kernel/sched_autogroup_enabled')
  // Not Linux, or a kernel without autogroup.
  if (enabled === null) return cores
  const autogroup = autogroupNote({
    enabled: enabled.trim() === '1',
    cgroups: readOrNull('/proc/self/cgroup') ?? '',
    controllersOf: (path) => readOrNull(`/sys/fs/cgroup${path}/cgroup.controllers`) ?? '',
    group: readOrNull('/proc/self/autogroup') ?? '',
  })
  return `${cores}, ${autogroup}`
}

interface AutogroupFacts {
  /** `kernel.sched_autogroup_enabled` is 1. */
  enabled: boolean
  /** The text of `/proc/self/cgroup`. */
  cgroups: string
  /** The controllers a cgroup v2 group has (its `cgroup.controllers`). */
  controllersOf(path: string): string
  /** The text of `/proc/self/autogroup`, as `/autogroup-12 nice 0`. */
  group: string
}

/**
 * How autogroup treats this process. The kernel applies it only to a process in the root CPU
 * cgroup (`task_wants_autogroup` in kernel/sched/autogroup.c), so a server run as a service with a
 * CPU cgroup of its own is scheduled by that cgroup instead; and a group can be weighted by root
 * (`echo -10 > /proc/<pid>/autogroup`), which the heading then shows.
 */
export function autogroupNote(facts: AutogroupFacts): string {
  if (!facts.enabled) return 'Linux autogroup off'
  if (!inRootCpuCgroup(facts)) return 'Linux autogroup on, not applied (own CPU cgroup)'
  const nice = /nice (-?\d+)/.exec(facts.group)?.[1]
  return nice && nice !== '0'
    ? `Linux autogroup on, this process's group at nice ${nice}`
    : 'Linux autogroup on'
}

function inRootCpuCgroup(facts: AutogroupFacts): boolean {
  const lines = facts.cgroups.split('\n').filter(Boolean)
  for (const line of lines) {
    // `id:controllers:path`; the path itself may contain colons.
    const [, controllers = '', ...rest] = line.split(':')
    const path = rest.join(':')
    if (controllers.split(',').includes('cpu')) return path === '/'
  }
  // cgroup v2 alone: the process's CPU group is the nearest of its cgroup and its ancestors
  // that has the CPU controller enabled, and the root when none has.
  const unified = lines.find((line) => line.startsWith('0::'))
  const parts = (unified?.slice(3) ?? '/').split('/').filter(Boolean)
  return parts.every((_, depth) => {
    const path = `/${parts.slice(0, depth + 1).join('/')}`
    return !facts.controllersOf(path).split(/\s+/).includes('cpu')
  })
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
