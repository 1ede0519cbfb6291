/** The demo catalogue: every stock type, colours on frames and plaques, and posted items that need an address. */
const MATS = [
  { name: 'Navy', value: '#1f2a44' },
  { name: 'Burgundy', value: '#7b1e2b' },
  { name: 'Forest Green', value: '#1e4d2b' },
  { name: 'Black', value: '#111111' },
]
const PLATES = [
  { name: 'Gold', value: '#d4af37' },
  { name: 'Silver', value: '#c0c0c0' },
  { name: 'Bronze', value: '#cd7f32' },
]

export interface DemoStock {
  name: string
  type: string
  price: string
  description: string
  image: string
  colours?: { name: string; value: string }[]
  requireAddress?: boolean
}

export const DEMO_STOCKS: DemoStock[] = [
  {
    name: 'Graduation Bear',
    type: 'Stock#Bear',
    price: '35.00',
    description: 'Plush bear in gown and trencher',
    image: 'bear',
  },
  {
    name: 'Charm Bear Keyring',
    type: 'Stock#Bear',
    price: '18.00',
    description: 'Small bear charm',
    image: 'bear',
  },
  {
    name: 'Degree Presentation Photo',
    type: 'Stock#StagePhoto',
    price: '45.00',
    description: 'Your moment on stage, printed 8x10',
    image: 'stage-photo',
  },
  {
    name: 'Presentation Photo Pack',
    type: 'Stock#StagePhoto',
    price: '75.00',
    description: 'Three stage photos and digital copies',
    image: 'stage-photo',
  },
  {
    name: 'Studio Portrait Session',
    type: 'Stock#PhotographService',
    price: '120.00',
    description: 'Studio portraits, prints posted to you',
    image: 'portrait',
    requireAddress: true,
  },
  {
    name: 'Premium Photography Package',
    type: 'Stock#PhotographService',
    price: '250.00',
    description: 'Studio, family and campus portraits, album posted',
    image: 'portrait',
    requireAddress: true,
  },
  {
    name: 'Degree Plaque',
    type: 'Stock#Plaque',
    price: '130.00',
    description: 'Timber plaque with engraved plate',
    image: 'plaque',
    colours: PLATES,
  },
  {
    name: 'Deluxe Degree Plaque',
    type: 'Stock#Plaque',
    price: '180.00',
    description: 'Jarrah plaque with engraved plate',
    image: 'plaque',
    colours: PLATES,
  },
  {
    name: 'Ceremony Video Download',
    type: 'Stock#CeremonyVideo',
    price: '55.00',
    description: 'Full ceremony in HD',
    image: 'video',
  },
  {
    name: 'Ceremony Video USB',
    type: 'Stock#CeremonyVideo',
    price: '69.00',
    description: 'Full ceremony on a keepsake USB, posted',
    image: 'video',
    requireAddress: true,
  },
  {
    name: 'Classic Degree Frame',
    type: 'Stock#Frame',
    price: '95.00',
    description: 'Black frame for your testamur',
    image: 'frame',
    colours: MATS,
  },
  {
    name: 'Premium Timber Frame',
    type: 'Stock#Frame',
    price: '145.00',
    description: 'Solid timber with double mat',
    image: 'frame',
    colours: MATS,
  },
  {
    name: 'Photo Frame',
    type: 'Stock#Frame',
    price: '49.00',
    description: 'Frame for a presentation photo',
    image: 'frame',
  },
  {
    name: 'Graduation Posy',
    type: 'Stock#Flower',
    price: '30.00',
    description: 'Seasonal posy',
    image: 'flower',
  },
  {
    name: 'Rose Bouquet',
    type: 'Stock#Flower',
    price: '55.00',
    description: 'A dozen roses',
    image: 'flower',
  },
  {
    name: 'Matboard Upgrade',
    type: 'Stock#Matboard',
    price: '20.00',
    description: 'Double matboard for a frame',
    image: 'frame',
  },
]

export const DEMO_VENUES = ['Great Hall', 'Town Hall Auditorium', 'Riverside Pavilion']
export const DEMO_FACULTIES = [
  'Faculty of Arts',
  'Faculty of Science',
  'Business School',
  'Faculty of Engineering',
  'Faculty of Health',
  'Faculty of Law',
  'Faculty of Education',
  'Faculty of Medicine',
]

/** Invented people; no real person's details are stored. */
export const DEMO_STUDENTS = [
  ['Avery', 'Lindqvist'],
  ['Jordan', 'Okafor'],
  ['Riley', 'Castellano'],
  ['Harper', 'Nakamura'],
  ['Quinn', 'Abernathy'],
  ['Rowan', 'Delacroix'],
  ['Sasha', 'Whitlock'],
  ['Emerson', 'Varga'],
  ['Finley', 'Oyelaran'],
  ['Morgan', 'Thistlewood'],
  ['Casey', 'Brightwater'],
  ['Dakota', 'Fairbanks'],
] as const
