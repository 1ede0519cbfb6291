import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { PassThrough } from 'node:stream'
import Type from 'typebox'
import {
  ImportParams,
  ImportPlan,
  ImportQuery,
  ImportRefused,
  type ImportEvent,
} from '../../../domain/contract/backOfficeImport'
import { ErrorBody } from '../../../domain/contract/common'
import { TOO_LARGE } from '../../admin/import/csvSource'
import { MAX_FILE_BYTES } from '../../admin/import/readCsv'
import { actor, tenantOf } from '../../plugins/guards'
import { exportKind, importUpload, refusalOf } from './importUpload'

const refusals = { 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody }
const tags = ['back office']
const NOT_CSV = 'Send the file as text/csv: choose a .csv file saved as "CSV UTF-8".'
/** How often an applied import says how far it is: also keeps the connection from idling out. */
const PROGRESS_EVERY_MS = 500

const who = (request: Parameters<typeof actor>[0]) => ({
  ...actor(request),
  slug: tenantOf(request).slug,
})

function refuse(reply: FastifyReply, error: unknown) {
  const refusal = refusalOf(error)
  if (!refusal) throw error
  return reply.code(refusal.status).send(refusal.body)
}

/**
 * Imports and exports of ceremonies, stocks, students and staff, through the CLI's importer and
 * exporters. The file comes as the raw text/csv body, read as it arrives (after the manager
 * check, so no one else's upload is read at all) up to the importer's size limit.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The body stays unread here; the route streams it to the importer.
  app.addContentTypeParser('text/csv', (_request, _payload, done) => done(null, undefined))

  app.post(
    '/import/:kind',
    {
      // Compression would hold the progress lines back until its buffer fills.
      compress: false,
      schema: {
        tags,
        summary: 'A dry run of a CSV file (text/csv body), or ?apply=yes to write it',
        description: `Dry run: what the file would add, update and leave, or 422 with every mistake by line and column. Applied: application/x-ndjson lines (start, progress, then done or refused), written in one transaction and audited as import.<kind>. At most ${MAX_FILE_BYTES / 1024 / 1024} MB of UTF-8.`,
        params: ImportParams,
        querystring: ImportQuery,
        consumes: ['text/csv'],
        response: { 200: ImportPlan, 422: ImportRefused, ...refusals },
      },
    },
    async (request, reply) => {
      if (!(request.headers['content-type'] ?? '').startsWith('text/csv')) {
        return reply.code(415).send({ message: NOT_CSV })
      }
      if (Number(request.headers['content-length'] ?? 0) > MAX_FILE_BYTES) {
        return reply.code(413).send({ message: TOO_LARGE })
      }
      const apply = request.query.apply === 'yes'
      const run = (options: Parameters<typeof importUpload>[4]) =>
        importUpload(app.db, who(request), request.params.kind, request.raw, options)
      if (!apply) {
        try {
          return await run({ apply: false })
        } catch (error) {
          return refuse(reply, error)
        }
      }
      return applyStreaming(reply, run)
    },
  )

  app.get(
    '/export/:kind',
    {
      schema: {
        tags,
        summary: 'The rows of a kind as the CSV the importer reads back (audited as export.<kind>)',
        params: ImportParams,
        produces: ['text/csv'],
        response: { 200: Type.String(), 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { kind } = request.params
      const csv = await exportKind(app.db, who(request), kind)
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${kind}-${tenantOf(request).slug}.csv"`,
        )
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv)
    },
  )
}

/**
 * Applies a file, answering as it goes: a refusal found before any row is written (a file that
 * is too large, not UTF-8, not valid CSV) is a plain 4xx; once the rows are counted the answer
 * is a 200 stream of progress lines ending in what was done, or why nothing was.
 */
async function applyStreaming(
  reply: FastifyReply,
  run: (options: {
    apply: true
    onStart: (rows: number) => void
    progress: (done: number) => void
  }) => Promise<ImportPlan>,
) {
  let total = -1
  let written = 0
  let started!: () => void
  // Lines written before the answer starts wait in the stream; an early refusal drops them.
  const out = new PassThrough()
  const send = (event: ImportEvent) => out.write(`${JSON.stringify(event)}\n`)
  const counted = new Promise<void>((resolve) => (started = resolve))
  const job = run({
    apply: true,
    onStart: (rows) => {
      total = rows
      send({ type: 'start', total })
      started()
    },
    progress: (done) => {
      written = done
      send({ type: 'progress', done, total })
    },
  })
  const first = await Promise.race([
    counted,
    job.then(
      () => undefined,
      (error: unknown) => error,
    ),
  ])
  if (first !== undefined && total < 0) return refuse(reply, first)

  const timer = setInterval(
    () => send({ type: 'progress', done: written, total }),
    PROGRESS_EVERY_MS,
  )
  job
    .then(
      (plan) => send({ type: 'done', plan }),
      (error: unknown) => {
        const refusal = refusalOf(error)
        if (refusal) send({ type: 'refused', ...refusal.body })
        else {
          reply.log.error({ err: error }, 'import failed')
          send({
            type: 'refused',
            message: 'The import could not finish, and nothing was changed. Please try again.',
          })
        }
      },
    )
    .finally(() => {
      clearInterval(timer)
      out.end()
    })
  return reply.type('application/x-ndjson').header('cache-control', 'no-store').send(out)
}

export default importRoutes
