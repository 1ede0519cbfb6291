import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

/** A compiled validator or serializer, as Fastify calls it and reads its properties. */
type Compiled = ((...args: never[]) => unknown) & object

/**
 * A function compiled at its first use instead of at start-up. Fastify reads `errors` (ajv's last
 * errors) and `schemaEnv` (whether ajv may replace a root value) off the function it was given,
 * so both are passed through to the compiled one.
 */
function onFirstUse<F extends Compiled>(build: () => F): { lazy: F; compile: () => F } {
  let compiled: F | null = null
  const compile = () => (compiled ??= build())
  const lazy = (...args: never[]) => compile()(...args)
  for (const key of ['errors', 'schemaEnv']) {
    Object.defineProperty(lazy, key, {
      get: () => (compile() as Record<string, unknown>)[key],
      enumerable: true,
    })
  }
  // The same call signature and, through the getters above, the properties Fastify reads.
  return { lazy: lazy as unknown as F, compile }
}

// Made once per process, with what they compile: a process that builds the app more than once
// (the server tests, the benches) compiles each schema once, not once per app (about 0.1 s of CPU
// an app). Keyed by the compilers' setup (the same for every app), then by the schema object.
const validatorSelector = AjvCompiler()
const serializerSelector = SerializerSelector()
const compiledBySetup = new Map<string, WeakMap<object, Compiled>>()

function compiledOnce<R, F extends Compiled>(setup: string, compile: (route: R) => F) {
  let compiled = compiledBySetup.get(setup)
  if (!compiled) compiledBySetup.set(setup, (compiled = new WeakMap()))
  return (route: R): F => {
    const schema = (route as { schema?: unknown }).schema
    if (typeof schema !== 'object' || schema === null) return compile(route)
    const known = compiled.get(schema) as F | undefined
    if (known) return known
    const made = compile(route)
    compiled.set(schema, made)
    return made
  }
}

/**
 * Fastify's own compilers (ajv, fast-json-stringify), each route's schemas compiled when first
 * used: compiling them all took about a second of every start, before anything could be answered.
 * `compileRest` compiles those not used yet one at a time, each in its own turn of the event loop,
 * so the first requests after a start are not held behind them.
 */
export function lazySchemas() {
  const waiting: (() => unknown)[] = []
  const deferred =
    <R, F extends Compiled>(compile: (route: R) => F) =>
    (route: R): F => {
      const { lazy, compile: now } = onFirstUse(() => compile(route))
      waiting.push(now)
      return lazy
    }
  const controller: FastifyServerOptions['schemaController'] = {
    compilersFactory: {
      buildValidator: (...args: Parameters<typeof validatorSelector>) =>
        deferred(compiledOnce(`v${JSON.stringify(args)}`, validatorSelector(...args))),
      buildSerializer: (...args: Parameters<typeof serializerSelector>) =>
        deferred(compiledOnce(`s${JSON.stringify(args)}`, serializerSelector(...args))),
    },
  }
  /** Rejects with the first schema that does not compile, after trying every other one. */
  async function compileRest() {
    let failed: unknown = null
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      try {
        next()
      } catch (error) {
        failed ??= error
      }
      await new Promise((resolve) => setImmediate(resolve))
    }
    if (failed) throw failed
  }
  return { controller, compileRest }
}
