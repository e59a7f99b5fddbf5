/**
 * Multipart bodies as the API reads them: files as file parts, objects and arrays as JSON text,
 * scalars as text; null and undefined are left out.
 */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) form.append(key, value);
    else if (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof File)) {
      for (const file of value as File[]) form.append(key, file);
    } else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

/** True when any field holds a file (venues go multipart only then). */
export function hasFiles(fields: Record<string, unknown>): boolean {
  return Object.values(fields).some((v) => v instanceof File || (Array.isArray(v) && v.some((x) => x instanceof File)));
}
