/** A UI catalogue: nested keys to texts, with `{{name}}` placeholders. The Hindi one has exactly the English one's keys. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Every key of a catalogue, dotted ('header.signIn'). */
export function catalogueKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`));
}
