import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import {
  AdminStudent,
  StudentBody,
  StudentPage,
  StudentQuery,
  type StudentFields,
} from '../../../domain/contract/backOfficeStudents'
import { ErrorBody } from '../../../domain/contract/common'
import { ceremonyCodes } from '../../admin/import/ceremonyCodes'
import { readStudentRow } from '../../admin/import/students'
import { actor, tenantOf } from '../../plugins/guards'
import { listStudents, updateStudent } from '../../services/backOffice/students'
import { Refusal } from '../../services/refusal'
import { Id } from '../params'

const Params = Type.Object({ tenant: Type.String(), id: Id })
const refusals = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody }
const tags = ['back office']

/** The form's cells as a row of students.csv, checked by the importer's own rules. */
async function readForm(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  universityId: number,
  body: StudentFields,
) {
  const values: Record<string, string> = {}
  for (const [column, value] of Object.entries(body)) {
    if (column !== '_token' && typeof value === 'string') values[column] = value.trim()
  }
  const codes = await app.db.transaction((tx) => ceremonyCodes(tx, universityId))
  const record = readStudentRow({ line: 1, values }, codes)
  if (record.problems.length) {
    const errors: Record<string, string[]> = {}
    for (const p of record.problems) (errors[p.column ?? 'student_id'] ??= []).push(p.message)
    const first = record.problems[0]!
    throw new Refusal(422, `${first.column}: ${first.message}`, errors)
  }
  return { fields: record.fields, extra: record.extra }
}

/** Students: a page of a search by id or name, and a record edited by the rules of its file. */
const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/students',
    {
      schema: {
        tags,
        summary:
          'Students by last name, 50 a page (?search= a student id from its start, or a name; ?page=)',
        querystring: StudentQuery,
        response: { 200: StudentPage, ...refusals },
      },
    },
    async (request) => listStudents(app.db, tenantOf(request).id, request.query),
  )

  app.put(
    '/students/:id',
    {
      schema: {
        tags,
        summary:
          "A student's record, checked by the rules of students.csv (422 with errors by column)",
        params: Params,
        body: StudentBody,
        response: { 200: AdminStudent, ...refusals },
      },
    },
    async (request) => {
      const who = actor(request)
      const changes = await readForm(app, who.universityId, request.body as StudentFields)
      return updateStudent(app.db, who, Number(request.params.id), changes)
    },
  )
}

export default studentRoutes
