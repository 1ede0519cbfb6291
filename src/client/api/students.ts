import type { Student } from '../../domain/contract/student'
import { findKeptStudents } from '../offline/keptStudents'
import { isUnreachable } from '../offline/keptData'
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
