import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { lazySchemas } from './lazySchemas'

function appWith(schemas: ReturnType<typeof lazySchemas>) {
  const app = Fastify({
    ajv: { customOptions: { allErrors: true, coerceTypes: false } },
    schemaController: schemas.controller,
  })
  app.post(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 2 } },
        },
        response: { 200: { type: 'object', properties: { name: { type: 'string' } } } },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
  )
  return app
}

describe('schemas compiled at first use', () => {
  it('validate and serialize as compiled at start-up would', async () => {
    const app = appWith(lazySchemas())
    const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'x' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('must NOT have fewer than 2 characters')
    const missing = await app.inject({ method: 'POST', url: '/echo', payload: {} })
    expect(missing.json().message).toContain("must have required property 'name'")
    const good = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ada' } })
    expect(good.statusCode).toBe(200)
    expect(good.json()).toEqual({ name: 'Ada' })
    await app.close()
  })

  it('compile the rest after start, and a schema that cannot compile is reported', async () => {
    const schemas = lazySchemas()
    const app = appWith(schemas)
    app.get('/broken', { schema: { querystring: { type: 'nonsense' } } }, async () => 'never')
    await app.ready()
    await expect(schemas.compileRest()).rejects.toThrow(/schema is invalid/)
    // The other routes were compiled all the same and still answer.
    const good = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ada' } })
    expect(good.json()).toEqual({ name: 'Ada' })
    await app.close()
  })
})
