import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/tools/**/*.test.ts', 'src/bench/**/*.test.ts'],
          environment: 'node',
          // Pure rules, the build's tools and the bench's pure parts: the files share their
          // worker's modules instead of each loading them again (most of a domain file's time).
          isolate: false,
        },
      },
      {
        test: {
          // The stores, the HTTP layer and the offline queue keep state in their modules: each
          // file starts from fresh ones.
          name: 'unit-client',
          include: ['src/client/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // One migrated, seeded demo database for the suite, copied by each file.
          globalSetup: ['src/server/test/globalSetup.ts'],
          // The files share their worker's modules instead of loading Fastify, drizzle and the
          // app again each (a third of the suite's CPU): the server keeps no state in a module,
          // and each file builds its own app and database.
          isolate: false,
          // Each file builds its own database and server; PGlite takes a few seconds to start.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
