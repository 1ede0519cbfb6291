import type { Student } from '../../domain/contract/entities'
import { api } from './http'

export function findStudents(studentId: string): Promise<Student[]> {
  return api.get<Student[]>(`/students/${encodeURIComponent(studentId.trim())}`)
}
