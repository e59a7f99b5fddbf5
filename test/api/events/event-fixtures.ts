import type TestAgent from 'supertest/lib/agent';
import type { Test } from 'supertest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../api/src/db/database';
import { categories, events, languages, performers, tags, venues } from '../../../api/src/db/schema';
import { bearer } from '../support/auth-helpers';

let seq = 0;
const next = () => ++seq;

/** Reference rows made directly in the database (the meta module's endpoints are not needed here). */
export async function makeReference(db: Database) {
  const n = next();
  const [category] = await db.insert(categories).values({ name: `Music ${n}`, nameKey: `music ${n}` }).returning();
  const [category2] = await db.insert(categories).values({ name: `Comedy ${n}`, nameKey: `comedy ${n}` }).returning();
  const [tag] = await db.insert(tags).values({ name: `Live ${n}`, nameKey: `live ${n}` }).returning();
  const [language] = await db.insert(languages).values({ name: `Hindi ${n}`, nameKey: `hindi ${n}` }).returning();
  const [performer] = await db.insert(performers).values({ name: `Arijit ${n}`, nameKey: `arijit ${n}`, slug: `arijit-${n}`, role: 'Singer', profileImage: '/uploads/performers/a.png' }).returning();
  const [venue] = await db.insert(venues).values({
    name: `Siri Fort ${n}`, nameKey: `siri fort ${n}`, slug: `siri-fort-${n}`, address: 'August Kranti Marg', city: 'New Delhi', state: 'Delhi', zipCode: '110049', country: 'India',
  }).returning();
  return { category, category2, tag, language, performer, venue };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Kolkata day `days` from today, YYYY-MM-DD. */
export function istDayFromToday(days: number): string {
  return new Date(Date.now() + 330 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);
}

/** A complete, valid event form (offline, with a typed location). */
export function eventForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Sunburn Night ${next()}`,
    description: 'A night of music under the stars.',
    shortDescription: 'Music under the stars',
    category: 'music',
    eventType: 'offline',
    startDate: istDayFromToday(10),
    startTime: '19:30',
    location: { name: 'Jawaharlal Nehru Stadium', address: 'Lodhi Road', city: 'New Delhi', state: 'Delhi', zipCode: '110003', country: 'India' },
    pricing: { isFree: false, pricingType: 'simple', currency: 'INR', price: 499.5 },
    ticketsAvailable: 100,
    contactInfo: { organizerName: 'Asha Rao', organizerEmail: 'asha@example.com' },
    ...overrides,
  };
}

/** Sends the form as the back office does: scalars as text, objects and arrays as JSON text. */
export function attachForm(req: Test, form: Record<string, unknown>): Test {
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    req.field(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return req;
}

/** Creates an event through the API as the admin (JSON) and answers the response body. */
export async function createEvent(http: TestAgent, token: string, overrides: Record<string, unknown> = {}, realm: 'admin' | 'vendor' = 'admin') {
  const res = await http.post(`/api/${realm}/events`).set(bearer(token)).send(eventForm(overrides));
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Moves an event's start (and clears its end) directly, for times the form cannot make (the past, exact minutes). */
export async function setTimes(db: Database, id: string, startAt: Date, endAt: Date | null = null) {
  await db.update(events).set({ startAt, endAt }).where(eq(events.id, id));
}
