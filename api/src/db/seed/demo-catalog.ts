import type { PlanSection, TaxCategory } from '@marketplace/shared-dto';
import type { Palette } from './demo-images';

/**
 * What the demo marketplace contains, as plain data: Delhi-NCR venues, fictional artists and the events
 * of the coming eight weeks. Names are invented; neighbourhoods, addresses and coordinates are real places.
 * demo-data.seed.ts turns this into rows; dates are offsets from the day the seed runs.
 */

export const DEMO_PASSWORDS = { vendor: 'Vendor@12345', buyer: 'Buyer@12345' } as const;

export interface DemoVendor {
  companyName: string; contactName: string; email: string; phone: string; password: string;
  /** The tax profile; a vendor without one has no GSTIN and charges no GST on tickets. */
  tax?: { legalName: string; gstin: string; address: string };
  /** The bank account payouts go to (the sandbox links a simulated Route account to it); none: payouts await an account. */
  payoutAccount?: { holder: string; ifsc: string; number: string };
}

export const DEMO_VENDORS: readonly DemoVendor[] = [
  {
    companyName: 'Dilli Live Entertainment', contactName: 'Rohit Sharma', email: 'vendor@utsav.test', phone: '+919811000001', password: DEMO_PASSWORDS.vendor,
    tax: { legalName: 'Dilli Live Entertainment Private Limited', gstin: '07AADCD4321K1ZT', address: '14 Khan Market, New Delhi 110003' },
    payoutAccount: { holder: 'Dilli Live Entertainment Private Limited', ifsc: 'HDFC0000148', number: '50200012345678' },
  },
  { companyName: 'Gurgaon Beats Productions', contactName: 'Simran Kaur', email: 'vendor2@utsav.test', phone: '+919811000002', password: DEMO_PASSWORDS.vendor },
];

export const DEMO_BUYER = { name: 'Aditi Verma', email: 'buyer@utsav.test', phone: '+919876543210', password: DEMO_PASSWORDS.buyer };

