import { Messages, MessagesHi, findMessage, messageCode, localiseMessage } from '@marketplace/shared-dto';
import { ADMIN, startTestApp, TestApp } from '../support/test-app';

describe('the message catalogue in English and Hindi', () => {
  it('has a Hindi text for every message, with the same parameters, and nothing else', () => {
    const missing = Object.keys(Messages).filter((key) => !(key in MessagesHi));
    const extra = Object.keys(MessagesHi).filter((key) => !(key in Messages));
    const shapes = Object.entries(MessagesHi).filter(([key, hi]) => {
      const en = Messages[key as keyof typeof Messages];
      return typeof hi !== typeof en || (typeof en === 'function' && (hi as () => string).length !== en.length);
    }).map(([key]) => key);
    expect({ missing, extra, shapes }).toEqual({ missing: [], extra: [], shapes: [] });
  });

  it('finds every parameterised message again as itself, however alike two of them read', () => {
    const lost = Object.entries(Messages).filter(([, v]) => typeof v === 'function').flatMap(([key, v]) => {
      const fn = v as (...args: string[]) => string;
      const text = fn(...Array.from({ length: fn.length }, (_, i) => `arg${i}`));
      const found = findMessage(text);
      return found?.key === key ? [] : [`${key} → ${found?.key ?? 'nothing'}`];
    });
    expect(lost).toEqual([]);
  });

  it('finds a parameterised message again with its arguments and says it in Hindi', () => {
    const english = Messages.passwordTooShort(10);
    expect(localiseMessage(english, 'en')).toEqual({ code: 'PASSWORD_TOO_SHORT', text: english });
    const hindi = localiseMessage(english, 'hi');
    expect(hindi.code).toBe('PASSWORD_TOO_SHORT');
    expect(hindi.text).toContain('10');
    expect(hindi.text).toMatch(/[\u0900-\u097F]/);
    expect(messageCode('invalidEmailOrPassword')).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('finds a plural message again when its number is 1 (\'1 eligible ticket\'), with its code and Hindi', () => {
    for (const [key, english] of [
      ['promoCodeMinTickets', Messages.promoCodeMinTickets(1)], ['waitlistOfferQuantity', Messages.waitlistOfferQuantity(1)],
      ['tooManyAttempts', Messages.tooManyAttempts(1)], ['promoCodeMinTickets', Messages.promoCodeMinTickets(3)],
    ] as const) {
      expect(localiseMessage(english, 'en')).toEqual({ code: messageCode(key), text: english });
      const hindi = localiseMessage(english, 'hi');
      expect(hindi.code).toBe(messageCode(key));
      expect(hindi.text).toMatch(/[\u0900-\u097F]/);
    }
    expect(localiseMessage(Messages.promoCodeMinTickets(1), 'hi').text).toBe((MessagesHi.promoCodeMinTickets as (min: number) => string)(1));
  });
});

describe('error bodies in the language of Accept-Language', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t?.close(); });

  const wrongLogin = (language?: string) => {
    const req = t.http.post('/api/admin/auth/login').send({ ...ADMIN, password: 'not-the-password' });
    return (language ? req.set('Accept-Language', language) : req).expect(401);
  };

  it('answers English with a stable code by default, and Hindi with the same code under hi', async () => {
    const en = await wrongLogin();
    const hi = await wrongLogin('hi');
    expect(en.body).toMatchObject({ statusCode: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: Messages.invalidEmailOrPassword });
    expect(hi.body).toMatchObject({ statusCode: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: MessagesHi.invalidEmailOrPassword, error: MessagesHi.invalidEmailOrPassword });
  });

  it('follows the q-values of the header and falls back to English for other languages', async () => {
    expect((await wrongLogin('hi-IN,hi;q=0.9,en;q=0.8')).body.message).toBe(MessagesHi.invalidEmailOrPassword);
    expect((await wrongLogin('en;q=1,hi;q=0.5')).body.message).toBe(Messages.invalidEmailOrPassword);
    expect((await wrongLogin('fr-FR')).body.message).toBe(Messages.invalidEmailOrPassword);
  });

  it('says a parameterised message and the field details in Hindi', async () => {
    const bad = await t.http.post('/api/admin/auth/login').set('Accept-Language', 'hi').send({ ...ADMIN, surprise: 1 }).expect(400);
    expect(bad.body.code).toBe('UNKNOWN_FIELD');
    expect(bad.body.details.surprise).toBe((MessagesHi.unknownField as (field: string) => string)('surprise'));
  });

  it('gives words outside the catalogue the status as their code', async () => {
    const res = await t.http.get('/api/admin/bookings/not-an-id').set('Authorization', 'Bearer nonsense').expect(401);
    expect(res.body.code).toEqual(expect.stringMatching(/^[A-Z_]+$/));
  });
});
