import { describe, expect, it } from 'vitest';
import { kitWords } from './kit-words';

/** Every word of the kit by its path, a function called with sample arguments ('A1', 'B2'; 3 and 7 for counts). */
function texts(tree: object, path = ''): Record<string, { text: string; args: string[] }> {
  return Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') return [[at, { text: value, args: [] }]];
    if (typeof value === 'function') {
      const args = key === 'leftOf' || key === 'on' ? [3, 7] : key === 'toast' ? ['A1', true] : ['A1', 'B2'];
      const given = args.slice(0, value.length);
      return [[`${at}(${value.length})`, { text: String(value(...given)), args: given.filter((a) => typeof a !== 'boolean').map(String) }]];
    }
    return Object.entries(texts(value as object, at));
  }));
}

const english = texts(kitWords('en'));
const hindi = texts(kitWords('hi'));

describe('the kit words (kitWords)', () => {
  it('hold every word in English and in Hindi, with the same arguments', () => {
    expect(Object.keys(hindi)).toEqual(Object.keys(english));
  });

  it.each([['en', english], ['hi', hindi]])('give in %s each word a text of its own that says what it is given', (_locale, words) => {
    expect(Object.entries(words).filter(([, { text }]) => !text.trim()).map(([path]) => path)).toEqual([]);
    expect(Object.entries(words).filter(([, { text, args }]) => !args.every((a) => text.includes(a))).map(([path]) => path)).toEqual([]);
  });

  it('write every Hindi word in Devanagari (an English word left in Hindi fails)', () => {
    expect(Object.entries(hindi).filter(([, { text }]) => !/[\u0900-\u097F]/.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('answer the same objects on every call, so they can stay a memo or effect dependency', () => {
    expect(kitWords('hi')).toBe(kitWords('hi'));
    expect(kitWords('en').promo).toBe(kitWords('en').promo);
  });
});
