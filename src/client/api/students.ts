import type { Ceremony } from '../../domain/contract/ceremony'
import type { Student } from '../../domain/contract/student'
import { isUnreachable, keep, kept } from '../offline/keptData'
import { api, tenantPath } from '../transport/http'

export interface StudentSearch {
  students: Student[]
  /** The server was unreachable: only the students of the kept ceremonies were searched. */
  offline: boolean
}

/** Every record of a student id; offline, among the students kept for the coming ceremonies. */
export async function findStudents(studentId: string): Promise<StudentSearch> {
  try {
    const path = `/students/${encodeURIComponent(studentId.trim())}`
    return { students: await api.get<Student[]>(path), offline: false }
  } catch (error) {
    const kept = isUnreachable(error) ? await findKeptStudents(studentId) : null
    if (!kept) throw error
    return { students: kept, offline: true }
  }
}

/** The most students the server lists in one answer (STUDENTS_PAGE_LIMIT on the server). */
export const CEREMONY_STUDENTS_PAGE = 1000

export const ceremonyStudentsKey = (ceremonyId: number) =>
  tenantPath(`/students?ceremony=${ceremonyId}`)

/** Every student of a ceremony, page by page, in the background (no spinner). */
export async function fetchCeremonyStudents(ceremonyId: number): Promise<Student[]> {
  const all: Student[] = []
  for (;;) {
    const after = all.length ? `&after=${all[all.length - 1]!.id}` : ''
    const page = await api.get<Student[]>(`/students?ceremony=${ceremonyId}${after}`, {
      quiet: true,
    })
    all.push(...page)
    if (page.length < CEREMONY_STUDENTS_PAGE) return all
  }
}

/** Which ceremonies' students are kept, per university. */
const keptCeremoniesKey = () => tenantPath('/students?kept')

/** Keeps the students of these ceremonies (today's and the next days'), replacing the last set. */
export async function keepCeremonyStudents(ceremonies: Pick<Ceremony, 'id'>[]): Promise<void> {
  const ids: number[] = []
  for (const { id } of ceremonies) {
    await keep(ceremonyStudentsKey(id), await fetchCeremonyStudents(id))
    ids.push(id)
  }
  await keep(keptCeremoniesKey(), ids)
}

/**
 * A student id among the kept students, matched whole and regardless of case like the server's
 * lookup; null when nothing is kept for this university.
 */
async function findKeptStudents(studentId: string): Promise<Student[] | null> {
  const ids = await kept<number[]>(keptCeremoniesKey())
  if (!ids) return null
  const wanted = studentId.trim().toLowerCase()
  const found: Student[] = []
  for (const id of ids) {
    const students = (await kept<Student[]>(ceremonyStudentsKey(id))) ?? []
    found.push(...students.filter((s) => s.student_id.toLowerCase() === wanted))
  }
  return found
}
