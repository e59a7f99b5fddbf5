import { eq } from 'drizzle-orm';
import { Messages } from '@marketplace/shared-dto';
import { vendors } from '../../../api/src/db/schema';
import { startTestApp, TestApp } from '../support/test-app';
import { adminToken, bearer, loginUser, MISSING_ID, registerVendor } from '../support/auth-helpers';

/** The organiser's tax profile (issue 26 item 4): GET/PUT /api/vendor/profile and the admin's PUT /api/admin/vendors/{id}. */
describe('vendor tax profile', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  const stored = async (id: string) => (await t.db.select().from(vendors).where(eq(vendors.id, id)))[0];

  it('a vendor reads and sets legalName, gstin, address and stateCode (the GSTIN\'s state by default), and clears the GSTIN', async () => {
    const v = await registerVendor(t.http);
    expect((await t.http.get('/api/vendor/profile').set(bearer(v.token)).expect(200)).body)
      .toMatchObject({ id: v.id, legalName: null, gstin: null, address: null, stateCode: null });
    const res = await t.http.put('/api/vendor/profile').set(bearer(v.token))
      .send({ legalName: 'Dilli Live Entertainment Pvt Ltd', gstin: ' 07aadcd4321k1zt ', address: '14 Khan Market, New Delhi' }).expect(200);
    expect(res.body.vendor).toMatchObject({ legalName: 'Dilli Live Entertainment Pvt Ltd', gstin: '07AADCD4321K1ZT', address: '14 Khan Market, New Delhi', stateCode: '07' });
    expect((await t.http.get('/api/vendor/profile').set(bearer(v.token)).expect(200)).body.gstin).toBe('07AADCD4321K1ZT');
    // the other fields stay as they were when one changes; an empty GSTIN removes it, a state may stay alone
    const cleared = await t.http.put('/api/vendor/profile').set(bearer(v.token)).send({ gstin: '' }).expect(200);
    expect(cleared.body.vendor).toMatchObject({ legalName: 'Dilli Live Entertainment Pvt Ltd', gstin: null, stateCode: '07' });
  });

  it("refuses a GSTIN with a wrong check character ('Enter a valid GSTIN.') and a state code not the GSTIN's; nothing changes", async () => {
    const v = await registerVendor(t.http);
    await t.http.put('/api/vendor/profile').set(bearer(v.token)).send({ gstin: '27AAPFU0939F1ZV' }).expect(200);
    for (const gstin of ['27AAPFU0939F1ZA', '27AAPFU0939F1Z', 'not a gstin', 12345]) {
      const bad = await t.http.put('/api/vendor/profile').set(bearer(v.token)).send({ gstin }).expect(400);
      expect(bad.body).toMatchObject({ message: Messages.gstinInvalid, details: { gstin: Messages.gstinInvalid } });
    }
    const mismatch = await t.http.put('/api/vendor/profile').set(bearer(v.token)).send({ gstin: '07AADCD4321K1ZT', stateCode: '27' }).expect(400);
    expect(mismatch.body.details).toEqual({ stateCode: Messages.stateCodeNotGstins('07') });
    expect((await t.http.put('/api/vendor/profile').set(bearer(v.token)).send({ stateCode: '99' }).expect(400)).body.details).toEqual({ stateCode: Messages.stateCodeInvalid });
    expect((await t.http.put('/api/vendor/profile').set(bearer(v.token)).send({ surprise: 1 }).expect(400)).body.details).toHaveProperty('surprise');
    expect(await stored(v.id)).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27' });
  });

  it('needs a vendor token: none or another realm is 401', async () => {
    await t.http.get('/api/vendor/profile').expect(401);
    await t.http.put('/api/vendor/profile').send({ gstin: '07AADCD4321K1ZT' }).expect(401);
    const user = await loginUser(t.http);
    await t.http.get('/api/vendor/profile').set(bearer(user.token)).expect(401);
    await t.http.put('/api/vendor/profile').set(bearer(await adminToken(t.http))).send({ gstin: '07AADCD4321K1ZT' }).expect(401);
  });

  it("the administrator edits a vendor's tax profile under the same rules; only the administrator may", async () => {
    const v = await registerVendor(t.http);
    const admin = bearer(await adminToken(t.http));
    const res = await t.http.put(`/api/admin/vendors/${v.id}`).set(admin).send({ legalName: 'Gurgaon Beats LLP', gstin: '06AAFCG2468Q1Z2' }).expect(200);
    expect(res.body).toMatchObject({ id: v.id, legalName: 'Gurgaon Beats LLP', gstin: '06AAFCG2468Q1Z2', stateCode: '06' });
    // the back office's edit form reads the one vendor
    expect((await t.http.get(`/api/admin/vendors/${v.id}`).set(admin).expect(200)).body)
      .toMatchObject({ id: v.id, email: v.email, legalName: 'Gurgaon Beats LLP', stateCode: '06' });
    await t.http.get(`/api/admin/vendors/${MISSING_ID}`).set(admin).expect(404);
    await t.http.get('/api/admin/vendors/not-an-id').set(admin).expect(400);
    await t.http.get(`/api/admin/vendors/${v.id}`).expect(401);
    await t.http.get(`/api/admin/vendors/${v.id}`).set(bearer(v.token)).expect(401);
    const bad = await t.http.put(`/api/admin/vendors/${v.id}`).set(admin).send({ gstin: '06AAFCG2468Q1Z3' }).expect(400);
    expect(bad.body.details).toEqual({ gstin: Messages.gstinInvalid });
    await t.http.put(`/api/admin/vendors/${v.id}`).set(admin).send({ companyName: 'Renamed' }).expect(400);
    await t.http.put(`/api/admin/vendors/${MISSING_ID}`).set(admin).send({ legalName: 'X' }).expect(404);
    await t.http.put('/api/admin/vendors/not-an-id').set(admin).send({ legalName: 'X' }).expect(400);
    await t.http.put(`/api/admin/vendors/${v.id}`).send({ legalName: 'X' }).expect(401);
    // a vendor cannot edit another vendor (or itself) through the back office
    await t.http.put(`/api/admin/vendors/${v.id}`).set(bearer(v.token)).send({ legalName: 'X' }).expect(401);
    expect(await stored(v.id)).toMatchObject({ legalName: 'Gurgaon Beats LLP', gstin: '06AAFCG2468Q1Z2' });
  });
});