/** Other buyers, so events have sales, the back office has bookings and interest counts are not all zero. */
const FIRST_NAMES = ['Rahul', 'Sneha', 'Amit', 'Pooja', 'Vikas', 'Neha', 'Karan', 'Ritu', 'Saurabh', 'Anjali', 'Manish', 'Kavya', 'Nikhil', 'Shreya', 'Harpreet', 'Farhan', 'Divya', 'Gaurav', 'Ishita', 'Mohit'];
const LAST_NAMES = ['Sharma', 'Gupta', 'Singh', 'Khan', 'Arora', 'Jain', 'Bansal', 'Chopra', 'Yadav', 'Malik'];
export const CROWD = Array.from({ length: 40 }, (_, i) => {
  const first = FIRST_NAMES[i % FIRST_NAMES.length];
  const last = LAST_NAMES[(i * 3 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length];
  return { name: `${first} ${last}`, email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(), phone: `+91981234${String(i + 1).padStart(4, '0')}` };
});

/** Owner of a vendor submission: an index into DEMO_VENDORS. */
type VendorIndex = 0 | 1;

/** Approved reference data (the admin's) and vendor proposals still awaiting approval. */
export const CATEGORIES = ['Music', 'Comedy', 'Theatre', 'Workshops', 'Sports', 'Food & Drink', 'Kids', 'Technology', 'Art', 'Nightlife', 'Dance', 'Festivals'];
export const TAGS = ['Live Music', 'Stand-up', 'Open Air', 'Family Friendly', 'Bollywood', 'Sufi', 'Indie', 'Classical', 'Startup', 'Hands-on', 'Networking', 'Rooftop', 'DJ Night', 'Cricket', 'Football', 'Running', 'Street Food', 'Craft Beer', 'Wellness', 'Jazz', 'Open Mic', 'Exhibition', 'Poetry', 'Weekend Special'];
export const LANGUAGES = ['Hindi', 'English', 'Punjabi', 'Urdu', 'Tamil', 'Bengali', 'Malayalam', 'Marathi', 'Telugu'];
export const PENDING_REFERENCE = {
  categories: [{ name: 'Poetry & Spoken Word', vendor: 0 as VendorIndex }],
  tags: [{ name: 'Silent Disco', vendor: 1 as VendorIndex }],
  languages: [{ name: 'Haryanvi', vendor: 1 as VendorIndex }],
};

/** Colours of each category's pictures. */
export const PALETTES: Record<string, Palette> = {
  Music: ['#4a00e0', '#8e2de2', '#ffd166'],
  Comedy: ['#f7971e', '#c0392b', '#fff3b0'],
  Theatre: ['#870000', '#190a05', '#f4d35e'],
  Workshops: ['#11998e', '#1e5f74', '#b8f2e6'],
  Sports: ['#1d976c', '#093028', '#f8f32b'],
  'Food & Drink': ['#e65c00', '#7b2d00', '#f9d423'],
  Kids: ['#ff758c', '#7f53ac', '#fff3b0'],
  Technology: ['#0f2027', '#2c5364', '#00d2ff'],
  Art: ['#c94b4b', '#4b134f', '#fcd581'],
  Nightlife: ['#141e30', '#3a1c71', '#ff4ecd'],
  Dance: ['#ee0979', '#6a0572', '#ffd6e0'],
  Festivals: ['#f12711', '#8e0e00', '#f5af19'],
};

export interface DemoVenue {
  name: string;
  description: string;
  address: string;
  city: 'New Delhi' | 'Gurugram' | 'Noida';
  state: 'Delhi' | 'Haryana' | 'Uttar Pradesh';
  zipCode: string;
  lat: number;
  lng: number;
  capacity: number;
  phone: string;
  facilities: string[];
  palette: Palette;
  /** A vendor's own venue; `pending` ones wait in the approval queue. */
  vendor?: VendorIndex;
  pending?: boolean;
}

export const VENUES: readonly DemoVenue[] = [
  {
    name: 'Mandi House Playhouse', city: 'New Delhi', state: 'Delhi', zipCode: '110001', lat: 28.6258, lng: 77.2343, capacity: 450,
    address: '7 Copernicus Marg, Mandi House', phone: '+911123380011', palette: PALETTES.Theatre,
    description: 'An intimate proscenium theatre in the heart of Delhi\'s arts district, with raked seating and excellent acoustics for plays, dance and classical music.',
    facilities: ['Air conditioning', 'Wheelchair access', 'Cloakroom', 'Cafe'],
  },
  {
    name: 'Lodhi Courtyard', city: 'New Delhi', state: 'Delhi', zipCode: '110003', lat: 28.5918, lng: 77.2273, capacity: 800,
    address: 'Gate 2, Lodhi Road, near Lodhi Garden', phone: '+911124640022', palette: PALETTES.Festivals,
    description: 'A tree-lined open-air courtyard framed by Lodhi-era domes, loved for sunset concerts, poetry evenings and art walks.',
    facilities: ['Open air', 'Food stalls', 'Parking', 'Restrooms'],
  },
  {
    name: 'Hauz Khas Social Loft', city: 'New Delhi', state: 'Delhi', zipCode: '110016', lat: 28.5535, lng: 77.1942, capacity: 220, vendor: 0,
    address: '12 Hauz Khas Village, opposite Deer Park', phone: '+911141230033', palette: PALETTES.Nightlife,
    description: 'A first-floor loft with lake views, a compact stage and a full bar. Home to Delhi\'s busiest stand-up and acoustic nights.',
    facilities: ['Bar', 'Air conditioning', 'Stage lighting'],
  },
  {
    name: 'Connaught Circle Amphitheatre', city: 'New Delhi', state: 'Delhi', zipCode: '110001', lat: 28.6315, lng: 77.2167, capacity: 1500,
    address: 'Central Park, Connaught Place', phone: '+911123410044', palette: PALETTES.Music,
    description: 'A sunken amphitheatre in Central Park, steps from Rajiv Chowk metro, with tiered lawns and a covered stage.',
    facilities: ['Open air', 'Metro nearby', 'Food stalls', 'Wheelchair access'],
  },
  {
    name: 'Saket Studio Theatre', city: 'New Delhi', state: 'Delhi', zipCode: '110017', lat: 28.5286, lng: 77.2193, capacity: 300,
    address: 'Plot 5, District Centre, Saket', phone: '+911129560055', palette: PALETTES.Comedy,
    description: 'A black-box studio in South Delhi with flexible seating, used for comedy specials, workshops and children\'s theatre.',
    facilities: ['Air conditioning', 'Parking', 'Wheelchair access'],
  },
  {
    name: 'Chanakyapuri Garden Lawns', city: 'New Delhi', state: 'Delhi', zipCode: '110021', lat: 28.5978, lng: 77.1884, capacity: 700,
    address: 'Nyaya Marg, Chanakyapuri', phone: '+911126110066', palette: PALETTES['Food & Drink'],
    description: 'Manicured lawns in the diplomatic enclave, set up for food festivals, yoga mornings and family weekends.',
    facilities: ['Open air', 'Parking', 'Kids zone', 'Food stalls'],
  },
  {
    name: 'Cyber Hub Arena', city: 'Gurugram', state: 'Haryana', zipCode: '122002', lat: 28.495, lng: 77.0891, capacity: 2500,
    address: 'DLF Cyber City, Phase 2', phone: '+911244500077', palette: PALETTES.Technology,
    description: 'A covered arena among Gurugram\'s office towers with a large LED stage, built for concerts and club nights.',
    facilities: ['Bar', 'Parking', 'Air conditioning', 'Cloakroom'],
  },
  {
    name: 'Aravalli Greens Stadium', city: 'Gurugram', state: 'Haryana', zipCode: '122001', lat: 28.4595, lng: 77.0266, capacity: 6000,
    address: 'Sector 38, Sohna Road', phone: '+911244600088', palette: PALETTES.Sports,
    description: 'An open-air ground at the foot of the Aravallis with floodlights, turf pitches and space for festival stages.',
    facilities: ['Floodlights', 'Parking', 'Food court', 'First aid'],
  },
  {
    name: 'Sector 18 Convention Centre', city: 'Noida', state: 'Uttar Pradesh', zipCode: '201301', lat: 28.5708, lng: 77.3261, capacity: 1200,
    address: 'Plot A-12, Sector 18', phone: '+911204300099', palette: PALETTES.Workshops,
    description: 'Halls and breakout rooms beside the Noida Sector 18 metro, with fast Wi-Fi and projection in every room.',
    facilities: ['Wi-Fi', 'Projector', 'Metro nearby', 'Air conditioning'],
  },
  {
    name: 'Noida Film City Studios', city: 'Noida', state: 'Uttar Pradesh', zipCode: '201301', lat: 28.5747, lng: 77.3179, capacity: 900,
    address: 'Studio 4, Film City, Sector 16A', phone: '+911204310010', palette: PALETTES.Kids,
    description: 'A converted sound stage with theatre lighting and a sprung floor, used for shows, dance nights and screenings.',
    facilities: ['Air conditioning', 'Parking', 'Stage lighting', 'Cafe'],
  },
  {
    name: 'Skyline Rooftop, Golf Course Road', city: 'Gurugram', state: 'Haryana', zipCode: '122011', lat: 28.4421, lng: 77.1004, capacity: 180, vendor: 1, pending: true,
    address: '21st floor, Sector 54, Golf Course Road', phone: '+911244700011', palette: PALETTES.Dance,
    description: 'A rooftop terrace with city views, proposed by Gurgaon Beats for salsa and sundowner nights.',
    facilities: ['Bar', 'Rooftop', 'Lift access'],
  },
];

export type PerformerCategory = 'singer' | 'musician' | 'comedian' | 'speaker' | 'dancer' | 'actor' | 'artist' | 'other';

export interface DemoPerformer {
  name: string;
  category: PerformerCategory;
  role: string;
  bio: string;
  socials: { instagram?: string; twitter?: string; youtube?: string; website?: string };
  palette: Palette;
  vendor?: VendorIndex;
  pending?: boolean;
}

const handle = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '');
const socials = (name: string, extra: 'youtube' | 'website' | 'twitter') => ({
  instagram: `https://instagram.com/${handle(name)}`,
  ...(extra === 'youtube' ? { youtube: `https://youtube.com/@${handle(name)}` } : {}),
  ...(extra === 'website' ? { website: `https://${handle(name)}.example.com` } : {}),
  ...(extra === 'twitter' ? { twitter: `https://x.com/${handle(name)}` } : {}),
});

