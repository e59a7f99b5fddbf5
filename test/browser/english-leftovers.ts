import type { Page } from '@playwright/test';

/**
 * A check for a Hindi screen, over an app's English and Hindi catalogues: the English texts of the given namespaces
 * that the page shows. A text counts when it is fixed (no placeholder) and Hindi says it differently, so brand words
 * that read the same in both ('UPI', 'GSTIN') never do; nested namespaces are walked.
 */
export function englishLeftoversOf<C extends object>(english: C, hindi: C) {
  const texts = (tree: unknown, other: unknown): string[] => Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => {
    const there = (other as Record<string, unknown> | undefined)?.[key];
    if (typeof value !== 'string') return texts(value, there);
    return value === value.trim() && !value.includes('{{') && there !== value ? [value] : [];
  });
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return async (page: Page, namespaces: (keyof C)[]): Promise<string[]> => {
    const text = await page.locator('body').innerText();
    return namespaces.flatMap((ns) => texts(english[ns], hindi[ns]))
      .filter((w) => new RegExp(`(^|[^A-Za-z])${escape(w)}($|[^A-Za-z])`).test(text));
  };
}
