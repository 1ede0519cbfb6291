export interface DemoLine {
  stock: string
  colour?: string
  status?: 'Open' | 'Close'
}

/** Each demo order: whose it is, what it holds, and whether it has reached the ordering system. */
export const DEMO_ORDERS: {
  student: number | null
  lines: DemoLine[]
  pre: boolean
  pushed: boolean
  daysAgo: number
}[] = [
  {
    student: 0,
    pre: true,
    pushed: true,
    daysAgo: 20,
    lines: [{ stock: 'Classic Degree Frame', colour: 'Navy' }, { stock: 'Graduation Bear' }],
  },
  {
    student: 1,
    pre: true,
    pushed: true,
    daysAgo: 18,
    lines: [{ stock: 'Degree Plaque', colour: 'Gold' }, { stock: 'Degree Presentation Photo' }],
  },
  {
    student: 2,
    pre: true,
    pushed: true,
    daysAgo: 15,
    lines: [{ stock: 'Premium Photography Package' }],
  },
  {
    student: 3,
    pre: true,
    pushed: true,
    daysAgo: 12,
    lines: [{ stock: 'Rose Bouquet', status: 'Close' }, { stock: 'Photo Frame' }],
  },
  {
    student: 4,
    pre: true,
    pushed: true,
    daysAgo: 9,
    lines: [{ stock: 'Graduation Posy' }, { stock: 'Ceremony Video Download' }],
  },
  { student: 5, pre: true, pushed: false, daysAgo: 6, lines: [{ stock: 'Charm Bear Keyring' }] },
  {
    student: 6,
    pre: false,
    pushed: true,
    daysAgo: 1,
    lines: [{ stock: 'Premium Timber Frame', colour: 'Burgundy' }],
  },
  {
    student: null,
    pre: false,
    pushed: true,
    daysAgo: 1,
    lines: [{ stock: 'Graduation Bear' }, { stock: 'Graduation Posy' }],
  },
]