export const PERFORMERS: readonly DemoPerformer[] = [
  { name: 'Aarohi Menon', category: 'singer', role: 'Playback singer', palette: PALETTES.Music, socials: socials('Aarohi Menon', 'youtube'),
    bio: 'Kochi-born, Delhi-based playback singer whose film songs and monsoon ballads have crossed 200 million streams. Known for warm live sets that move from Hindi film classics to her own Malayalam-English originals.' },
  { name: 'Kabir Sethi', category: 'comedian', role: 'Stand-up comedian', palette: PALETTES.Comedy, socials: socials('Kabir Sethi', 'youtube'),
    bio: 'A former chartered accountant who now overthinks professionally. Kabir\'s observational comedy about Delhi families, office WhatsApp groups and metro etiquette sells out rooms across India.' },
  { name: 'Ishaan Rathore', category: 'musician', role: 'Sitar player and composer', palette: PALETTES.Art, socials: socials('Ishaan Rathore', 'website'),
    bio: 'Trained in the Maihar gharana, Ishaan pairs the sitar with analogue synthesisers and loops, building ragas into slow-burning electronic soundscapes.' },
  { name: 'Noor Qureshi', category: 'singer', role: 'Sufi and qawwali vocalist', palette: PALETTES.Festivals, socials: socials('Noor Qureshi', 'youtube'),
    bio: 'Raised in Old Delhi near Nizamuddin, Noor sings the poetry of Amir Khusrau, Bulleh Shah and Rumi with a seven-piece ensemble of harmonium, tabla and clapping chorus.' },
  { name: 'Tanvi Bhalla', category: 'comedian', role: 'Stand-up comedian and writer', palette: PALETTES.Kids, socials: socials('Tanvi Bhalla', 'twitter'),
    bio: 'Writer for two hit web series and a regular on the Delhi club circuit, Tanvi jokes about Punjabi weddings, aunties with opinions and being the only daughter who moved out.' },
  { name: 'Raghav Malhotra', category: 'musician', role: 'DJ and electronic producer', palette: PALETTES.Nightlife, socials: socials('Raghav Malhotra', 'youtube'),
    bio: 'Gurugram\'s favourite after-dark export, Raghav blends melodic techno with folk samples from Rajasthan and has played festival main stages in Goa and Berlin.' },
  { name: 'Meher Gill', category: 'singer', role: 'Punjabi folk-pop singer', palette: PALETTES.Sports, socials: socials('Meher Gill', 'youtube'),
    bio: 'From Ludhiana to the charts: Meher\'s boliyan-meets-pop anthems are wedding playlist staples, and her live shows come with a full dhol section.' },
  { name: 'Devika Iyer', category: 'dancer', role: 'Bharatanatyam dancer', palette: PALETTES.Dance, socials: socials('Devika Iyer', 'website'),
    bio: 'A disciple of the Kalakshetra tradition, Devika performs and teaches Bharatanatyam in Delhi and Chennai and has toured her solo margam across three continents.' },
  { name: 'Arjun Khanna', category: 'speaker', role: 'AI engineer and tech speaker', palette: PALETTES.Technology, socials: socials('Arjun Khanna', 'twitter'),
    bio: 'Leads machine-learning platforms at a Noida product company and runs one of India\'s largest developer meetups. Talks about shipping AI that actually works in production.' },
  { name: 'Zoya Mirza', category: 'actor', role: 'Theatre actor and director', palette: PALETTES.Theatre, socials: socials('Zoya Mirza', 'website'),
    bio: 'A National School of Drama graduate, Zoya directs Urdu and Hindustani plays and children\'s puppet theatre, and acts on stage and screen.' },
  { name: 'Vikram Chauhan', category: 'musician', role: 'Drummer and retro DJ', palette: PALETTES.Comedy, socials: socials('Vikram Chauhan', 'youtube'),
    bio: 'Session drummer for a decade of Bollywood soundtracks, Vikram now spins vinyl-only retro nights of R.D. Burman, disco-era Bappi Lahiri and 90s dance floor hits.' },
  { name: 'Priya Raman', category: 'artist', role: 'Painter and illustrator', palette: PALETTES.Workshops, socials: socials('Priya Raman', 'website'),
    bio: 'Priya paints the streets and havelis of Old Delhi in loose watercolour and runs beginner-friendly workshops for adults and children.' },
  { name: 'Sameer Anand', category: 'speaker', role: 'Founder and startup mentor', palette: PALETTES.Technology, socials: socials('Sameer Anand', 'twitter'),
    bio: 'Two-time founder and mentor at Delhi-NCR accelerators. Sameer hosts pitch nights that have helped early-stage teams raise their first cheques.' },
  { name: 'The Chai Collective', category: 'musician', role: 'Indie-folk band', palette: PALETTES['Food & Drink'], socials: socials('The Chai Collective', 'youtube'),
    bio: 'A five-piece from Delhi University\'s music society: acoustic guitars, flute, cajon and harmonies in Hindi and English, with a jazz streak on late nights.' },
  { name: 'Karthik Subramanian', category: 'singer', role: 'Carnatic vocalist', palette: PALETTES.Art, socials: socials('Karthik Subramanian', 'youtube'),
    bio: 'A rising Carnatic vocalist from Chennai\'s December season, Karthik is known for unhurried alapanas and crisp kalpanaswaram.' },
  { name: 'Rohan Kapoor', category: 'other', role: 'Illusionist', palette: PALETTES.Kids, socials: socials('Rohan Kapoor', 'website'), vendor: 0, pending: true,
    bio: 'Close-up magic and mentalism for family shows and corporate evenings; proposed by Dilli Live for an upcoming kids\' event.' },
];

/** Day of the event: days from today in India, or the next Saturday or Sunday plus some weeks ('sat+2'). */
export type DemoDay = number | `${'sat' | 'sun'}${'' | `+${number}`}`;

