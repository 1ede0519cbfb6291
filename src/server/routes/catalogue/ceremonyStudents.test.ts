import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Ceremony } from '../../../domain/contract/ceremony'
import type { Student } from '../../../domain/contract/student'
import { TestClient } from '../../test/client'
import { startServer, type TestServer } from '../../test/harness'

let server: TestServer
let demo: TestClient
let north: TestClient

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
  north = await TestClient.loggedIn(server.url, 'northbridge')
})
afterAll(async () => {
  await server?.close()
})

/** The ceremonies of a university that have students, with their students as listed by the route. */
async function ceremoniesWithStudents(client: TestClient, tenant: string) {
  const ceremonies = (await client.get<Ceremony[]>(`/${tenant}/ceremonies`)).body
  const listed = await Promise.all(
    ceremonies.map(async (c) => ({
      ceremony: c,
      students: (await client.get<Student[]>(`/${tenant}/students?ceremony=${c.id}`)).body,
    })),
  )
  return listed.filter((l) => l.students.length > 0)
}

describe('GET /{tenant}/students?ceremony=ID', () => {
  it("lists the students of one ceremony, in record order, the next page after a record's id", async () => {
    const [first] = await ceremoniesWithStudents(demo, 'demo')
    expect(first).toBeDefined()
    const { ceremony, students } = first!
    expect(students.every((s) => s.ceremony_id === ceremony.id)).toBe(true)
    expect(students.every((s) => s.ceremony?.name === ceremony.name)).toBe(true)
    const ids = students.map((s) => s.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    const rest = await demo.get<Student[]>(`/demo/students?ceremony=${ceremony.id}&after=${ids[0]}`)
    expect(rest.status).toBe(200)
    expect(rest.body.map((s: Student) => s.id)).toEqual(ids.slice(1))
  })

  it('together the ceremonies list every demo student, and the lookup finds each one', async () => {
    const listed = (await ceremoniesWithStudents(demo, 'demo')).flatMap((l) => l.students)
    expect(listed.length).toBeGreaterThan(10)
    const one = listed[0]!
    const found = (await demo.get<Student[]>(`/demo/students/${one.student_id}`)).body
    expect(found.map((s: Student) => s.id)).toContain(one.id)
  })

  it("never lists another university's students, even given its ceremony's id", async () => {
    const northCeremonies = await ceremoniesWithStudents(north, 'northbridge')
    expect(northCeremonies.length).toBeGreaterThan(0)
    for (const { ceremony } of northCeremonies) {
      const answer = await demo.get(`/demo/students?ceremony=${ceremony.id}`)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual([])
    }
    const demoIds = new Set(
      (await ceremoniesWithStudents(demo, 'demo')).flatMap((l) => l.students.map((s) => s.id)),
    )
    const northIds = northCeremonies.flatMap((l) => l.students.map((s) => s.id))
    expect(northIds.filter((id) => demoIds.has(id))).toEqual([])
  })

  it('refuses a missing or malformed ceremony with 422, and a caller without a session with 401', async () => {
    for (const query of ['', '?ceremony=abc', '?ceremony=-1', '?ceremony=1&after=x']) {
      const answer = await demo.get(`/demo/students${query}`)
      expect(answer.status, query).toBe(422)
      expect(answer.body.message).toEqual(expect.any(String))
    }
    const anonymous = await server.client().get('/demo/students?ceremony=1')
    expect(anonymous.status).toBe(401)
  })
})
