import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { eventPerformers, events, eventSessions, performers, ticketInventory, ticketTypes, venues } from '../../../api/src/db/schema';
import { MISSING_ID, realmHeaders } from '../support/auth-helpers';
import { fakeImage, pngBuffer } from '../support/images';
import { startTestApp, TestApp } from '../support/test-app';

const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 2)]);
const DAY = 24 * 3600 * 1000;

describe('performers', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Record<string, string>;
  let user: Record<string, string>;
  let png: Buffer;

  const stored = () => (existsSync(join(t.config.uploadDir, 'performers')) ? readdirSync(join(t.config.uploadDir, 'performers')) : []);
  const onDisk = (url: string) => existsSync(join(t.config.uploadDir, url.replace('/uploads/', '')));
  const rows = async () => (await t.db.select({ n: count() }).from(performers))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, vendor, user } = await realmHeaders(t.http));
    png = await pngBuffer();
  });
  afterAll(async () => { await t?.close(); });

  describe('back office', () => {
    it('creates from multipart with every field and file kind', async () => {
      const res = await t.http.post('/api/admin/performers').set(admin)
        .field('name', 'Arijit Singh')
        .field('category', 'singer')
        .field('bio', 'Playback singer')
        .field('description', 'Long text')
        .field('isActive', 'true')
        .field('sortOrder', '2')
        .field('socialMedia', JSON.stringify({ instagram: 'https://instagram.com/arijit', website: '' }))
        .field('videos', JSON.stringify([{ title: 'Live', url: 'https://youtube.com/watch?v=1', description: 'Concert' }]))
        .field('portfolios[0][name]', 'Tours')
        .field('portfolios[0][description]', 'On the road')
        .attach('profileImage', png, 'me.png')
        .attach('galleryImages', png, 'g1.png')
        .attach('galleryImages', png, 'g2.png')
        .attach('portfolios[0][images]', png, 'p1.png')
        .attach('videoFiles', mp4, 'clip.mp4')
        .attach('videoFiles', webm, 'clip.webm')
        .expect(201);
      expect(res.body).toMatchObject({ success: true, message: 'Performer created successfully' });
      const p = res.body.data;
      expect(p).toMatchObject({
        name: 'Arijit Singh', slug: 'arijit-singh', category: 'singer', bio: 'Playback singer', isActive: true, sortOrder: 2, status: 'approved',
        socialMedia: { instagram: 'https://instagram.com/arijit' },
        videos: [{ title: 'Live', url: 'https://youtube.com/watch?v=1', description: 'Concert' }],
        portfolios: [{ name: 'Tours', description: 'On the road', images: [{ url: expect.stringMatching(/^\/uploads\/performers\//) }] }],
      });
      expect(p.profileImage).toMatch(/\.png$/);
      expect(p.photo).toBe(p.profileImage);
      expect(p.gallery).toHaveLength(2);
      expect(p.videoFiles.map((v: { url: string }) => v.url.split('.').pop())).toEqual(['mp4', 'webm']);
      for (const url of [p.profileImage, ...p.gallery.map((g: { url: string }) => g.url), ...p.videoFiles.map((v: { url: string }) => v.url)]) expect(onDisk(url)).toBe(true);

      const got = await t.http.get(`/api/admin/performers/${p._id}`).set(admin).expect(200);
      expect(got.body).toEqual({ success: true, data: p });
    });

    it('defaults category to singer, active, sortOrder 0, and makes slugs unique', async () => {
      const a = (await t.http.post('/api/admin/performers').set(admin).send({ name: 'Zakir Hussain' }).expect(201)).body.data;
      expect(a).toMatchObject({ category: 'singer', isActive: true, sortOrder: 0, slug: 'zakir-hussain' });
      const b = (await t.http.post('/api/admin/performers').set(admin).field('name', 'Zakir  Hussain!').expect(201)).body.data;
      expect(b.slug).toBe('zakir-hussain-2');
    });

    it('lists with limit, q (name or bio) and category', async () => {
      await t.http.post('/api/admin/performers').set(admin).send({ name: 'Vir Das', category: 'comedian', bio: 'Stand-up comic' }).expect(201);
      const all = await t.http.get('/api/admin/performers').query({ limit: 100 }).set(admin).expect(200);
      expect(all.body.performers.length).toBe(all.body.total);
      expect(all.body.total).toBeGreaterThanOrEqual(4);
      const byBio = await t.http.get('/api/admin/performers').query({ limit: 100, q: 'stand-up' }).set(admin).expect(200);
      expect(byBio.body.performers.map((p: { name: string }) => p.name)).toEqual(['Vir Das']);
      const byCategory = await t.http.get('/api/admin/performers').query({ category: 'comedian' }).set(admin).expect(200);
      expect(byCategory.body.performers.map((p: { name: string }) => p.name)).toEqual(['Vir Das']);
      const bad = await t.http.get('/api/admin/performers').query({ category: 'juggler' }).set(admin).expect(400);
      expect(bad.body).toMatchObject({ success: false, statusCode: 400 });
      expect(bad.body.details).toHaveProperty('category');
    });

    it('updates fields, replaces the profile image, keeps only the listed gallery files, and renames the slug', async () => {
      const created = (await t.http.post('/api/admin/performers').set(admin)
        .field('name', 'Sunidhi Chauhan').attach('profileImage', png, 'a.png')
        .attach('galleryImages', png, 'g1.png').attach('galleryImages', png, 'g2.png').expect(201)).body.data;
      const [keep, drop] = created.gallery.map((g: { url: string }) => g.url);

      const res = await t.http.put(`/api/admin/performers/${created._id}`).set(admin)
        .field('name', 'Sunidhi C')
        .field('category', 'musician')
        .field('isActive', 'false')
        .field('gallery', JSON.stringify([keep]))
        .attach('profileImage', png, 'b.png')
        .attach('galleryImages', png, 'g3.png')
        .expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Performer updated successfully' });
      const p = res.body.data;
      expect(p).toMatchObject({ name: 'Sunidhi C', slug: 'sunidhi-c', category: 'musician', isActive: false });
      expect(p.gallery.map((g: { url: string }) => g.url)[0]).toBe(keep);
      expect(p.gallery).toHaveLength(2);
      expect(p.profileImage).not.toBe(created.profileImage);
      expect(onDisk(created.profileImage)).toBe(false);
      expect(onDisk(drop)).toBe(false);
      expect(onDisk(keep)).toBe(true);

      const deleted = await t.http.delete(`/api/admin/performers/${created._id}`).set(admin).expect(200);
      expect(deleted.body).toEqual({ success: true, message: 'Performer deleted successfully' });
      expect(onDisk(keep)).toBe(false);
      expect(onDisk(p.profileImage)).toBe(false);
      const gone = await t.http.get(`/api/admin/performers/${created._id}`).set(admin).expect(404);
      expect(gone.body).toMatchObject({ success: false, statusCode: 404, error: 'Performer not found', message: 'Performer not found' });
    });

    it('keeps a portfolio\'s images when it is sent back without them, and adds uploaded ones', async () => {
      const created = (await t.http.post('/api/admin/performers').set(admin)
        .field('name', 'Nucleya').field('portfolios[0][name]', 'Bass').attach('portfolios[0][images]', png, 'a.png').expect(201)).body.data;
      const [portfolio] = created.portfolios;
      const res = await t.http.put(`/api/admin/performers/${created._id}`).set(admin)
        .field('portfolios', JSON.stringify([{ id: portfolio.id, name: 'Bass Rani' }, { name: 'New' }]))
        .attach('portfolios[1][images]', png, 'b.png')
        .expect(200);
      const [first, second] = res.body.data.portfolios;
      expect(first).toMatchObject({ id: portfolio.id, name: 'Bass Rani', images: portfolio.images });
      expect(second.name).toBe('New');
      expect(second.images).toHaveLength(1);
      expect(onDisk(portfolio.images[0].url)).toBe(true);
    });

    it('answers errors as {success: false, error} with field details', async () => {
      const noName = await t.http.post('/api/admin/performers').set(admin).field('bio', 'x').expect(400);
      expect(noName.body).toMatchObject({ success: false, statusCode: 400, error: 'Performer name is required.', details: { name: 'Performer name is required.' } });
      const badJson = await t.http.post('/api/admin/performers').set(admin).field('name', 'A').field('socialMedia', '{oops').expect(400);
      expect(badJson.body.details).toHaveProperty('socialMedia');
      const badUrl = await t.http.post('/api/admin/performers').set(admin).send({ name: 'A', socialMedia: { twitter: 'not a url' } }).expect(400);
      expect(badUrl.body.details).toEqual({ 'socialMedia.twitter': 'twitter must be a URL' });
      const badOrder = await t.http.post('/api/admin/performers').set(admin).field('name', 'A').field('sortOrder', 'first').expect(400);
      expect(badOrder.body.details).toHaveProperty('sortOrder');
      const orphan = await t.http.post('/api/admin/performers').set(admin).field('name', 'A').attach('portfolios[2][images]', png, 'x.png').expect(400);
      expect(Object.keys(orphan.body.details)).toEqual(['portfolios[2][name]']);
      const unknown = await t.http.post('/api/admin/performers').set(admin).field('name', 'A').attach('resume', png, 'x.png').expect(400);
      expect(unknown.body.success).toBe(false);
      expect((await t.http.put(`/api/admin/performers/${MISSING_ID}`).set(admin).field('name', 'A').expect(404)).body.success).toBe(false);
      expect((await t.http.get('/api/admin/performers/not-an-id').set(admin).expect(400)).body).toMatchObject({ success: false, error: 'Invalid id' });
      expect((await t.http.delete(`/api/admin/performers/${MISSING_ID}`).set(admin).expect(404)).body.success).toBe(false);
    });

    it('refuses non-image images and non-video videos, leaving nothing behind', async () => {
      const files = stored();
      const before = await rows();
      const image = await t.http.post('/api/admin/performers').set(admin).field('name', 'Fake')
        .attach('galleryImages', png, 'ok.png').attach('profileImage', fakeImage, { filename: 'me.png', contentType: 'image/png' }).expect(400);
      expect(image.body).toMatchObject({ success: false, error: 'Please select an image file' });
      const video = await t.http.post('/api/admin/performers').set(admin).field('name', 'Fake')
        .attach('galleryImages', png, 'ok.png').attach('videoFiles', png, { filename: 'clip.mp4', contentType: 'video/mp4' }).expect(400);
      expect(video.body).toMatchObject({ success: false, error: 'Please select a video file (MP4, WebM or MOV)', details: { videoFiles: expect.any(String) } });
      expect(stored()).toEqual(files);
      expect(await rows()).toBe(before);
    });

    it('refuses no token and other realms with {success: false} (401)', async () => {
      for (const headers of [{}, vendor, user]) {
        const res = await t.http.get('/api/admin/performers').set(headers).expect(401);
        expect(res.body).toMatchObject({ success: false, statusCode: 401, error: expect.any(String) });
      }
      await t.http.post('/api/admin/performers').set(vendor).field('name', 'x').expect(401);
      await t.http.put(`/api/admin/performers/${MISSING_ID}`).set(user).field('name', 'x').expect(401);
      await t.http.delete(`/api/admin/performers/${MISSING_ID}`).expect(401);
      await t.http.get(`/api/admin/performers/${MISSING_ID}`).set(vendor).expect(401);
    });
  });

  describe('public site', () => {
    let starId: string;

    beforeAll(async () => {
      const make = (body: Record<string, unknown>) => t.http.post('/api/admin/performers').set(admin).send(body).expect(201).then((r) => r.body.data);
      const star = await make({ name: 'Prateek Kuhad', category: 'musician', role: 'Singer-songwriter', sortOrder: -1, bio: 'Indie', socialMedia: { youtube: 'https://youtube.com/pk' } });
      starId = star._id;
      await make({ name: 'Hidden Act', isActive: false });
      await t.http.post('/api/vendor/meta/performers').set(vendor).send({ name: 'Pending Act', role: 'dancer' }).expect(201);

      const [venue] = await t.db.insert(venues).values({ name: 'Auditorium', nameKey: 'auditorium', slug: 'auditorium', city: 'Delhi' }).returning();
      const base = { description: '', city: 'Delhi', venueId: venue.id, isPublished: true, isActive: true, status: 'approved' as const };
      const evs = await t.db.insert(events).values([
        { ...base, slug: 'later-show', code: 'ETLATER001', title: 'Later show', startAt: new Date(Date.now() + 9 * DAY), pricePaise: 149950 },
        { ...base, slug: 'soon-show', code: 'ETSOON0001', title: 'Soon show', startAt: new Date(Date.now() + 2 * DAY), pricePaise: null, isFree: true },
        { ...base, slug: 'past-show', code: 'ETPAST0001', title: 'Past show', startAt: new Date(Date.now() - 2 * DAY) },
        { ...base, slug: 'draft-show', code: 'ETDRAFT001', title: 'Unpublished show', startAt: new Date(Date.now() + 3 * DAY), isPublished: false },
        { ...base, slug: 'pending-show', code: 'ETPEND0001', title: 'Pending show', startAt: new Date(Date.now() + 3 * DAY), status: 'pending' as const },
        { ...base, slug: 'off-show', code: 'ETOFF00001', title: 'Inactive show', startAt: new Date(Date.now() + 3 * DAY), isActive: false },
      ]).returning();
      await t.db.insert(eventPerformers).values(evs.map((e) => ({ eventId: e.id, performerId: starId })));
      // the later show sells one type at ₹1,499.50; the soon show is free without types
      const later = evs[0];
      const [session] = await t.db.insert(eventSessions).values({ eventId: later.id, startsAt: later.startAt, implicit: true }).returning();
      const [type] = await t.db.insert(ticketTypes).values({ eventId: later.id, name: 'General Admission', pricePaise: 149950, quantity: 20 }).returning();
      await t.db.insert(ticketInventory).values({ sessionId: session.id, ticketTypeId: type.id, eventId: later.id, quantity: 20, available: 20 });
    });

    it('lists approved, active performers by sortOrder then name, with public fields', async () => {
      const res = await t.http.get('/api/events/performers').expect(200);
      const list = res.body.data as { name: string }[];
      expect(res.body.performers).toEqual(list);
      expect(list[0]).toMatchObject({
        _id: starId, id: starId, name: 'Prateek Kuhad', slug: 'prateek-kuhad', role: 'Singer-songwriter', category: 'musician', bio: 'Indie',
        youtube: 'https://youtube.com/pk', instagram: null, twitter: null, website: null, profileImage: null, photo: null, image: null,
      });
      const names = list.map((p) => p.name);
      expect(names).not.toContain('Hidden Act');
      expect(names).not.toContain('Pending Act');
      // sortOrder -1 first, sortOrder 2 (Arijit Singh) last, the sortOrder 0 ones in between by name
      expect(names[names.length - 1]).toBe('Arijit Singh');
      const middle = names.slice(1, -1);
      expect(middle).toEqual(['Nucleya', 'Vir Das', 'Zakir Hussain', 'Zakir  Hussain!']);
      const master = await t.http.get('/api/public/master-data/performers').expect(200);
      expect(master.body.data).toEqual(res.body.data);
      expect((await t.http.get('/api/meta/performers').expect(200)).body.data).toEqual(res.body.data);
    });

    it('shows a performer by slug with its upcoming public events only, soonest first, as the same cards as the public lists', async () => {
      const res = await t.http.get('/api/events/performers/prateek-kuhad').expect(200);
      expect(res.body.data).toMatchObject({ _id: starId, name: 'Prateek Kuhad' });
      expect(res.body.data.events.map((e: { title: string }) => e.title)).toEqual(['Soon show', 'Later show']);
      expect(res.body.data.events[1]).toMatchObject({
        slug: 'later-show', code: 'ETLATER001', price: 1499.5, venue: { name: 'Auditorium', city: 'Delhi' }, image: null, soldOut: false, startAt: expect.any(String),
      });
      expect(res.body.data.events[0]).toMatchObject({ price: 0, isFree: true });
      const listed = await t.http.get('/api/events/public').query({ performer: starId }).expect(200);
      expect(res.body.data.events).toEqual(listed.body.data);
    });

    it('the back office reads /admin/meta/performers: approved without a token, everything with status for an admin', async () => {
      const anon = await t.http.get('/api/admin/meta/performers').expect(200);
      expect(anon.body.data.map((p: { name: string }) => p.name)).not.toContain('Pending Act');
      const all = await t.http.get('/api/admin/meta/performers').set(admin).expect(200);
      expect(all.body.data.find((p: { name: string }) => p.name === 'Pending Act')).toMatchObject({ status: 'pending', category: 'dancer', role: 'dancer' });
      expect(all.body.data.find((p: { name: string }) => p.name === 'Hidden Act')).toMatchObject({ isActive: false });
      await t.http.get('/api/admin/meta/performers').set(vendor).expect(401);
    });

    it('answers 404 for an unknown, inactive or pending performer', async () => {
      const res = await t.http.get('/api/events/performers/nobody').expect(404);
      expect(res.body.error).toBe('Performer not found');
      await t.http.get('/api/events/performers/hidden-act').expect(404);
      await t.http.get('/api/events/performers/pending-act').expect(404);
    });
  });
});
