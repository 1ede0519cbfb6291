import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Student } from '../../domain/contract/student'
import { ceremonies, stocks } from '../../../stories/fixtures/catalogue'
import { students } from '../../../stories/fixtures/people'
import { forgetKept, kept, keepWhenIdle } from '../offline/keptData'
import { ApiError } from '../transport/apiError'
import { configureHttp } from '../transport/http'
import { fetchCeremonies } from './ceremonies'
import { refreshKept } from './refreshKept'
import { fetchStocks } from './stocks'
import { findStudents, keepCeremonyStudents } from './students'

/** The server as the kiosk sees it: answers by path, or no network at all. */
let answers: Record<string, unknown> = {}
let online = true
const requested: string[] = []
vi.stubGlobal(
  'fetch',
  vi.fn(async (url: string) => {
    requested.push(url)
    if (!online) throw new TypeError('Failed to fetch')
    if (!(url in answers)) return Response.json({ message: 'Not found' }, { status: 404 })
    return Response.json(answers[url])
  }),
)

beforeEach(async () => {
  answers = {}
  online = true
  requested.length = 0
  configureHttp({ tenant: 'demo' })
  await forgetKept()
})
afterEach(() => configureHttp({ tenant: '' }))

describe('the catalogue and ceremonies kept for offline use', () => {
  it('answers from the network when online, and the kept copy when the server is unreachable', async () => {
    answers['/demo/stocks?view=card'] = stocks
    answers['/demo/ceremonies?days=3'] = ceremonies
    expect(await fetchStocks()).toEqual(stocks)
    expect(await fetchCeremonies(3)).toEqual(ceremonies)
    online = false
    expect(await fetchStocks()).toEqual(stocks)
    expect(await fetchCeremonies(3)).toEqual(ceremonies)
    // Another window was never kept: the network error is passed on.
    await expect(fetchCeremonies(365)).rejects.toMatchObject({ status: 0 })
  })

  it("never answers one university's catalogue to another", async () => {
    answers['/demo/stocks?view=card'] = stocks
    await fetchStocks()
    configureHttp({ tenant: 'northbridge' })
    online = false
    await expect(fetchStocks()).rejects.toBeInstanceOf(ApiError)
    configureHttp({ tenant: 'demo' })
    expect(await fetchStocks()).toEqual(stocks)
  })

  it('forgets at logout an answer not yet written (kept once the page is idle)', async () => {
    answers['/demo/stocks?view=card'] = stocks
    await fetchStocks()
    await forgetKept()
    // Scheduled after the catalogue's write: once this one is written, that one's turn is past.
    keepWhenIdle('later', 1)
    expect(await kept('later')).toBe(1)
    online = false
    await expect(fetchStocks()).rejects.toMatchObject({ status: 0 })
  })

  it('keeps the newest answer and forgets everything at logout', async () => {
    answers['/demo/stocks?view=card'] = stocks
    await fetchStocks()
    answers['/demo/stocks?view=card'] = stocks.slice(0, 2)
    await fetchStocks()
    online = false
    expect(await fetchStocks()).toHaveLength(2)
    await forgetKept()
    await expect(fetchStocks()).rejects.toMatchObject({ status: 0 })
  })
})

describe('students kept for offline lookups', () => {
  const withCeremony = (student: Student, ceremonyId: number, id: number): Student => ({
    ...student,
    id,
    ceremony_id: ceremonyId,
  })

  it('keeps the students of the coming ceremonies and finds a student id among them offline', async () => {
    const [yesterday, today, tomorrow] = ceremonies
    answers['/demo/stocks?view=card'] = stocks
    answers['/demo/ceremonies?days=3'] = [yesterday, today, tomorrow]
    answers[`/demo/students?ceremony=${yesterday!.id}`] = [withCeremony(students[0]!, 1, 1)]
    answers[`/demo/students?ceremony=${today!.id}`] = [withCeremony(students[1]!, 2, 2)]
    answers[`/demo/students?ceremony=${tomorrow!.id}`] = [withCeremony(students[2]!, 3, 3)]
    await refreshKept(today!.date)
    expect(requested).not.toContain(`/demo/students?ceremony=${yesterday!.id}`)

    online = false
    const found = await findStudents(` ${students[1]!.student_id.toUpperCase()} `)
    expect(found).toEqual({ students: [withCeremony(students[1]!, 2, 2)], offline: true })
    expect(await findStudents(students[2]!.student_id)).toMatchObject({ offline: true })
    expect((await findStudents(students[0]!.student_id)).students).toEqual([])
    expect(await fetchStocks()).toEqual(stocks)
  })

  it('reads a large ceremony page by page', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => withCeremony(students[0]!, 9, i + 1))
    answers['/demo/students?ceremony=9'] = many.slice(0, 1000)
    answers['/demo/students?ceremony=9&after=1000'] = many.slice(1000)
    await keepCeremonyStudents([{ id: 9 }])
    online = false
    expect((await findStudents(students[0]!.student_id)).students).toHaveLength(1500)
  })

  it('with nothing kept, an offline lookup fails as before', async () => {
    online = false
    await expect(findStudents('41001001')).rejects.toMatchObject({ status: 0 })
  })

  it('online, the server answers the lookup', async () => {
    answers['/demo/students/41001001'] = [students[0]]
    expect(await findStudents('41001001')).toEqual({ students: [students[0]], offline: false })
  })
})
