import type { BootData } from '../../src/domain/contract/boot'

/** The page data every story starts from: a logged-in demo staff member. */
export const storyBoot: BootData = {
  page: 'pos',
  version: 'v1.0.0',
  universities: [
    { label: 'Demo University', value: 'demo' },
    { label: 'Northbridge University', value: 'northbridge' },
  ],
  tenant: 'demo',
  universityName: 'Demo University',
  user: { name: 'Demo Staff', email: 'staff@demo.example', tenant: 'demo', role: 'operator' },
  csrfToken: 'story-csrf-token',
  reportsUrl: 'https://reports.example/demo/reports/pos',
  webkioskUrl: 'https://webkiosk.example/demo',
}
