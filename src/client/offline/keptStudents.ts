import type { Ceremony } from '../../domain/contract/ceremony'
import type { Student } from '../../domain/contract/student'
import { ceremonyStudentsKey, fetchCeremonyStudents } from '../api/students'
import { tenantPath } from '../transport/http'
import { keep, kept } from './keptData'

/** Said wherever an offline lookup's result is shown. */
export const OFFLINE_LOOKUP = 'Offline: searched the students of the cached ceremonies only.'

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
export async function findKeptStudents(studentId: string): Promise<Student[] | null> {
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
