import { describe, expect, it } from 'vitest'
import { autogroupNote } from './machine'

// /proc/self/cgroup as a container with cgroup v1 shows it, the CPU controller at the root.
const V1_ROOT = '4:memory:/kiosk\n3:cpuset:/\n2:cpuacct:/\n1:cpu:/\n0::/\n'
const facts = (over: Partial<Parameters<typeof autogroupNote>[0]> = {}) => ({
  enabled: true,
  cgroups: V1_ROOT,
  controllersOf: () => '',
  group: '/autogroup-7392 nice 0\n',
  ...over,
})

describe('the bench heading on autogroup', () => {
  it('says it is off when the kernel has it off', () => {
    expect(autogroupNote(facts({ enabled: false }))).toBe('Linux autogroup off')
  })

  it('says it is on for a process in the root CPU cgroup', () => {
    expect(autogroupNote(facts())).toBe('Linux autogroup on')
  })

  it("names the group's weight when root has changed it", () => {
    expect(autogroupNote(facts({ group: '/autogroup-7490 nice -10\n' }))).toBe(
      "Linux autogroup on, this process's group at nice -10",
    )
  })

  it('says it does not apply in a CPU cgroup of its own (cgroup v1)', () => {
    const cgroups = '5:cpu,cpuacct:/system.slice/pos.service\n0::/\n'
    expect(autogroupNote(facts({ cgroups }))).toBe(
      'Linux autogroup on, not applied (own CPU cgroup)',
    )
  })

  it('on cgroup v2 decides by whether the CPU controller is enabled for the group', () => {
    const cgroups = '0::/system.slice/pos.service\n'
    const withCpu = facts({ cgroups, controllersOf: () => 'cpuset cpu io memory pids\n' })
    const withoutCpu = facts({ cgroups, controllersOf: () => 'memory pids\n' })
    expect(autogroupNote(withCpu)).toBe('Linux autogroup on, not applied (own CPU cgroup)')
    expect(autogroupNote(withoutCpu)).toBe('Linux autogroup on')
    expect(autogroupNote(facts({ cgroups: '0::/\n' }))).toBe('Linux autogroup on')
    // A group without the controller under a slice that has it is governed by the slice.
    const underSlice = facts({
      cgroups,
      controllersOf: (path) => (path === '/system.slice' ? 'cpu memory\n' : 'memory\n'),
    })
    expect(autogroupNote(underSlice)).toBe('Linux autogroup on, not applied (own CPU cgroup)')
  })
})
