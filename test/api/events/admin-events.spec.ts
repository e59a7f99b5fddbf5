import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { bookings, events, ticketInventory, users, venues } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, registerVendor } from '../support/auth-helpers';
import { bigJpeg, fakeImage, pngBuffer } from '../support/images';
import { attachForm, createEvent, eventForm, istDayFromToday, makeReference } from './event-fixtures';

describe('back office events: /api/admin/events', () => {
  let t: TestApp;
  let admin: string;
  let ref: Awaited<ReturnType<typeof makeReference>>;
  const fileOf = (url: string) => join(t.config.uploadDir, url.replace(/^\/uploads\//, ''));
  const uploadedFiles = () => (existsSync(join(t.config.uploadDir, 'events')) ? readdirSync(join(t.config.uploadDir, 'events')) : []);
  const countEvents = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(events))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
    ref = await makeReference(t.db);
  });
  afterAll(async () => { await t?.close(); });

  describe('access', () => {
    it('refuses requests without a token or with a vendor or user token (401)', async () => {
      const vendor = await registerVendor(t.http);
      const user = await loginUser(t.http);
      for (const headers of [{}, bearer(vendor.token), bearer(user.token)]) {
        await t.http.get('/api/admin/events').set(headers).expect(401);
        await t.http.post('/api/admin/events').set(headers).send(eventForm()).expect(401);
        await t.http.patch(`/api/admin/events/${ref.venue.id}/status`).set(headers).send({ status: 'approved' }).expect(401);
        await t.http.delete(`/api/admin/events/${ref.venue.id}`).set(headers).expect(401);
      }
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      const bad = await t.http.get('/api/admin/events/not-an-id').set(bearer(admin)).expect(400);
      expect(bad.body.message).toBe('Invalid id');
      await t.http.get(`/api/admin/events/${ref.venue.id}`).set(bearer(admin)).expect(404);
      await t.http.put(`/api/admin/events/${ref.venue.id}`).set(bearer(admin)).send(eventForm()).expect(404);
      await t.http.patch(`/api/admin/events/${ref.venue.id}/status`).set(bearer(admin)).send({ status: 'approved' }).expect(404);
      await t.http.delete(`/api/admin/events/${ref.venue.id}`).set(bearer(admin)).expect(404);
    });
  });

  describe('create and read', () => {
    it('creates from the multipart form with a banner, a gallery and JSON-encoded fields', async () => {
      const form = eventForm({
        title: '  Coldplay: Music of the Spheres  ',
        categories: [ref.category.id], tags: [ref.tag.id], languages: [ref.language.id], performers: [ref.performer.id],
        facilities: 'Parking, Food court, , Wheelchair access',
        requirements: { ageRestriction: '18+', itemsToBring: 'Photo ID\n\n  Tickets  \n', prerequisites: '' },
        sessions: [{ startsAt: `${istDayFromToday(10)}T19:30:00+05:30`, label: 'Evening show' }],
      });
      const req = t.http.post('/api/admin/events').set(bearer(admin))
        .attach('bannerImage', await pngBuffer(), 'banner.png')
        .attach('gallery', await pngBuffer(20, 20), 'g1.png')
        .attach('gallery', await pngBuffer(24, 24), 'g2.png');
      const res = await attachForm(req, form).expect(201);
      const e = res.body;
      expect(e._id).toBe(e.id);
      expect(e.title).toBe('Coldplay: Music of the Spheres');
      expect(e.slug).toBe('coldplay-music-of-the-spheres');
      expect(e.code).toMatch(/^ET[2-9A-HJ-NP-Z]{8}$/);
      expect(e.status).toBe('approved');
      expect(e.isPublished).toBe(true);
      expect(e.bannerImage).toMatch(/^\/uploads\/events\/.+\.png$/);
      expect(existsSync(fileOf(e.bannerImage))).toBe(true);
      expect(e.gallery).toHaveLength(2);
      expect(e.images).toEqual(e.gallery.map((url: string) => ({ url })));
      for (const url of e.gallery) expect(existsSync(fileOf(url))).toBe(true);
      expect(e.price).toBe(499.5);
      expect(e.pricing).toMatchObject({ isFree: false, price: 499.5, currency: 'INR', pricingType: 'simple' });
      expect(e.startAt).toBe(new Date(`${istDayFromToday(10)}T19:30:00+05:30`).toISOString());
      expect(e.startDate).toBe(e.startAt);
      expect(e.startDay).toBe(istDayFromToday(10));
      expect(e.startTime).toBe('19:30');
      expect(e.city).toBe('New Delhi');
      expect(e.ticketsAvailable).toBe(100);
      expect(e.ticketsTotal).toBe(100);
      expect(e.facilities).toEqual(['Parking', 'Food court', 'Wheelchair access']);
      expect(e.requirements).toEqual({ ageRestriction: '18+', itemsToBring: ['Photo ID', 'Tickets'] });
      expect(e.categories).toEqual([{ _id: ref.category.id, id: ref.category.id, name: ref.category.name }]);
      expect(e.tags[0].name).toBe(ref.tag.name);
      expect(e.languages[0].name).toBe(ref.language.name);
      expect(e.performers[0]).toMatchObject({ id: ref.performer.id, name: ref.performer.name, role: 'Singer', slug: ref.performer.slug });
      expect(e.sessions).toEqual([expect.objectContaining({ label: 'Evening show', startsAt: e.startAt })]);
      expect(e.createdByType).toBe('admin');
      expect(e.vendor).toBeNull();

      const detail = await t.http.get(`/api/admin/events/${e.id}`).set(bearer(admin)).expect(200);
      expect(detail.body).toEqual(e);
    });

    it('accepts the same form as plain JSON and fills the defaults of section 9', async () => {
      const e = await createEvent(t.http, admin, { pricing: undefined, ticketsAvailable: undefined, shortDescription: undefined, category: undefined });
      expect(e).toMatchObject({
        eventType: 'offline', isFree: true, price: 0, currency: 'INR', isActive: true, priority: 0, featured: false,
        timezone: 'Asia/Kolkata', ticketsAvailable: 0, bannerImage: null, gallery: [], categories: [], sessions: [],
      });
      expect(e.pricing).toMatchObject({ isFree: true, pricingType: 'simple', currency: 'INR', price: 0 });
    });

    it('answers price null when the event is not free and has no price', async () => {
      const e = await createEvent(t.http, admin, { pricing: { isFree: false } });
      expect(e.price).toBeNull();
      expect(e.pricing.price).toBeNull();
    });

    it('takes the location from a chosen venue', async () => {
      const e = await createEvent(t.http, admin, { location: undefined, venue: ref.venue.id, venueChoice: 'existing' });
      expect(e.venue).toEqual({ _id: ref.venue.id, id: ref.venue.id, name: ref.venue.name, city: 'New Delhi', address: 'August Kranti Marg' });
      expect(e.city).toBe('New Delhi');
      expect(e.location).toMatchObject({ name: ref.venue.name, city: 'New Delhi', zipCode: '110049', country: 'India' });
    });

    it('creates an approved venue from the new-venue block in the same request', async () => {
      const newVenue = { name: 'Kingdom of Dreams', address: 'Sector 29', city: 'Gurugram', state: 'Haryana', zipCode: '122001', country: 'India', capacity: 800, facilities: 'Parking, Bar', contactInfo: { phone: '+911234567890' } };
      const e = await createEvent(t.http, admin, { location: undefined, venueChoice: 'new', newVenue });
      expect(e.venue).toMatchObject({ name: 'Kingdom of Dreams', city: 'Gurugram' });
      expect(e.city).toBe('Gurugram');
      const [venue] = await t.db.select().from(venues).where(eq(venues.id, e.venue.id));
      expect(venue).toMatchObject({ status: 'approved', source: 'admin', capacity: 800, facilities: ['Parking', 'Bar'], phone: '+911234567890', state: 'Haryana' });
    });

    it('needs no location for an online event and keeps its online details', async () => {
      const e = await createEvent(t.http, admin, {
        eventType: 'online', location: undefined, onlineDetails: { platform: 'zoom', meetingLink: 'https://zoom.us/j/1' },
      });
      expect(e.location).toBeNull();
      expect(e.onlineDetails).toEqual({ platform: 'zoom', meetingLink: 'https://zoom.us/j/1' });
    });

    it('drops empty sub-objects', async () => {
      const e = await createEvent(t.http, admin, {
        eventType: 'hybrid', onlineDetails: { platform: '', meetingLink: '' }, requirements: { dressCode: '', itemsToBring: [] }, capacity: {},
      });
      expect(e.onlineDetails).toBeNull();
      expect(e.capacity).toBeNull();
      expect(e.requirements).toEqual({ itemsToBring: [] });
    });

    it('sets the tickets from capacity.maxAttendees when ticketsAvailable is not given', async () => {
      const e = await createEvent(t.http, admin, { ticketsAvailable: undefined, capacity: { maxAttendees: 250, waitlistEnabled: true } });
      expect(e.ticketsTotal).toBe(250);
      expect(e.ticketsAvailable).toBe(250);
      expect(e.capacity).toEqual({ maxAttendees: 250, waitlistEnabled: true });
    });
  });

  describe('validation (400 with field details)', () => {
    const create = (body: Record<string, unknown>) => t.http.post('/api/admin/events').set(bearer(admin)).send(body).expect(400);

    it('requires title, description, event type, start date and time, and the organiser name and email', async () => {
      const res = await create({});
      expect(res.body.details).toEqual(expect.objectContaining({
        title: 'Title is required.', description: 'Description is required.', eventType: 'Event type is required.',
        startDate: 'Start date is required.', startTime: 'Start time is required.',
        'contactInfo.organizerName': 'Organizer name is required.', 'contactInfo.organizerEmail': 'Organizer email is required.',
      }));
      expect(res.body.message).toBe('Title is required.');
      expect(res.body.error).toBe(res.body.message);
    });

    it('treats a title of spaces as missing', async () => {
      const res = await create(eventForm({ title: '   ' }));
      expect(res.body.details).toEqual({ title: 'Title is required.' });
    });

    it('requires the location unless the event is online', async () => {
      const res = await create(eventForm({ location: { name: 'Hall', city: 'Delhi' } }));
      expect(Object.keys(res.body.details).sort()).toEqual(['location.address', 'location.country', 'location.state', 'location.zipCode']);
      await t.http.post('/api/admin/events').set(bearer(admin)).send(eventForm({ eventType: 'online', location: undefined })).expect(201);
      const hybrid = await create(eventForm({ eventType: 'hybrid', location: undefined }));
      expect(hybrid.body.details['location.name']).toBe('Location name is required.');
    });

    it('requires the new venue name, address, city, state, ZIP and country', async () => {
      const res = await create(eventForm({ location: undefined, venueChoice: 'new', newVenue: { name: 'X', city: 'Delhi' } }));
      expect(res.body.details).toEqual({
        'newVenue.address': 'New venue address is required.', 'newVenue.state': 'New venue state is required.',
        'newVenue.zipCode': 'New venue ZIP is required.', 'newVenue.country': 'New venue country is required.',
      });
      expect(await t.db.select().from(venues).where(eq(venues.name, 'X'))).toHaveLength(0);
    });

    it('limits the short description to 200 characters', async () => {
      const res = await create(eventForm({ shortDescription: 'x'.repeat(201) }));
      expect(res.body.details).toEqual({ shortDescription: 'Short description must be at most 200 characters.' });
      await t.http.post('/api/admin/events').set(bearer(admin)).send(eventForm({ shortDescription: 'x'.repeat(200) })).expect(201);
    });

    it('refuses negative numbers and prices finer than a paisa', async () => {
      const res = await create(eventForm({ pricing: { isFree: false, price: -1 }, ticketsAvailable: -5, capacity: { maxAttendees: -1 }, priority: -1 }));
      expect(res.body.details).toEqual({
        'pricing.price': 'Price must be 0 or more.', ticketsAvailable: 'Tickets must be 0 or more.',
        'capacity.maxAttendees': 'Maximum attendees must be 0 or more.', priority: 'Priority must be 0 or more.',
      });
      const decimals = await create(eventForm({ pricing: { isFree: false, price: 10.005 } }));
      expect(decimals.body.details).toEqual({ 'pricing.price': 'Price must be a number with at most 2 decimals.' });
    });

    it('accepts only the listed categories, event types, currencies, age restrictions, timezone and platforms', async () => {
      const res = await create(eventForm({
        category: 'gaming', eventType: 'hybrid', pricing: { currency: 'GBP' }, ageRestriction: '16+', timezone: 'Asia/Dubai',
        onlineDetails: { platform: 'skype' },
      }));
      expect(res.body.details).toEqual({
        category: expect.stringContaining('Category must be one of'), 'pricing.currency': 'Currency must be one of: INR, USD, EUR.',
        ageRestriction: expect.stringContaining('Age restriction must be one of'), timezone: 'Timezone must be one of: Asia/Kolkata.',
        'onlineDetails.platform': 'Platform must be one of: zoom, teams, google_meet, custom, other.',
      });
      const type = await create(eventForm({ eventType: 'virtual' }));
      expect(type.body.details).toEqual({ eventType: 'Event type must be one of: offline, online, hybrid.' });
    });

    it('checks dates, times, the organiser email and sessions', async () => {
      const res = await create(eventForm({
        startDate: '2026-02-30', startTime: '25:00', contactInfo: { organizerName: 'A', organizerEmail: 'not-an-email' },
        sessions: [{ label: 'no start' }, { startsAt: 'tomorrow' }],
      }));
      expect(res.body.details).toEqual({
        startDate: 'Start date must be a date (YYYY-MM-DD).', startTime: 'Start time must be a time (HH:mm).',
        'contactInfo.organizerEmail': 'Organizer email must be a valid email.',
        'sessions.0.startsAt': expect.stringContaining('Session start'), 'sessions.1.startsAt': 'Session start must be a date and time (ISO 8601).',
      });
      const ends = await create(eventForm({ endDate: istDayFromToday(9) }));
      expect(ends.body.details).toEqual({ endDate: 'The end must be after the start.' });
    });

    it('refuses unknown fields and JSON fields that are not JSON objects', async () => {
      const unknown = await create(eventForm({ sneaky: 1 }));
      expect(unknown.body.details).toEqual({ sneaky: 'Unknown field: sneaky' });
      const req = t.http.post('/api/admin/events').set(bearer(admin));
      const res = await attachForm(req, { ...eventForm(), location: undefined }).field('location', '{not json').expect(400);
      expect(res.body.details).toEqual({ location: 'Location must be an object.' });
    });

    it('refuses categories, tags, languages, performers and venues that do not exist', async () => {
      const ghost = '00000000-0000-4000-8000-000000000000';
      const res = await create(eventForm({ categories: [ghost], tags: [ghost], languages: [ghost], performers: [ref.performer.id, ghost] }));
      expect(res.body.details).toEqual({
        categories: 'Unknown category: choose from the list.', tags: 'Unknown tag: choose from the list.',
        languages: 'Unknown language: choose from the list.', performers: 'Unknown performer: choose from the list.',
      });
      const venue = await create(eventForm({ venue: ghost }));
      expect(venue.body.details).toEqual({ venue: 'Unknown venue: choose from the list.' });
      const malformed = await create(eventForm({ categories: ['music'] }));
      expect(malformed.body.details).toEqual({ categories: 'Categories must be a list of ids.' });
    });

    it('refuses a banner that is not an image, or too large, leaving nothing behind', async () => {
      const before = { files: uploadedFiles().length, events: await countEvents() };
      const notImage = await attachForm(t.http.post('/api/admin/events').set(bearer(admin)).attach('gallery', await pngBuffer(), 'ok.png')
        .attach('bannerImage', fakeImage, { filename: 'banner.png', contentType: 'image/png' }), eventForm()).expect(400);
      expect(notImage.body).toMatchObject({ message: 'Please select an image file', details: { bannerImage: 'Please select an image file' } });
      const big = await bigJpeg(12 * 1024 * 1024);
      expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
      const tooBig = await attachForm(t.http.post('/api/admin/events').set(bearer(admin)).attach('bannerImage', big, 'big.jpg'), eventForm()).expect(413);
      expect(tooBig.body.message).toBe('File size must be less than 10MB');
      expect(uploadedFiles().length).toBe(before.files);
      expect(await countEvents()).toBe(before.events);
    });

    it('writes no file when the form itself is invalid', async () => {
      const before = uploadedFiles().length;
      await attachForm(t.http.post('/api/admin/events').set(bearer(admin)).attach('bannerImage', await pngBuffer(), 'b.png'), eventForm({ title: '' })).expect(400);
      await attachForm(t.http.post('/api/admin/events').set(bearer(admin)).attach('bannerImage', await pngBuffer(), 'b.png'), eventForm({ categories: ['00000000-0000-4000-8000-000000000000'] })).expect(400);
      expect(uploadedFiles().length).toBe(before);
    });
  });

  describe('update', () => {
    it('appends new gallery files to the kept ones with _appendGallery, and replaces the gallery without it', async () => {
      const created = await attachForm(t.http.post('/api/admin/events').set(bearer(admin))
        .attach('gallery', await pngBuffer(10, 10), 'a.png').attach('gallery', await pngBuffer(11, 11), 'b.png'), eventForm()).expect(201);
      const [a, b] = created.body.gallery;

      const appended = await attachForm(t.http.put(`/api/admin/events/${created.body.id}`).set(bearer(admin))
        .attach('gallery', await pngBuffer(12, 12), 'c.png'), eventForm({ title: 'Renamed show', _appendGallery: true, gallery: [b] })).expect(200);
      expect(appended.body.gallery).toHaveLength(2);
      expect(appended.body.gallery[0]).toBe(b);
      expect(appended.body.slug).toBe('renamed-show');
      expect(existsSync(fileOf(a))).toBe(false);
      const c = appended.body.gallery[1];

      const replaced = await attachForm(t.http.put(`/api/admin/events/${created.body.id}`).set(bearer(admin))
        .attach('gallery', await pngBuffer(13, 13), 'd.png'), eventForm()).expect(200);
      expect(replaced.body.gallery).toHaveLength(1);
      expect(replaced.body.gallery).not.toContain(b);
      expect(existsSync(fileOf(b))).toBe(false);
      expect(existsSync(fileOf(c))).toBe(false);
      expect(existsSync(fileOf(replaced.body.gallery[0]))).toBe(true);
    });

    it('keeps the banner and gallery when the form sends no files, and replaces the banner when it sends one', async () => {
      const created = await attachForm(t.http.post('/api/admin/events').set(bearer(admin)).attach('bannerImage', await pngBuffer(), 'a.png'), eventForm()).expect(201);
      const kept = await t.http.put(`/api/admin/events/${created.body.id}`).set(bearer(admin)).send(eventForm({ description: 'New words' })).expect(200);
      expect(kept.body.bannerImage).toBe(created.body.bannerImage);
      expect(kept.body.description).toBe('New words');
      const swapped = await attachForm(t.http.put(`/api/admin/events/${created.body.id}`).set(bearer(admin)).attach('bannerImage', await pngBuffer(40, 40), 'b.png'), eventForm()).expect(200);
      expect(swapped.body.bannerImage).not.toBe(created.body.bannerImage);
      expect(existsSync(fileOf(created.body.bannerImage))).toBe(false);
    });

    it('moves the tickets left by the change of total and refuses a total below those sold', async () => {
      const e = await createEvent(t.http, admin, { ticketsAvailable: 100 });
      const [type] = e.ticketTypes;
      // 30 held by bookings, through the hold statement itself
      await t.db.update(ticketInventory).set({ held: 30, available: 70 }).where(eq(ticketInventory.ticketTypeId, type.id));
      const more = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(eventForm({ ticketsAvailable: 120 })).expect(200);
      expect(more.body).toMatchObject({ ticketsTotal: 120, ticketsAvailable: 90, ticketsSold: 30 });
      expect(more.body.ticketTypes[0].id).toBe(type.id);
      const fewer = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(eventForm({ ticketsAvailable: 30 })).expect(200);
      expect(fewer.body).toMatchObject({ ticketsTotal: 30, ticketsAvailable: 0, soldOut: true });
      const refused = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(eventForm({ ticketsAvailable: 29, title: 'Not saved' })).expect(409);
      expect(refused.body.message).toBe(`${type.name} cannot have fewer than the 30 already sold or held.`);
      const after = await t.http.get(`/api/admin/events/${e.id}`).set(bearer(admin)).expect(200);
      expect(after.body).toMatchObject({ ticketsTotal: 30, ticketsAvailable: 0 });
      expect(after.body.title).not.toBe('Not saved');
    });

    it('keeps session ids that are sent back, adds new sessions and removes the others', async () => {
      const day = istDayFromToday(12);
      const e = await createEvent(t.http, admin, { sessions: [{ startsAt: `${day}T18:00:00+05:30`, label: 'Early' }, { startsAt: `${day}T21:00:00+05:30`, label: 'Late' }] });
      const [early] = e.sessions;
      const res = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin))
        .send(eventForm({ sessions: [{ _id: early.id, startsAt: `${day}T18:30:00+05:30`, label: 'Early (moved)' }, { startsAt: `${day}T22:00:00+05:30`, label: 'Midnight' }] })).expect(200);
      expect(res.body.sessions).toHaveLength(2);
      expect(res.body.sessions[0]).toMatchObject({ id: early.id, label: 'Early (moved)', startsAt: new Date(`${day}T18:30:00+05:30`).toISOString() });
      expect(res.body.sessions[1].label).toBe('Midnight');
    });

    it('replaces links given and keeps links not sent', async () => {
      const e = await createEvent(t.http, admin, { categories: [ref.category.id], tags: [ref.tag.id] });
      const res = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(eventForm({ categories: [{ _id: ref.category2.id }] })).expect(200);
      expect(res.body.categories.map((c: { id: string }) => c.id)).toEqual([ref.category2.id]);
      expect(res.body.tags.map((c: { id: string }) => c.id)).toEqual([ref.tag.id]);
    });

    it('validates the update like the create', async () => {
      const e = await createEvent(t.http, admin);
      const res = await t.http.put(`/api/admin/events/${e.id}`).set(bearer(admin)).send(eventForm({ description: '' })).expect(400);
      expect(res.body.details).toEqual({ description: 'Description is required.' });
    });
  });

  describe('moderation', () => {
    it('lists pending vendor events with their owner, approves them (published) and rejects them out of the queue', async () => {
      const vendor = await registerVendor(t.http, { companyName: 'Big Beats Pvt Ltd', contactName: 'Ravi Kumar' });
      const a = await createEvent(t.http, vendor.token, { title: 'Pending A', venue: ref.venue.id, location: undefined }, 'vendor');
      const b = await createEvent(t.http, vendor.token, { title: 'Pending B' }, 'vendor');
      const queue = await t.http.get('/api/admin/events').query({ status: 'pending', page: 1, limit: 50 }).set(bearer(admin)).expect(200);
      expect(queue.body.total).toBe(2);
      const row = queue.body.data.find((r: { id: string }) => r.id === a.id);
      expect(row).toMatchObject({
        title: 'Pending A', status: 'pending', createdByType: 'vendor', vendor: { company: 'Big Beats Pvt Ltd', name: 'Ravi Kumar' },
        ownerName: 'Big Beats Pvt Ltd', venue: { name: ref.venue.name }, startDate: a.startDate, isPublished: false,
      });

      const approved = await t.http.patch(`/api/admin/events/${a.id}/status`).set(bearer(admin)).send({ status: 'approved' }).expect(200);
      expect(approved.body).toMatchObject({ status: 'approved', isPublished: true });
      const rejected = await t.http.put(`/api/admin/events/${b.id}`).set(bearer(admin)).send({ status: 'rejected' }).expect(200);
      expect(rejected.body).toMatchObject({ status: 'rejected', title: 'Pending B' });

      const after = await t.http.get('/api/admin/events').query({ status: 'pending', page: 1, limit: 50 }).set(bearer(admin)).expect(200);
      expect(after.body).toEqual({ data: [], total: 0 });
    });

    it('refuses a status outside pending, approved and rejected', async () => {
      const e = await createEvent(t.http, admin);
      const res = await t.http.patch(`/api/admin/events/${e.id}/status`).set(bearer(admin)).send({ status: 'published' }).expect(400);
      expect(res.body.details).toEqual({ status: 'Status must be one of: pending, approved, rejected.' });
      const unknown = await t.http.patch(`/api/admin/events/${e.id}/status`).set(bearer(admin)).send({ status: 'approved', note: 'x' }).expect(400);
      expect(unknown.body.details).toEqual({ note: 'Unknown field: note' });
    });

    it('lets an administrator unpublish an approved event', async () => {
      const e = await createEvent(t.http, admin, { isPublished: false });
      expect(e).toMatchObject({ status: 'approved', isPublished: false });
    });
  });

  describe('delete', () => {
    it('deletes the event and the image files nothing else uses', async () => {
      const first = await attachForm(t.http.post('/api/admin/events').set(bearer(admin))
        .attach('bannerImage', await pngBuffer(), 'a.png').attach('gallery', await pngBuffer(9, 9), 'shared.png'), eventForm()).expect(201);
      const shared = first.body.gallery[0];
      await createEvent(t.http, admin, { gallery: [shared] });
      const res = await t.http.delete(`/api/admin/events/${first.body.id}`).set(bearer(admin)).expect(200);
      expect(res.body.message).toBe('Deleted');
      await t.http.get(`/api/admin/events/${first.body.id}`).set(bearer(admin)).expect(404);
      expect(existsSync(fileOf(first.body.bannerImage))).toBe(false);
      expect(existsSync(fileOf(shared))).toBe(true);
    });

    it('refuses to delete an event with bookings (409)', async () => {
      const e = await createEvent(t.http, admin);
      const [user] = await t.db.insert(users).values({ name: 'Buyer', phone: '+919000000001' }).returning();
      await t.db.insert(bookings).values({
        orderNo: 'UT-TESTDELETE', userId: user.id, eventId: e.id, quantity: 1, seats: 1, unitPricePaise: 49950, subtotalPaise: 49950,
        conveniencePaise: 2498, deliveryPaise: 0, donationPaise: 0, totalPaise: 52448, paymentMethod: 'cod',
      });
      const res = await t.http.delete(`/api/admin/events/${e.id}`).set(bearer(admin)).expect(409);
      expect(res.body.message).toBe('This event has bookings and cannot be deleted. Cancel or reject its bookings first.');
      await t.http.get(`/api/admin/events/${e.id}`).set(bearer(admin)).expect(200);
    });
  });
});
