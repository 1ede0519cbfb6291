import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/client/**/*.test.ts'],
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
          // Each file builds its own database and server; PGlite takes a few seconds to start.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
