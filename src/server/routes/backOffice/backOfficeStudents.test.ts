import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, customers } from '../../db/schema'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import type { TestClient } from '../../test/client'

let server: TestServer
let manager: TestClient

beforeAll(async () => {
  server = await startServer()
  manager = await managerClient(server.url, 'demo')
})
afterAll(async () => {
  await server?.close()
})

const api = '/demo/admin/api/students'

describe('students in the back office', () => {
  it('finds students by id from its start or by name, a page at a time', async () => {
    const byId = await manager.get(`${api}?search=41001003`)
    expect(byId.status).toBe(200)
    expect(byId.body.total).toBe(2)
    expect(byId.body.students.map((s: { student_id: string }) => s.student_id)).toEqual([
      '41001003',
      '41001003',
    ])
    const all = await manager.get(api)
    expect(all.body.page_size).toBe(50)
    expect(all.body.students.length).toBe(Math.min(50, all.body.total))
    const name = all.body.students[0].lastname as string
    const byName = await manager.get(`${api}?search=${encodeURIComponent(name.toLowerCase())}`)
    expect(byName.body.students.every((s: { lastname: string }) => s.lastname === name)).toBe(true)
    expect((await manager.get(`${api}?search=no-such-student-anywhere`)).body.total).toBe(0)
  })

  it('saves a record by the rules of students.csv, refusing a bad cell by column', async () => {
    const [student] = (await manager.get(`${api}?search=41001001`)).body.students
    const form = { ...student, ceremony_code: student.ceremony_code }
    for (const key of ['id', 'ceremony_name']) delete form[key]
    for (const [key, value] of Object.entries(form)) if (value === null) form[key] = ''

    const refused = await manager.put(`${api}/${student.id}`, {
      ...form,
      email: 'not-an-email',
      ceremony_code: 'NOPE',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors.email).toEqual(['"not-an-email" is not an email address'])
    expect(refused.body.errors.ceremony_code[0]).toMatch(/not the code of a ceremony/)
    const [unchanged] = await server.db.select().from(customers).where(eq(customers.id, student.id))
    expect(unchanged!.email).toBe(student.email)

    const saved = await manager.put(`${api}/${student.id}`, {
      ...form,
      lastname: 'Renamed',
      city: 'Fitzroy',
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ lastname: 'Renamed', city: 'Fitzroy' })
    const [row] = await server.db.select().from(customers).where(eq(customers.id, student.id))
    expect(row!.lastname).toBe('Renamed')
    const [line] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `customer:${student.id}`))
    expect(line).toMatchObject({ action: 'student.edit' })
    expect(line!.details).toMatchObject({ changed: ['lastname', 'city'] })
  })
})