export interface DemoEvent {
  title: string;
  /** The spec's fixed event category (music, sports, technology, business, education, arts, food, health, other). */
  kind: string;
  categories: string[];
  tags: string[];
  languages: string[];
  performers: string[];
  venue: string;
  day: DemoDay;
  /** Start time in Asia/Kolkata; with `showtimes`, the times of each session ([days after `day`, time]). */
  time: string;
  showtimes?: [number, string][];
  hours: number;
  duration: string;
  /** Ticket price in rupees; 0 is free, null is 'Free / TBA'. */
  price: number | null;
  tickets: number;
  /** Tickets already sold to the demo crowd. */
  sold: number;
  /** The name of the ticket type `price`/`tickets`/`sold` describe (default 'General Admission'). */
  typeName?: string;
  /** More ticket types (tiers, packages): tickets per showtime and how many the crowd bought. */
  extraTypes?: { name: string; price: number; tickets: number; sold: number; seats?: number; description?: string }[];
  /** quantity_based pricing of the main type: [minQuantity, rupees]. */
  quantityPricing?: [number, number][];
  /** The spec's group discount: from `minQuantity` tickets, `percent` off, at most `max` rupees. */
  groupDiscount?: { minQuantity: number; percent: number; max: number };
  shortDescription: string;
  details: string;
  featured?: boolean;
  ageRestriction?: '18+' | '21+' | 'All Ages' | 'Family Friendly';
  status?: 'pending' | 'rejected' | 'draft';
  vendor?: VendorIndex;
  /** GST of admission (default admission: 0% up to ₹500 a seat, else 18%). */
  taxCategory?: TaxCategory;
  /**
   * Reserved seating (issue 24): the venue's plan by the generator; each category is sold as the type of the same
   * name, whose quantity is then its seats (`tickets` is ignored), and the crowd's bookings take seats front first.
   */
  seating?: PlanSection[];
}

