import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { venueImages, venues } from '../../../api/src/db/schema';
import { adminToken, bearer, loginUser, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { fakeImage, pngBuffer } from '../support/images';
import { startTestApp, TestApp } from '../support/test-app';

const LOCKED = 'This venue is approved and can no longer be edited. Contact admin if changes are needed.';

describe('venues', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendorA: Record<string, string>;
  let vendorB: Record<string, string>;
  let user: Record<string, string>;
  let png: Buffer;

  /** Files under UPLOAD_DIR/venues. */
  const stored = () => (existsSync(join(t.config.uploadDir, 'venues')) ? readdirSync(join(t.config.uploadDir, 'venues')) : []);
  const onDisk = (url: string) => existsSync(join(t.config.uploadDir, url.replace('/uploads/', '')));
  const rowCounts = async () => ({
    venues: (await t.db.select({ n: count() }).from(venues))[0].n,
    images: (await t.db.select({ n: count() }).from(venueImages))[0].n,
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = bearer(await adminToken(t.http));
    vendorA = bearer((await registerVendor(t.http)).token);
    vendorB = bearer((await registerVendor(t.http)).token);
    user = bearer((await loginUser(t.http)).token);
    png = await pngBuffer();
  });
  afterAll(async () => { await t?.close(); });

  describe('administrators', () => {
    it('creates from JSON with flat fields and location; answers both; empty numbers become null', async () => {
      const res = await t.http.post('/api/admin/meta/venues').set(admin).send({
        name: ' Kingdom of Dreams ', city: 'Gurugram', address: 'Sector 29', state: 'Haryana', country: 'India', zipCode: '122001',
        lat: '28.4679', lng: 77.0686, capacity: '', email: 'hello@kod.example', website: 'https://kod.example',
        location: { name: 'Kingdom of Dreams', address: 'Sector 29', city: 'Gurugram', coordinates: { latitude: 28.4679, longitude: 77.0686 } },
      }).expect(201);
      expect(res.body).toMatchObject({
        name: 'Kingdom of Dreams', city: 'Gurugram', address: 'Sector 29', state: 'Haryana', zipCode: '122001', country: 'India',
        lat: 28.4679, lng: 77.0686, capacity: null, status: 'approved', images: [], photo: null,
        location: { name: 'Kingdom of Dreams', city: 'Gurugram', address: 'Sector 29', coordinates: { latitude: 28.4679, longitude: 77.0686 } },
      });
      expect(res.body._id).toBe(res.body.id);
      const got = await t.http.get(`/api/admin/meta/venues/${res.body._id}`).set(admin).expect(200);
      expect(got.body.name).toBe('Kingdom of Dreams');
    });

    it('takes the address from location alone', async () => {
      const res = await t.http.post('/api/admin/meta/venues').set(admin).send({
        name: 'Siri Fort Auditorium', location: { address: 'August Kranti Marg', city: 'New Delhi', coordinates: { latitude: 28.55, longitude: 77.22 } },
      }).expect(201);
      expect(res.body).toMatchObject({ city: 'New Delhi', address: 'August Kranti Marg', lat: 28.55, lng: 77.22 });
    });

    it('requires name, city and address, and validates email and numbers with field details', async () => {
      const missing = await t.http.post('/api/admin/meta/venues').set(admin).send({ name: 'Nameless', city: '' }).expect(400);
      expect(missing.body.error).toBe('Please fill name, city, and address.');
      expect(Object.keys(missing.body.details).sort()).toEqual(['address', 'city']);
      const email = await t.http.post('/api/admin/meta/venues').set(admin).send({ name: 'A', city: 'B', address: 'C', email: 'nope' }).expect(400);
      expect(email.body.details).toEqual({ email: 'A valid email is required.' });
      const lat = await t.http.post('/api/admin/meta/venues').set(admin).send({ name: 'A', city: 'B', address: 'C', lat: 'north', capacity: -3 }).expect(400);
      expect(Object.keys(lat.body.details).sort()).toEqual(['capacity', 'lat']);
      await t.http.post('/api/admin/meta/venues').set(admin).send({ name: 'A', city: 'B', address: 'C', owner: 'me' }).expect(400);
    });

    it('the public venue page reads an approved venue by its slug, without moderation fields; an unknown slug is 404', async () => {
      const created = (await t.http.post('/api/admin/meta/venues').set(admin).send({ name: 'Siri Fort Auditorium', city: 'New Delhi', address: 'August Kranti Marg' }).expect(201)).body;
      const page = await t.http.get(`/api/meta/venues/slug/${created.slug}`).expect(200);
      expect(page.body.data).toMatchObject({ _id: created._id, name: 'Siri Fort Auditorium', slug: created.slug, city: 'New Delhi', address: 'August Kranti Marg' });
      expect(page.body.data).not.toHaveProperty('status');
      expect(page.body.data).not.toHaveProperty('source');
      await t.http.get('/api/meta/venues/slug/no-such-venue').expect(404);
    });

    it('lists under data and venues; the list answers without a token (approved only) and refuses other realms', async () => {
      const list = await t.http.get('/api/admin/meta/venues').set(admin).expect(200);
      expect(list.body.venues).toEqual(list.body.data);
      expect(list.body.data.map((v: { name: string }) => v.name)).toContain('Kingdom of Dreams');
      const anon = await t.http.get('/api/admin/meta/venues').expect(200);
      expect(anon.body.data.map((v: { name: string }) => v.name)).toContain('Kingdom of Dreams');
      await t.http.get('/api/admin/meta/venues').set(vendorA).expect(401);
      await t.http.get('/api/admin/meta/venues').set(user).expect(401);
    });

    it('creates from multipart (data, photo, images), then manages images: primary, reorder, delete', async () => {
      const res = await t.http.post('/api/admin/meta/venues').set(admin)
        .field('data', JSON.stringify({ name: 'JLN Stadium', city: 'New Delhi', address: 'Lodhi Road', capacity: '60000' }))
        .attach('photo', png, 'cover.png')
        .attach('images', png, 'a.png')
        .attach('images', png, 'b.png')
        .attach('images', png, 'c.png')
        .expect(201);
      const venue = res.body;
      expect(venue.capacity).toBe(60000);
      expect(venue.photo).toMatch(/^\/uploads\/venues\/.+\.png$/);
      expect(venue.images).toHaveLength(3);
      expect(venue.images.map((i: { isPrimary: boolean }) => i.isPrimary)).toEqual([true, false, false]);
      for (const url of [venue.photo, ...venue.images.map((i: { src: string }) => i.src)]) expect(onDisk(url)).toBe(true);
      const [a, b, c] = venue.images.map((i: { _id: string }) => i._id);

      const primary = await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/${c}/primary`).set(admin).expect(200);
      expect(primary.body.images.filter((i: { isPrimary: boolean }) => i.isPrimary).map((i: { _id: string }) => i._id)).toEqual([c]);

      const reordered = await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/reorder`).set(admin).send({ order: [c, a, b] }).expect(200);
      expect(reordered.body.images.map((i: { _id: string }) => i._id)).toEqual([c, a, b]);
      expect(reordered.body.message).toBe('Images saved');
      const detail = await t.http.get(`/api/admin/meta/venues/${venue._id}`).set(admin).expect(200);
      expect(detail.body.images.map((i: { _id: string }) => i._id)).toEqual([c, a, b]);

      const partial = await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/reorder`).set(admin).send({ order: [c, a] }).expect(400);
      expect(partial.body.details).toHaveProperty('order');
      await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/reorder`).set(admin).send({ order: [c, a, a] }).expect(400);
      await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/reorder`).set(admin).send({ order: ['x'] }).expect(400);

      const cSrc = venue.images[2].src;
      const removed = await t.http.delete(`/api/admin/meta/venues/${venue._id}/images/${c}`).set(admin).expect(200);
      expect(removed.body.images.map((i: { _id: string }) => i._id)).toEqual([a, b]);
      expect(removed.body.images[0].isPrimary).toBe(true); // the primary went, the first remaining took over
      expect(onDisk(cSrc)).toBe(false);
      await t.http.delete(`/api/admin/meta/venues/${venue._id}/images/${c}`).set(admin).expect(404);
      await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/${MISSING_ID}/primary`).set(admin).expect(404);
      await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/nope/primary`).set(admin).expect(400);
      await t.http.patch(`/api/admin/meta/venues/${MISSING_ID}/images/${a}/primary`).set(admin).expect(404);
      await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/${a}/primary`).set(vendorA).expect(401);
      await t.http.delete(`/api/admin/meta/venues/${venue._id}/images/${a}`).expect(401);
      await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/reorder`).set(user).send({ order: [a, b] }).expect(401);
    });

    it('Make primary sets the cover: photo is that image, the old cover file goes, and deleting it moves the cover on', async () => {
      const venue = (await t.http.post('/api/admin/meta/venues').set(admin)
        .field('data', JSON.stringify({ name: 'Kamani Auditorium', city: 'New Delhi', address: 'Copernicus Marg' }))
        .attach('photo', png, 'cover.png').attach('images', png, 'a.png').attach('images', png, 'b.png')
        .expect(201)).body;
      const [a, b] = venue.images as { _id: string; src: string }[];
      expect(venue.photo).not.toBe(a.src);

      const made = await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/${b._id}/primary`).set(admin).expect(200);
      expect(made.body.photo).toBe(b.src);
      expect(made.body.images.find((i: { isPrimary: boolean }) => i.isPrimary)._id).toBe(b._id);
      expect(onDisk(venue.photo)).toBe(false); // the uploaded cover no image uses is deleted
      expect(onDisk(b.src)).toBe(true);
      const shown = await t.http.get(`/api/meta/venues/${venue._id}`).expect(200);
      expect(shown.body.data.photo).toBe(b.src);

      // making the cover image primary again changes nothing and deletes nothing
      const again = await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/${b._id}/primary`).set(admin).expect(200);
      expect(again.body.photo).toBe(b.src);
      expect(onDisk(b.src)).toBe(true);

      const removed = await t.http.delete(`/api/admin/meta/venues/${venue._id}/images/${b._id}`).set(admin).expect(200);
      expect(removed.body.photo).toBe(a.src);
      expect(removed.body.images.map((i: { _id: string; isPrimary: boolean }) => [i._id, i.isPrimary])).toEqual([[a._id, true]]);
      const last = await t.http.delete(`/api/admin/meta/venues/${venue._id}/images/${a._id}`).set(admin).expect(200);
      expect(last.body.photo).toBeNull();

      // another venue's image is not this venue's: 404, and nothing changes
      const other = (await t.http.post('/api/admin/meta/venues').set(admin)
        .field('data', JSON.stringify({ name: 'Shri Ram Centre', city: 'New Delhi', address: 'Safdar Hashmi Marg' }))
        .attach('images', png, 'x.png').expect(201)).body;
      await t.http.patch(`/api/admin/meta/venues/${venue._id}/images/${other.images[0]._id}/primary`).set(admin).expect(404);
      expect((await t.http.get(`/api/admin/meta/venues/${other._id}`).set(admin).expect(200)).body.photo).toBe(other.photo);
      await t.http.patch(`/api/admin/meta/venues/${other._id}/images/${other.images[0]._id}/primary`).set(vendorA).expect(401);
      await t.http.patch(`/api/admin/meta/venues/${other._id}/images/${other.images[0]._id}/primary`).expect(401);
    });

    it('updates details (JSON) and images (multipart with clearImages), removing replaced files', async () => {
      const created = (await t.http.post('/api/admin/meta/venues').set(admin)
        .field('data', JSON.stringify({ name: 'Talkatora', city: 'New Delhi', address: 'President Estate' }))
        .attach('photo', png, 'cover.png').attach('images', png, 'a.png').expect(201)).body;

      const details = await t.http.put(`/api/admin/meta/venues/${created._id}`).set(admin).send({ capacity: 3000, description: 'Indoor stadium', lat: '' }).expect(200);
      expect(details.body).toMatchObject({ capacity: 3000, description: 'Indoor stadium', lat: null, name: 'Talkatora', message: 'Details saved' });
      expect(details.body.images).toHaveLength(1);

      const replaced = await t.http.put(`/api/admin/meta/venues/${created._id}`).set(admin)
        .field('data', JSON.stringify({ clearImages: true }))
        .attach('photo', png, 'new-cover.png').attach('images', png, 'x.png').attach('images', png, 'y.png').expect(200);
      expect(replaced.body.message).toBe('Images saved');
      expect(replaced.body.images).toHaveLength(2);
      expect(replaced.body.photo).not.toBe(created.photo);
      expect(onDisk(created.photo)).toBe(false);
      expect(onDisk(created.images[0].src)).toBe(false);
      expect(onDisk(replaced.body.photo)).toBe(true);

      const empty = await t.http.put(`/api/admin/meta/venues/${created._id}`).set(admin).send({ name: '' }).expect(400);
      expect(empty.body.details).toEqual({ name: 'Please fill name, city, and address.' });
      await t.http.put(`/api/admin/meta/venues/${MISSING_ID}`).set(admin).send({ capacity: 1 }).expect(404);
      await t.http.put(`/api/admin/meta/venues/bad`).set(admin).send({ capacity: 1 }).expect(400);
      await t.http.put(`/api/admin/meta/venues/${created._id}`).set(vendorA).send({ capacity: 1 }).expect(401);

      const deleted = await t.http.delete(`/api/admin/meta/venues/${created._id}`).set(admin).expect(200);
      expect(deleted.body.message).toBe('Deleted');
      for (const i of replaced.body.images) expect(onDisk(i.src)).toBe(false);
      expect(onDisk(replaced.body.photo)).toBe(false);
      await t.http.get(`/api/admin/meta/venues/${created._id}`).set(admin).expect(404);
      await t.http.delete(`/api/admin/meta/venues/${created._id}`).set(admin).expect(404);
    });

    it('refuses a non-image upload and leaves nothing in UPLOAD_DIR or the database', async () => {
      const filesBefore = stored();
      const rowsBefore = await rowCounts();
      const res = await t.http.post('/api/admin/meta/venues').set(admin)
        .field('data', JSON.stringify({ name: 'Fake Hall', city: 'Noida', address: 'Sector 18' }))
        .attach('photo', png, 'ok.png')
        .attach('images', fakeImage, { filename: 'evil.png', contentType: 'image/png' })
        .expect(400);
      expect(res.body.error).toBe('Please select an image file');
      expect(res.body.details).toHaveProperty('images');
      expect(stored()).toEqual(filesBefore);
      expect(await rowCounts()).toEqual(rowsBefore);

      const venue = (await t.http.get('/api/admin/meta/venues').set(admin).expect(200)).body.data[0];
      await t.http.put(`/api/admin/meta/venues/${venue._id}`).set(admin).attach('images', fakeImage, 'evil.jpg').expect(400);
      expect(stored()).toEqual(filesBefore);
      expect(await rowCounts()).toEqual(rowsBefore);
    });

    it('refuses a cover that points at a server file it did not upload', async () => {
      const res = await t.http.post('/api/admin/meta/venues').set(admin)
        .send({ name: 'Sneaky', city: 'Delhi', address: 'x', photo: '/uploads/events/someone-else.png' }).expect(400);
      expect(res.body.details).toHaveProperty('photo');
    });

    it('refuses writes without an admin token', async () => {
      await t.http.post('/api/admin/meta/venues').send({ name: 'A', city: 'B', address: 'C' }).expect(401);
      await t.http.post('/api/admin/meta/venues').set(vendorA).send({ name: 'A', city: 'B', address: 'C' }).expect(401);
      await t.http.get(`/api/admin/meta/venues/${MISSING_ID}`).set(user).expect(401);
      await t.http.get(`/api/admin/meta/venues/${MISSING_ID}`).set(admin).expect(404);
      await t.http.get('/api/admin/meta/venues/not-an-id').set(admin).expect(400);
    });
  });

  describe('vendors', () => {
    it('create (multipart with images[]) → pending, own list and detail; another vendor gets 404', async () => {
      const res = await t.http.post('/api/vendor/meta/venues').set(vendorA)
        .field('data', JSON.stringify({ name: 'Epicentre', city: 'Gurugram', address: 'Apparel House', lat: '', capacity: '400' }))
        .attach('photo', png, 'cover.png').attach('images[]', png, 'one.png').attach('images[]', png, 'two.png')
        .expect(201);
      expect(res.body).toMatchObject({ name: 'Epicentre', status: 'pending', message: 'Submitted for approval', capacity: 400, lat: null });
      expect(res.body.images).toHaveLength(2);

      const mine = await t.http.get('/api/vendor/meta/venues').set(vendorA).expect(200);
      expect(mine.body.data.map((v: { _id: string }) => v._id)).toEqual([res.body._id]);
      await t.http.get(`/api/vendor/meta/venues/${res.body._id}`).set(vendorA).expect(200);

      expect((await t.http.get('/api/vendor/meta/venues').set(vendorB).expect(200)).body.data).toEqual([]);
      await t.http.get(`/api/vendor/meta/venues/${res.body._id}`).set(vendorB).expect(404);
      await t.http.put(`/api/vendor/meta/venues/${res.body._id}`).set(vendorB).send({ capacity: 1 }).expect(404);
      await t.http.delete(`/api/vendor/meta/venues/${res.body._id}`).set(vendorB).expect(404);

      // not public while pending
      expect((await t.http.get('/api/meta/venues').expect(200)).body.data.map((v: { name: string }) => v.name)).not.toContain('Epicentre');
      await t.http.get(`/api/meta/venues/${res.body._id}`).expect(404);
      await t.http.get(`/api/meta/venues/slug/${res.body.slug}`).expect(404);

      // in the admin queue with its owner
      const queue = await t.http.get('/api/admin/meta/venues').query({ status: 'pending' }).set(admin).expect(200);
      expect(queue.body.data.find((v: { _id: string }) => v._id === res.body._id)).toMatchObject({ name: 'Epicentre', source: 'vendor', owner: { company: expect.any(String) } });
    });

    it('updates a pending venue (details; images with clearImages), then approval locks it', async () => {
      const created = (await t.http.post('/api/vendor/meta/venues').set(vendorA)
        .send({ name: 'Hard Rock Cafe', city: 'New Delhi', address: 'Saket' }).expect(201)).body;
      const updated = await t.http.put(`/api/vendor/meta/venues/${created._id}`).set(vendorA)
        .field('data', JSON.stringify({ capacity: 250, clearImages: true })).attach('images', png, 'x.png').expect(200);
      expect(updated.body).toMatchObject({ capacity: 250, status: 'pending' });
      expect(updated.body.images).toHaveLength(1);

      await t.http.patch(`/api/admin/meta/venues/${created._id}/status`).set(admin).send({ status: 'approved' }).expect(200);
      const locked = await t.http.put(`/api/vendor/meta/venues/${created._id}`).set(vendorA).send({ capacity: 1 }).expect(409);
      expect(locked.body.error).toBe(LOCKED);
      expect((await t.http.delete(`/api/vendor/meta/venues/${created._id}`).set(vendorA).expect(409)).body.error).toBe(LOCKED);

      const pub = await t.http.get('/api/meta/venues').expect(200);
      const shown = pub.body.data.find((v: { _id: string }) => v._id === created._id);
      expect(shown).toMatchObject({ name: 'Hard Rock Cafe', city: 'New Delhi', address: 'Saket', capacity: 250 });
      expect(shown.images).toHaveLength(1);
      const one = await t.http.get(`/api/meta/venues/${created._id}`).expect(200);
      expect(one.body.data).toMatchObject({ _id: created._id, lat: null, lng: null, photo: null });

      // proposing the same approved venue again answers approved and creates nothing
      const twin = await t.http.post('/api/vendor/meta/venues').set(vendorB).send({ name: 'hard rock cafe', city: 'new delhi', address: 'Anywhere' }).expect(200);
      expect(twin.body).toMatchObject({ _id: created._id, status: 'approved', message: 'Already exists (approved)' });
      expect((await t.http.get('/api/vendor/meta/venues').set(vendorB).expect(200)).body.data).toEqual([]);
    });

    it('a rejected venue is edited back into review, and can be deleted', async () => {
      const created = (await t.http.post('/api/vendor/meta/venues').set(vendorA)
        .send({ name: 'Garage Club', city: 'Noida', address: 'Sector 63' }).expect(201)).body;
      await t.http.put(`/api/admin/meta/venues/${created._id}`).set(admin).send({ status: 'rejected' }).expect(200);
      expect((await t.http.get(`/api/vendor/meta/venues/${created._id}`).set(vendorA).expect(200)).body.status).toBe('rejected');
      const edited = await t.http.put(`/api/vendor/meta/venues/${created._id}`).set(vendorA).send({ address: 'Sector 62' }).expect(200);
      expect(edited.body).toMatchObject({ status: 'pending', address: 'Sector 62', message: 'Details saved' });
      await t.http.delete(`/api/vendor/meta/venues/${created._id}`).set(vendorA).expect(200);
      await t.http.get(`/api/vendor/meta/venues/${created._id}`).set(vendorA).expect(404);
    });

    it('refuses bad input, non-images, no token and other realms', async () => {
      const missing = await t.http.post('/api/vendor/meta/venues').set(vendorA).send({ name: 'Only name' }).expect(400);
      expect(missing.body.error).toBe('Please fill name, city, and address.');
      const badJson = await t.http.post('/api/vendor/meta/venues').set(vendorA).field('data', '{not json').expect(400);
      expect(badJson.body.details).toEqual({ data: 'data must be a JSON object' });
      // a field inside `data` is named by itself, so a form shows the error under that field
      const badInside = await t.http.post('/api/vendor/meta/venues').set(vendorA).field('data', JSON.stringify({ name: 'A', city: 'B', address: 'C', capacity: -5 })).expect(400);
      expect(Object.keys(badInside.body.details)).toEqual(['capacity']);
      await t.http.post('/api/vendor/meta/venues').set(vendorA).send({ name: 'A', city: 'B', address: 'C', status: 'approved' }).expect(400);
      const before = await rowCounts();
      const files = stored();
      await t.http.post('/api/vendor/meta/venues').set(vendorA)
        .field('data', JSON.stringify({ name: 'A', city: 'B', address: 'C' })).attach('images[]', fakeImage, 'x.png').expect(400);
      expect(await rowCounts()).toEqual(before);
      expect(stored()).toEqual(files);
      await t.http.get('/api/vendor/meta/venues').expect(401);
      await t.http.get('/api/vendor/meta/venues').set(admin).expect(401);
      await t.http.post('/api/vendor/meta/venues').set(user).send({ name: 'A', city: 'B', address: 'C' }).expect(401);
      await t.http.get(`/api/vendor/meta/venues/${MISSING_ID}`).set(vendorA).expect(404);
      await t.http.get('/api/vendor/meta/venues/zzz').set(vendorA).expect(400);
    });
  });
});
