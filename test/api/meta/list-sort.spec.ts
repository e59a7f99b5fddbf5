import { realmHeaders } from '../support/auth-helpers';
import { startTestApp, TestApp } from '../support/test-app';

/** The back office's reference tables sort by a column named in the URL; an unknown column is a 400 in the spec's style. */
describe('reference lists: sort and order', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendor: Record<string, string>;

  const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, vendor } = await realmHeaders(t.http));
    for (const [name, city, capacity] of [['Alpha Hall', 'Noida', 300], ['Beta Arena', 'Gurugram', 9000], ['Gamma Lawn', 'Delhi', 1200]] as const) {
      await t.http.post('/api/admin/meta/venues').set(admin).send({ name, city, address: 'Main Road', capacity }).expect(201);
    }
    for (const name of ['Comedy', 'Art', 'Business']) await t.http.post('/api/admin/meta/categories').set(admin).send({ name }).expect(201);
    for (const [name, category, sortOrder] of [['Zakir', 'musician', 1], ['Anoushka', 'musician', 3], ['Kenny', 'comedian', 2]] as const) {
      await t.http.post('/api/admin/performers').set(admin).field('name', name).field('category', category).field('sortOrder', String(sortOrder)).expect(201);
    }
  });
  afterAll(async () => { await t?.close(); });

  it('sorts venues by name (default), city and capacity, either way', async () => {
    expect(names((await t.http.get('/api/admin/meta/venues').set(admin).expect(200)).body)).toEqual(['Alpha Hall', 'Beta Arena', 'Gamma Lawn']);
    expect(names((await t.http.get('/api/admin/meta/venues?sort=city&order=asc').set(admin).expect(200)).body)).toEqual(['Gamma Lawn', 'Beta Arena', 'Alpha Hall']);
    expect(names((await t.http.get('/api/admin/meta/venues?sort=capacity&order=DESC').set(admin).expect(200)).body)).toEqual(['Beta Arena', 'Gamma Lawn', 'Alpha Hall']);
    const page2 = await t.http.get('/api/admin/meta/venues?sort=name&order=desc&page=2&limit=2').set(admin).expect(200);
    expect(page2.body).toMatchObject({ total: 3 });
    expect(names(page2.body)).toEqual(['Alpha Hall']);
  });

  it('sorts categories by name either way, and performers by name, category or sort order', async () => {
    expect(names((await t.http.get('/api/admin/meta/categories?sort=name&order=desc').set(admin).expect(200)).body)).toEqual(['Comedy', 'Business', 'Art']);
    expect(names((await t.http.get('/api/admin/performers?sort=name&order=asc').set(admin).expect(200)).body)).toEqual(['Anoushka', 'Kenny', 'Zakir']);
    expect(names((await t.http.get('/api/admin/performers?sort=sortOrder&order=desc').set(admin).expect(200)).body)).toEqual(['Anoushka', 'Kenny', 'Zakir']);
    expect(names((await t.http.get('/api/admin/performers?sort=category').set(admin).expect(200)).body)[0]).toBe('Kenny');
    expect(names((await t.http.get('/api/admin/meta/performers?sort=name&order=desc').set(admin).expect(200)).body)).toEqual(['Zakir', 'Kenny', 'Anoushka']);
  });

  it('refuses a column a list cannot sort by, naming the ones it can (400 with details.sort)', async () => {
    const venue = await t.http.get('/api/admin/meta/venues?sort=address').set(admin).expect(400);
    expect(venue.body.error).toBe('Sort must be one of: name, city, capacity, status, createdAt.');
    expect(venue.body.details).toEqual({ sort: venue.body.error });
    const category = await t.http.get('/api/admin/meta/categories?sort=city').set(admin).expect(400);
    expect(category.body.error).toBe('Sort must be one of: name, status, createdAt.');
    const queue = await t.http.get('/api/admin/meta/tags?status=pending&sort=owner').set(admin).expect(400);
    expect(queue.body.details).toHaveProperty('sort');
    const performer = await t.http.get('/api/admin/performers?sort=password').set(admin).expect(400);
    expect(performer.body).toMatchObject({ success: false, error: 'Sort must be one of: name, category, sortOrder, isActive, status, createdAt.' });
    await t.http.get('/api/admin/meta/venues?sort=name&order=sideways').set(admin).expect(400);
  });

  it('keeps the lists to administrators: another realm is 401, and the anonymous event-form read ignores sorting', async () => {
    await t.http.get('/api/admin/meta/venues?sort=city').set(vendor).expect(401);
    await t.http.get('/api/admin/performers?sort=name').expect(401);
    const anon = await t.http.get('/api/admin/meta/categories?sort=name&order=desc').expect(200);
    expect(names(anon.body)).toEqual(['Art', 'Business', 'Comedy']);
  });
});
