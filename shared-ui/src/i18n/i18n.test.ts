import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

const en = { cart: { title: 'Your cart', seats_one: '{{count}} seat in {{zone}}', seats_other: '{{count}} seats in {{zone}}' }, onlyEnglish: 'Hello {{name}}' };
const hi = { cart: { title: 'आपकी कार्ट', seats_one: '{{count}} सीट, {{zone}}', seats_other: '{{count}} सीटें, {{zone}}' } };

describe('the apps\' translations', () => {
  it('reads nested keys and fills placeholders; a missing value leaves nothing, an unknown key is said as itself', () => {
    const { t } = createI18n('en', { en });
    expect(t('cart.title')).toBe('Your cart');
    expect(t('onlyEnglish', { name: 'Asha' })).toBe('Hello Asha');
    expect(t('onlyEnglish', {})).toBe('Hello ');
    expect(t('cart.nothing')).toBe('cart.nothing');
  });

  it('picks the plural form by each language\'s rules (Hindi says 0 as one) and falls back to English', () => {
    const i18n = createI18n('hi', { en, hi });
    expect(i18n.t('cart.seats', { count: 0, zone: 'A' })).toBe('0 सीट, A');
    expect(i18n.t('cart.seats', { count: 2, zone: 'A' })).toBe('2 सीटें, A');
    expect(i18n.t('onlyEnglish', { name: 'Asha' })).toBe('Hello Asha');
    expect(i18n.fixedT('en')('cart.seats', { count: 0, zone: 'A' })).toBe('0 seats in A');
    expect(i18n.fixedT('en')('cart.seats', { count: 1, zone: 'A' })).toBe('1 seat in A');
  });

  it('changes language at once, telling its listeners; a catalogue added later is used', () => {
    const i18n = createI18n('en', { en });
    let told = 0;
    const stop = i18n.subscribe(() => { told += 1; });
    expect(i18n.hasCatalogue('hi')).toBe(false);
    i18n.changeLanguage('hi');
    expect(i18n.t('cart.title')).toBe('Your cart');
    i18n.addCatalogue('hi', hi);
    expect(i18n.t('cart.title')).toBe('आपकी कार्ट');
    i18n.changeLanguage('hi');
    stop();
    i18n.changeLanguage('en');
    expect([told, i18n.language]).toEqual([1, 'en']);
  });
});
