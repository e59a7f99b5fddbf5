import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueKeys, type Catalogue } from '@marketplace/shared-dto';
import { en as publicEn } from '../../../public-ui/src/i18n/en';
import { hi as publicHi } from '../../../public-ui/src/i18n/hi';
import englishMessages from 'ra-language-english';
import { en as adminEn } from '../../../admin-ui/src/i18n/en';
import { hi as adminHi } from '../../../admin-ui/src/i18n/hi';
import { raHi } from '../../../admin-ui/src/i18n/ra-hi';
import { en as vendorEn } from '../../../vendor-ui/src/i18n/en';
import { hi as vendorHi } from '../../../vendor-ui/src/i18n/hi';

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

/**
 * The keys react-admin looks up by itself in the back office: `resources.<name>.name` for a registered resource
 * (name="<name>"), `resources.<name>.fields.<source>` for a column or input of that source (source="<source>" or
 * source: '<source>' anywhere in the app; react-admin does not say which resource a source belongs to).
 */
function reactAdminKeys(srcDir: string, catalogue: Catalogue): string[] {
  const code = sources(srcDir).map((file) => readFileSync(file, 'utf8')).join('\n');
  const names = new Set([...code.matchAll(/<Resource\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]));
  const fields = new Set([...code.matchAll(/\bsource(?:=|: )['"]([\w.]+)['"]/g)].map((m) => m[1]));
  return catalogueKeys(catalogue).filter((key) => {
    const [root, ...rest] = key.split('.');
    if (root !== 'resources') return false;
    const field = rest.indexOf('fields');
    if (field < 0) return rest.length === 2 && rest[1] === 'name' && names.has(rest[0]);
    return names.has(rest.slice(0, field).join('.')) && fields.has(rest.slice(field + 1).join('.'));
  });
}

type App = { app: string; en: Catalogue; hi: Catalogue; implicit?: (srcDir: string, catalogue: Catalogue) => string[] };
const APPS: App[] = [
  { app: 'public-ui', en: publicEn, hi: publicHi },
  { app: 'vendor-ui', en: vendorEn, hi: vendorHi },
  // the back office's own words; react-admin's (ra.*) are checked against ra-language-english below
  { app: 'admin-ui', en: adminEn, hi: adminHi, implicit: reactAdminKeys },
];

const lookup = (c: Catalogue, key: string) => String(key.split('.').reduce<unknown>((o, k) => (o as Catalogue)[k], c));
// i18next's {{name}} and polyglot's %{name}, and polyglot's plural forms ('one |||| many')
const params = (text: string) => [...[...text.matchAll(/\{\{(\w+)\}\}|%\{(\w+)\}/g)].map((m) => m[1] ?? m[2]).sort(), `forms:${text.split('||||').length}`];

describe('react-admin\'s own words in Hindi (admin-ui/src/i18n/ra-hi.ts)', () => {
  it('hold every key of ra-language-english with its placeholders and plural forms', () => {
    const keys = catalogueKeys(englishMessages as Catalogue);
    expect(catalogueKeys(raHi as Catalogue)).toEqual(keys);
    expect(keys.filter((key) => params(lookup(englishMessages as Catalogue, key)).join() !== params(lookup(raHi as Catalogue, key)).join())).toEqual([]);
  });
});

describe.each(APPS)('the $app catalogues', ({ app, en, hi, implicit }) => {
  const enKeys = catalogueKeys(en);

  it('hold the same keys in English and Hindi, each a text of its own', () => {
    expect(catalogueKeys(hi)).toEqual(enKeys);
    const blank = [...catalogueKeys(en), ...catalogueKeys(hi)].filter((key, i, all) => all.indexOf(key) === i)
      .filter((key) => ![en, hi].every((c) => String(key.split('.').reduce<unknown>((o, k) => (o as Catalogue)[k], c)).trim()));
    expect(blank).toEqual([]);
  });

  it('hold every key the code names, and none it does not', () => {
    const used = keysInCode(join(ROOT, app, 'src'), en);
    for (const key of implicit?.(join(ROOT, app, 'src'), en) ?? []) used.add(key);
    // i18next's plural forms ('showtimes_one', 'showtimes_other') are one key in the code ('showtimes', with a count)
    const named = [...new Set(enKeys.map((k) => k.replace(/_(?:zero|one|two|few|many|other)$/, '')))];
    expect({ missing: [...used].filter((k) => !named.includes(k)).sort(), unused: named.filter((k) => !used.has(k)) }).toEqual({ missing: [], unused: [] });
  });

  it('keep the placeholders of each text in Hindi', () => {
    expect(enKeys.filter((key) => params(lookup(en, key)).join() !== params(lookup(hi, key)).join())).toEqual([]);
  });
});