export const EVENTS: readonly DemoEvent[] = [
  {
    title: 'Aarohi Menon Live: Monsoon Melodies', kind: 'music', categories: ['Music'], tags: ['Live Music', 'Bollywood', 'Open Air'], languages: ['Hindi', 'Malayalam'],
    performers: ['Aarohi Menon'], venue: 'Connaught Circle Amphitheatre', day: 'sat', time: '19:00', hours: 3, duration: '3h', price: 1499, tickets: 500, sold: 320,
    typeName: 'Silver',
    extraTypes: [
      { name: 'Gold', price: 2999, tickets: 100, sold: 42, description: 'Seats in the first ten rows.' },
      { name: 'VIP', price: 6999, tickets: 20, sold: 20, description: 'Front row, dinner and a meet-and-greet after the show.' },
    ],
    featured: true, vendor: 0, ageRestriction: 'All Ages',
    shortDescription: 'An open-air evening of film songs and monsoon ballads with a twelve-piece band.',
    details: 'Aarohi brings her biggest playback hits, a tribute set to the golden age of Hindi film music and three new songs from her upcoming album. Expect a string section, a sing-along encore and the city lights behind the stage.',
  },
  {
    title: 'Kabir Sethi: Overthinking Unlimited', kind: 'other', categories: ['Comedy'], tags: ['Stand-up'], languages: ['Hindi', 'English'],
    performers: ['Kabir Sethi'], venue: 'Hauz Khas Social Loft', day: 3, time: '18:00', showtimes: [[0, '18:00'], [0, '21:00'], [1, '20:00']], hours: 1.5, duration: '1h 30m',
    price: 599, tickets: 150, sold: 143, featured: true, vendor: 0, ageRestriction: '18+',
    extraTypes: [{ name: 'Front row', price: 999, tickets: 12, sold: 10 }],
    shortDescription: 'Ninety minutes of brand-new stand-up about families, WhatsApp groups and Delhi traffic.',
    details: 'Kabir is testing his new hour before it goes on tour. Three shows only, seats are unreserved, so arrive early for a good view. Some strong language; not suitable for under-18s.',
  },
  {
    title: 'Sufi Nights at Lodhi', kind: 'music', categories: ['Music'], tags: ['Sufi', 'Open Air', 'Live Music'], languages: ['Urdu', 'Hindi'],
    performers: ['Noor Qureshi'], venue: 'Lodhi Courtyard', day: 6, time: '19:30', hours: 3, duration: '3h', price: 999, tickets: 500, sold: 210, featured: true,
    groupDiscount: { minQuantity: 6, percent: 10, max: 750 },
    shortDescription: 'Khusrau, Bulleh Shah and Rumi under the domes of Lodhi Road, sung by Noor Qureshi and ensemble.',
    details: 'A candle-lit courtyard, a seven-piece qawwali ensemble and three hours of poetry set to music. Floor seating on durries with cushions; chairs at the back for those who prefer them.',
  },
  {
    title: 'Sitar Meets Synth', kind: 'music', categories: ['Music'], tags: ['Indie', 'Live Music'], languages: ['English', 'Hindi'],
    performers: ['Ishaan Rathore', 'Raghav Malhotra'], venue: 'Cyber Hub Arena', day: 9, time: '20:00', hours: 2.5, duration: '2h 30m', price: 1299, tickets: 600, sold: 190,
    shortDescription: 'Ragas on the sitar meet modular synths and melodic techno in a one-night collaboration.',
    details: 'Ishaan Rathore and Raghav Malhotra premiere a set written together over six months: evening ragas slowly built into beats, with live visuals on the arena\'s LED wall.',
  },
  {
    title: 'Tanvi Bhalla: Aunty Problems', kind: 'other', categories: ['Comedy'], tags: ['Stand-up', 'Weekend Special'], languages: ['Hindi', 'English', 'Punjabi'],
    performers: ['Tanvi Bhalla'], venue: 'Saket Studio Theatre', day: 12, time: '19:00', showtimes: [[0, '19:00'], [1, '19:00'], [2, '17:00']], hours: 1.5, duration: '1h 20m',
    price: 499, tickets: 180, sold: 180, vendor: 0, ageRestriction: '18+',
    shortDescription: 'Weddings, rishtas and the aunties who run them: Tanvi\'s sold-out hour returns for three shows.',
    details: 'After a sold-out run in Mumbai and Bengaluru, Tanvi brings Aunty Problems home to Delhi. Hindi and English with a generous helping of Punjabi.',
  },
  {
    title: 'Gurugram Techno Terrace', kind: 'music', categories: ['Nightlife', 'Music'], tags: ['DJ Night', 'Rooftop'], languages: ['English'],
    performers: ['Raghav Malhotra'], venue: 'Cyber Hub Arena', day: 'sat+1', time: '21:00', hours: 5, duration: '5h', price: 1999, tickets: 600, sold: 180,
    vendor: 1, ageRestriction: '21+',
    shortDescription: 'Five hours of melodic techno with Raghav Malhotra and friends on the Cyber Hub stage.',
    details: 'Doors at 8:30 pm, headliner at 11. Full bar, ID checks at the entry and a cloakroom for your jackets.',
  },
  {
    title: 'Punjabi Beats: Meher Gill Live', kind: 'music', categories: ['Music'], tags: ['Live Music', 'Open Air', 'Weekend Special'], languages: ['Punjabi', 'Hindi'],
    performers: ['Meher Gill'], venue: 'Aravalli Greens Stadium', day: 20, time: '18:30', hours: 4, duration: '4h', price: 2499, tickets: 1200, sold: 640,
    quantityPricing: [[1, 2499], [4, 2199], [8, 1999]],
    featured: true, vendor: 1, ageRestriction: 'All Ages',
    shortDescription: 'Dhol, boliyan and chart-topping anthems: Meher Gill\'s biggest Delhi-NCR show yet.',
    details: 'Meher headlines the Aravalli Greens with a twenty-piece band and dhol section. Food court with Amritsari kulchas and lassi, plenty of parking and shuttle buses from HUDA City Centre metro.',
  },
  {
    title: 'Margam: A Bharatanatyam Evening', kind: 'arts', categories: ['Dance'], tags: ['Classical'], languages: ['Tamil', 'English'],
    performers: ['Devika Iyer'], venue: 'Mandi House Playhouse', day: 10, time: '19:00', hours: 2, duration: '2h', price: 0, tickets: 300, sold: 60,
    shortDescription: 'A complete Bharatanatyam recital by Devika Iyer with live Carnatic accompaniment. Free entry with a ticket.',
    details: 'From the opening alarippu to the closing tillana, Devika performs a full margam with a live orchestra of nattuvangam, vocal, mridangam and flute. A short introduction before each piece explains the story.',
  },
  {
    title: 'Anarkali: A Musical in Two Acts', kind: 'arts', categories: ['Theatre'], tags: ['Weekend Special'], languages: ['Hindi', 'Urdu'],
    performers: [], venue: 'Mandi House Playhouse', day: 'sat', time: '16:00', showtimes: [[0, '16:00'], [1, '19:00']], hours: 2.5, duration: '2h 30m',
    price: 2500, tickets: 788, sold: 48, typeName: 'Gold', vendor: 0, ageRestriction: 'All Ages',
    extraTypes: [
      { name: 'Silver', price: 1500, tickets: 0, sold: 70, description: 'Rear stalls, rows G to P.' },
      { name: 'Bronze', price: 800, tickets: 0, sold: 40, description: 'The balcony.' },
    ],
    seating: [
      { name: 'Stalls', category: 'Gold', rows: 'A-F', seatsPerRow: 24, aisleAfter: [6, 18] },
      { name: 'Stalls', category: 'Silver', rows: 'G-P', seatsPerRow: 28, aisleAfter: [7, 21] },
      { name: 'Balcony', category: 'Bronze', rows: 'A-M', seatsPerRow: 28, aisleAfter: [14] },
    ],
    shortDescription: 'The court of Akbar in song and dance: choose your seat in the auditorium.',
    details: 'A forty-member cast, live orchestra and hand-painted sets retell the story of Anarkali and Salim. Reserved seating: pick your seats on the map, or let us pick the best ones left.',
  },
  {
    title: 'Build with AI: Delhi Developer Day', kind: 'technology', categories: ['Technology'], tags: ['Startup', 'Hands-on', 'Networking'], languages: ['English'],
    performers: ['Arjun Khanna', 'Sameer Anand'], venue: 'Sector 18 Convention Centre', day: 15, time: '17:00', hours: 4, duration: '4h', price: 799, tickets: 400, sold: 130,
    shortDescription: 'Talks and hands-on labs on shipping AI features, for developers and product teams.',
    details: 'Two keynote talks, four labs (bring a laptop) and a hiring corner with NCR startups. Dinner and chai included in the ticket.',
  },
  {
    title: 'Startup Pitch Night Noida', kind: 'business', categories: ['Technology'], tags: ['Startup', 'Networking'], languages: ['English', 'Hindi'],
    performers: ['Sameer Anand'], venue: 'Sector 18 Convention Centre', day: 29, time: '18:00', hours: 3, duration: '3h', price: 0, tickets: 300, sold: 60,
    shortDescription: 'Ten early-stage founders, five minutes each, and a panel of angel investors. Free to attend.',
    details: 'Hosted by Sameer Anand. Audience voting picks a people\'s choice winner, followed by open networking.',
  },
  {
    title: 'Watercolours of Old Delhi: Weekend Workshop', kind: 'arts', categories: ['Workshops', 'Art'], tags: ['Hands-on', 'Weekend Special'], languages: ['English', 'Hindi'],
    performers: ['Priya Raman'], venue: 'Chanakyapuri Garden Lawns', day: 'sun', time: '16:00', hours: 3, duration: '3h', price: 1199, tickets: 40, sold: 36,
    shortDescription: 'Paint the havelis and rooftops of Old Delhi with illustrator Priya Raman. All materials included.',
    details: 'A relaxed three-hour class for complete beginners: colour mixing, loose washes and simple perspective. You take home your painting and a starter kit of paper, brushes and paints.',
  },
  {
    title: 'Dilli Street Food Carnival', kind: 'food', categories: ['Food & Drink', 'Festivals'], tags: ['Street Food', 'Family Friendly', 'Open Air'], languages: ['Hindi', 'English', 'Punjabi'],
    performers: [], venue: 'Chanakyapuri Garden Lawns', day: 17, time: '17:00', hours: 5, duration: '5h', price: 299, tickets: 500, sold: 150, featured: true, ageRestriction: 'Family Friendly',
    extraTypes: [{ name: 'Family pack of 4', price: 999, tickets: 60, sold: 9, seats: 4, description: 'Entry for four, with eight tasting coupons.' }],
    shortDescription: 'Forty stalls from Chandni Chowk to Lajpat Nagar: chaat, kebabs, momos and kulfi in one place.',
    details: 'Entry includes two tasting coupons. Live folk music through the evening and a kids\' corner with games.',
  },
  {
    title: 'Craft Beer & Kebab Trail', kind: 'food', categories: ['Food & Drink', 'Nightlife'], tags: ['Craft Beer'], languages: ['English', 'Hindi'],
    performers: [], venue: 'Hauz Khas Social Loft', day: 22, time: '19:30', hours: 3, duration: '3h', price: 1799, tickets: 120, sold: 64, ageRestriction: '21+',
    shortDescription: 'Six NCR microbreweries paired with six kebabs, hosted by a cicerone.',
    details: 'Tasting-size pours of each beer with a matching kebab, and the stories behind both. Government ID showing you are 21 or older is required at the door.',
  },
  {
    title: 'Little Explorers Science Show', kind: 'education', categories: ['Kids', 'Technology'], tags: ['Family Friendly', 'Hands-on'], languages: ['English', 'Hindi'],
    performers: [], venue: 'Noida Film City Studios', day: 'sun+1', time: '16:30', hours: 1.5, duration: '1h 30m', price: 349, tickets: 300, sold: 70, ageRestriction: 'Family Friendly',
    shortDescription: 'Bubbles, rockets and liquid nitrogen: a science show where children join the experiments.',
    details: 'Best for ages 5 to 12. Every child gets to try at least one experiment on stage; parents are welcome to help.',
  },
  {
    title: 'Tales from the Panchatantra: Puppet Theatre', kind: 'arts', categories: ['Kids', 'Theatre'], tags: ['Family Friendly'], languages: ['Hindi'],
    performers: ['Zoya Mirza'], venue: 'Mandi House Playhouse', day: 18, time: '16:00', showtimes: [[0, '16:00'], [0, '18:30']], hours: 1, duration: '1h',
    price: 399, tickets: 300, sold: 80, ageRestriction: 'Family Friendly',
    shortDescription: 'The monkey and the crocodile, the clever rabbit and more, told with handmade rod puppets.',
    details: 'Directed by Zoya Mirza with a cast of four puppeteers and live music. In simple Hindi, suitable for ages 4 and up.',
  },
  {
    title: 'Ghalib in Delhi: A Play', kind: 'arts', categories: ['Theatre'], tags: ['Poetry'], languages: ['Urdu', 'Hindi'],
    performers: ['Zoya Mirza'], venue: 'Mandi House Playhouse', day: 25, time: '19:30', hours: 2.25, duration: '2h 15m', price: 699, tickets: 300, sold: 240, featured: true,
    shortDescription: 'Mirza Ghalib\'s last years in a changing Delhi, in a new Urdu production directed by Zoya Mirza.',
    details: 'Set between 1857 and 1869, the play follows the poet through debts, letters and ghazals. Urdu with English surtitles.',
  },
  {
    title: 'The Chai Collective Unplugged', kind: 'music', categories: ['Music'], tags: ['Indie', 'Live Music'], languages: ['English', 'Hindi'],
    performers: ['The Chai Collective'], venue: 'Hauz Khas Social Loft', day: 5, time: '20:00', hours: 2, duration: '2h', price: 899, tickets: 150, sold: 90,
    shortDescription: 'An acoustic evening with Delhi\'s favourite indie-folk band, new songs and old favourites.',
    details: 'Two sets with a short break. The kitchen stays open through the show.',
  },
  {
    title: 'Cricket Fan Screening Night', kind: 'sports', categories: ['Sports'], tags: ['Cricket', 'Open Air'], languages: ['Hindi', 'English'],
    performers: [], venue: 'Connaught Circle Amphitheatre', day: 8, time: '19:30', hours: 4, duration: '4h', price: 0, tickets: 600, sold: 300, ageRestriction: 'All Ages',
    shortDescription: 'Watch the big T20 clash on a giant screen with a thousand fellow fans. Free entry with a ticket.',
    details: 'Giant LED screen, live commentary in Hindi, food stalls and face painting. Gates open an hour before the first ball.',
  },
  {
    title: 'NCR Futsal Cup Finals', kind: 'sports', categories: ['Sports'], tags: ['Football', 'Weekend Special'], languages: ['Hindi', 'English'],
    performers: [], venue: 'Aravalli Greens Stadium', day: 'sat+3', time: '17:00', hours: 3, duration: '3h', price: 299, tickets: 800, sold: 120,
    taxCategory: 'premium_sport',
    shortDescription: 'The semi-finals and final of the NCR amateur futsal league under floodlights.',
    details: 'Sixteen teams started, four remain. Standing terraces along the pitch and a half-time penalty challenge for fans.',
  },
  {
    title: 'Full Moon Night Run: Lodhi 5K', kind: 'health', categories: ['Sports'], tags: ['Running', 'Open Air'], languages: ['English', 'Hindi'],
    performers: [], venue: 'Lodhi Courtyard', day: 31, time: '19:00', hours: 2, duration: '2h', price: 499, tickets: 400, sold: 260,
    shortDescription: 'A relaxed 5 km run around Lodhi Road on a full-moon evening, with glow bands and a finisher medal.',
    details: 'Not a race: run, jog or walk. Bib pickup from 6 pm, bag drop and hydration points on the route.',
  },
  {
    title: 'Bollywood Retro Night', kind: 'music', categories: ['Nightlife', 'Music', 'Dance'], tags: ['Bollywood', 'DJ Night'], languages: ['Hindi'],
    performers: ['Vikram Chauhan'], venue: 'Noida Film City Studios', day: 33, time: '20:30', hours: 4, duration: '4h', price: 1499, tickets: 500, sold: 170,
    vendor: 1, ageRestriction: '18+',
    shortDescription: 'R.D. Burman to the 90s on vinyl: dress retro and dance till late.',
    details: 'Vikram Chauhan spins original pressings all night. Prize for the best retro outfit.',
  },
  {
    title: 'Comedy Open Mic Tuesdays', kind: 'other', categories: ['Comedy'], tags: ['Open Mic', 'Stand-up'], languages: ['Hindi', 'English'],
    performers: [], venue: 'Hauz Khas Social Loft', day: 7, time: '20:00', hours: 2, duration: '2h', price: null, tickets: 150, sold: 0,
    shortDescription: 'New comics, new jokes, five minutes each. Pricing to be announced.',
    details: 'Want to perform? Sign-ups open at 7:30 pm on the night. Audience tickets go on sale soon.',
  },
  {
    title: 'Rang: Contemporary Art Walk', kind: 'arts', categories: ['Art'], tags: ['Exhibition', 'Open Air'], languages: ['English', 'Hindi'],
    performers: ['Priya Raman'], venue: 'Lodhi Courtyard', day: 14, time: '17:30', hours: 2, duration: '2h', price: null, tickets: 300, sold: 0,
    shortDescription: 'A guided walk through new murals and installations around Lodhi Colony.',
    details: 'Led by artist Priya Raman, the walk covers twelve works and ends with chai at the courtyard.',
  },
  {
    title: 'Yoga & Sound Bath at Sunset', kind: 'health', categories: ['Workshops'], tags: ['Wellness', 'Open Air'], languages: ['English', 'Hindi'],
    performers: [], venue: 'Chanakyapuri Garden Lawns', day: 19, time: '17:30', hours: 1.5, duration: '1h 30m', price: 599, tickets: 100, sold: 88,
    shortDescription: 'Gentle hatha yoga followed by a Tibetan singing-bowl sound bath on the lawns.',
    details: 'Suitable for all levels. Mats are provided; bring a shawl for the sound bath.',
  },
  {
    title: 'Carnatic Confluence', kind: 'music', categories: ['Music'], tags: ['Classical'], languages: ['Tamil', 'Telugu'],
    performers: ['Karthik Subramanian'], venue: 'Mandi House Playhouse', day: 38, time: '19:00', hours: 2.5, duration: '2h 30m', price: 0, tickets: 300, sold: 50,
    shortDescription: 'A Carnatic vocal concert by Karthik Subramanian with violin and mridangam. Free with a ticket.',
    details: 'Compositions of Tyagaraja, Dikshitar and Syama Sastri, with a ragam-tanam-pallavi centrepiece.',
  },
  {
    title: 'Qawwali under the Stars', kind: 'music', categories: ['Music'], tags: ['Sufi', 'Open Air'], languages: ['Urdu', 'Punjabi'],
    performers: ['Noor Qureshi'], venue: 'Connaught Circle Amphitheatre', day: 44, time: '19:30', hours: 3, duration: '3h', price: 799, tickets: 600, sold: 140,
    shortDescription: 'Noor Qureshi\'s ensemble returns for a full-moon qawwali evening in Central Park.',
    details: 'From Chaap Tilak to Dama Dam Mast Qalandar: the classics, sung the traditional way.',
  },
  {
    title: 'Stand-up Gala: Best of Delhi', kind: 'other', categories: ['Comedy'], tags: ['Stand-up'], languages: ['Hindi', 'English'],
    performers: ['Kabir Sethi', 'Tanvi Bhalla'], venue: 'Noida Film City Studios', day: 40, time: '19:30', hours: 2.5, duration: '2h 30m', price: 1299, tickets: 400, sold: 130,
    vendor: 0, ageRestriction: '18+',
    shortDescription: 'Kabir Sethi, Tanvi Bhalla and four guest comics on one stage for one night.',
    details: 'Each comic does a fifteen-minute set; the evening closes with a crowd-work showdown.',
  },
  {
    title: 'Aravalli Sound Festival', kind: 'music', categories: ['Festivals', 'Music', 'Nightlife'], tags: ['Open Air', 'DJ Night'], languages: ['English', 'Hindi'],
    performers: ['Raghav Malhotra', 'Vikram Chauhan'], venue: 'Aravalli Greens Stadium', day: 'sat+6', time: '16:00', hours: 7, duration: '7h', price: 4999, tickets: 1500, sold: 520,
    featured: true, vendor: 1, ageRestriction: '18+',
    shortDescription: 'Two stages, twelve acts and seven hours of electronic music at the foot of the Aravallis.',
    details: 'Festival passes include access to both stages, free water refills and the shuttle from HUDA City Centre. Re-entry is not allowed.',
  },
  {
    title: 'Kavi Sammelan: Hasya aur Shringar', kind: 'arts', categories: ['Art'], tags: ['Poetry'], languages: ['Hindi', 'Urdu'],
    performers: [], venue: 'Mandi House Playhouse', day: 51, time: '18:30', hours: 3, duration: '3h', price: 0, tickets: 400, sold: 90,
    shortDescription: 'An evening of Hindi and Urdu poetry, from laugh-out-loud hasya to romantic shringar.',
    details: 'Eight poets from Delhi, Lucknow and Bhopal. Free entry with a ticket; seats are first come, first served.',
  },
  {
    title: 'Jazz by the Yamuna', kind: 'music', categories: ['Music'], tags: ['Jazz', 'Live Music'], languages: ['English'],
    performers: ['The Chai Collective'], venue: 'Lodhi Courtyard', day: 54, time: '19:30', hours: 2.5, duration: '2h 30m', price: 1199, tickets: 300, sold: 70,
    shortDescription: 'The Chai Collective\'s jazz quintet plays standards and Bollywood jazz arrangements.',
    details: 'Cocktail tables on the lawn, a small-plates menu and a late second set.',
  },
  {
    title: 'Kids\' Clay & Colour Camp', kind: 'education', categories: ['Kids', 'Art', 'Workshops'], tags: ['Hands-on', 'Family Friendly'], languages: ['English', 'Hindi'],
    performers: ['Priya Raman'], venue: 'Saket Studio Theatre', day: 36, time: '16:00', hours: 2, duration: '2h', price: 449, tickets: 60, sold: 20, ageRestriction: 'Family Friendly',
    shortDescription: 'Clay modelling and painting for ages 6 to 12, with all materials and a snack.',
    details: 'Children make and paint a clay diya and a small animal figure to take home. Parents can wait in the cafe.',
  },
  {
    title: 'Product Management Masterclass', kind: 'business', categories: ['Technology', 'Workshops'], tags: ['Hands-on', 'Startup'], languages: ['English'],
    performers: ['Arjun Khanna'], venue: 'Sector 18 Convention Centre', day: 46, time: '18:00', hours: 3, duration: '3h', price: null, tickets: 150, sold: 0,
    shortDescription: 'Discovery, prioritisation and writing specs that engineers love. Pricing to be announced.',
    details: 'A practical evening for new and aspiring product managers, with case studies from Indian consumer apps.',
  },
  {
    title: 'Dance Fusion Showcase', kind: 'arts', categories: ['Dance'], tags: ['Classical', 'Bollywood'], languages: ['Hindi', 'English'],
    performers: ['Devika Iyer'], venue: 'Noida Film City Studios', day: 27, time: '19:00', hours: 2, duration: '2h', price: 599, tickets: 400, sold: 90,
    shortDescription: 'Bharatanatyam, Kathak, contemporary and Bollywood companies share one stage.',
    details: 'Six dance companies from Delhi-NCR, each with a twenty-minute piece, and a finale choreographed by Devika Iyer.',
  },
  // Vendor submissions still in the approval queue, one refused and one unfinished draft.
  {
    title: 'Haryanvi Folk Night', kind: 'music', categories: ['Music'], tags: ['Live Music'], languages: ['Hindi'],
    performers: [], venue: 'Aravalli Greens Stadium', day: 30, time: '19:00', hours: 3, duration: '3h', price: 599, tickets: 2000, sold: 0, status: 'pending', vendor: 1,
    shortDescription: 'Ragini, folk songs and dance from the villages of Haryana.',
    details: 'Three folk troupes and a ragini competition, with food stalls serving bajra roti and kadhi.',
  },
  {
    title: 'Rooftop Salsa Social', kind: 'arts', categories: ['Dance', 'Nightlife'], tags: ['Rooftop'], languages: ['English'],
    performers: [], venue: 'Skyline Rooftop, Golf Course Road', day: 21, time: '20:00', hours: 3, duration: '3h', price: 799, tickets: 150, sold: 0, status: 'pending', vendor: 1, ageRestriction: '18+',
    shortDescription: 'A beginners\' salsa lesson followed by a social dance on a rooftop.',
    details: 'No partner needed. The first hour is a lesson, then the floor is open till 11 pm.',
  },
  {
    title: 'Improv Jam: Make It Up Delhi', kind: 'other', categories: ['Comedy', 'Theatre'], tags: ['Open Mic'], languages: ['Hindi', 'English'],
    performers: [], venue: 'Saket Studio Theatre', day: 24, time: '19:30', hours: 1.5, duration: '1h 30m', price: 399, tickets: 200, sold: 0, status: 'pending', vendor: 0,
    shortDescription: 'Unscripted scenes built from audience suggestions.',
    details: 'A troupe of six improvisers, no script and no second takes.',
  },
  {
    title: 'Dastangoi: Tales of Old Delhi', kind: 'arts', categories: ['Theatre'], tags: ['Poetry'], languages: ['Urdu', 'Hindi'],
    performers: [], venue: 'Mandi House Playhouse', day: 34, time: '19:00', hours: 1.5, duration: '1h 30m', price: 499, tickets: 300, sold: 0, status: 'pending', vendor: 0,
    shortDescription: 'The old Urdu art of storytelling revived: two dastangos and a lamp.',
    details: 'Stories of Shahjahanabad\'s bazaars, poets and kings told in the dastangoi tradition.',
  },
  {
    title: 'Midnight Bike Rally', kind: 'sports', categories: ['Sports'], tags: ['Open Air'], languages: ['Hindi', 'English'],
    performers: [], venue: 'Aravalli Greens Stadium', day: 26, time: '21:30', hours: 3, duration: '3h', price: 999, tickets: 500, sold: 0, status: 'rejected', vendor: 1,
    shortDescription: 'A night ride on public roads from Gurugram to Sohna.',
    details: 'Submitted without the traffic police permission the marketplace requires for road events.',
  },
  {
    title: 'Winter Wine Tasting', kind: 'food', categories: ['Food & Drink'], tags: ['Weekend Special'], languages: ['English'],
    performers: [], venue: 'Hauz Khas Social Loft', day: 42, time: '19:00', hours: 2, duration: '2h', price: 2499, tickets: 60, sold: 0, status: 'draft', vendor: 0, ageRestriction: '21+',
    shortDescription: 'Six Indian wines from Nashik and Bengaluru with a sommelier.',
    details: 'Draft: menu and sommelier still to be confirmed.',
  },
];

export interface DemoBanner { title: string; subtitle: string; description: string; buttonText: string; palette: Palette; motif: 'lights' | 'crowd' | 'waves' | 'confetti'; category?: string }

/** The home page carousel; a banner with a category links to the events list filtered by it. */
export const HERO_BANNERS: readonly DemoBanner[] = [
  { title: 'Delhi-NCR is live tonight', subtitle: 'Concerts, comedy and theatre near you', description: 'Over thirty events in the coming weeks, from Connaught Place to Cyber City.', buttonText: 'Explore events', palette: PALETTES.Music, motif: 'lights' },
  { title: 'Laugh out loud this weekend', subtitle: 'Stand-up specials and open mics', description: 'The city\'s sharpest comics, in rooms small enough to see every expression.', buttonText: 'Find comedy', palette: PALETTES.Comedy, motif: 'crowd', category: 'Comedy' },
  { title: 'Festival season is here', subtitle: 'Food, music and open-air nights', description: 'Street food carnivals, Sufi nights under the domes and a seven-hour sound festival.', buttonText: 'See festivals', palette: PALETTES.Festivals, motif: 'confetti', category: 'Festivals' },
];
