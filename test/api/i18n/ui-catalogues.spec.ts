import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueKeys, type Catalogue } from '@marketplace/shared-dto';
import { en as publicEn } from '../../../public-ui/src/i18n/en';
import { hi as publicHi } from '../../../public-ui/src/i18n/hi';

const ROOT = join(__dirname, '../../..');

/** Every .ts/.tsx file of an app's source, but its catalogues. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The keys an app's code names: every string literal of the shape `namespace.key` whose namespace is one of
 * the catalogue's (t('header.more'), or `label: 'header.more'` in a list whose labels are passed to t()).
 */
function keysInCode(srcDir: string, catalogue: Catalogue): Set<string> {
  const namespaces = Object.keys(catalogue).join('|');
  const literal = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  return new Set(sources(srcDir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(literal)].map((m) => m[1])));
}

const APPS = [
  { app: 'public-ui', en: publicEn, hi: publicHi },
];

describe.each(APPS)('the $app catalogues', ({ app, en, hi }) => {
  const enKeys = catalogueKeys(en);

  it('hold the same keys in English and Hindi, each a text of its own', () => {
    expect(catalogueKeys(hi)).toEqual(enKeys);
    const blank = [...catalogueKeys(en), ...catalogueKeys(hi)].filter((key, i, all) => all.indexOf(key) === i)
      .filter((key) => ![en, hi].every((c) => String(key.split('.').reduce<unknown>((o, k) => (o as Catalogue)[k], c)).trim()));
    expect(blank).toEqual([]);
  });

  it('hold every key the code names, and none it does not', () => {
    const used = keysInCode(join(ROOT, app, 'src'), en);
    // i18next's plural forms ('showtimes_one', 'showtimes_other') are one key in the code ('showtimes', with a count)
    const named = [...new Set(enKeys.map((k) => k.replace(/_(?:zero|one|two|few|many|other)$/, '')))];
    expect({ missing: [...used].filter((k) => !named.includes(k)).sort(), unused: named.filter((k) => !used.has(k)) }).toEqual({ missing: [], unused: [] });
  });

  it('keep the placeholders of each text in Hindi', () => {
    const lookup = (c: Catalogue, key: string) => String(key.split('.').reduce<unknown>((o, k) => (o as Catalogue)[k], c));
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(enKeys.filter((key) => params(lookup(en, key)).join() !== params(lookup(hi, key)).join())).toEqual([]);
  });
});
