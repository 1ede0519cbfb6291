/** The demo logins `npm start` prints; each demo-data folder has them in its staff.csv. */
export const DEMO_PASSWORD = 'demo-pass'
export const DEMO_PIN = '1234'
export const DEMO_MANAGER_PIN = '2468'
export const DEMO_UNIVERSITIES = [
  { slug: 'demo', name: 'Demo University' },
  { slug: 'northbridge', name: 'Northbridge University' },
] as const

export const demoEmail = (slug: string) => `staff@${slug}.example`
export const demoManagerEmail = (slug: string) => `manager@${slug}.example`
