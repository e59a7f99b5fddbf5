import { slugify } from '../../../api/src/common/identifiers';

describe('slugify', () => {
  it('keeps Latin titles readable', () => {
    expect(slugify('Sunburn Arena: Delhi 2026!')).toBe('sunburn-arena-delhi-2026');
    expect(slugify('Café Müller')).toBe('cafe-muller');
  });

  it('romanises Hindi titles the way Hindi readers write them, never a placeholder', () => {
    expect(slugify('अनन्या')).toBe('ananya');
    expect(slugify('अनन्या शर्मा')).toBe('ananya-sharma');
    expect(slugify('एक शाम ग़ालिब के नाम')).toBe('ek-sham-galib-ke-nam');
    expect(slugify('दिल्ली संगीत उत्सव 2026')).toBe('dilli-sangit-utsav-2026');
    expect(slugify('Sufi रात: Delhi')).toBe('sufi-rat-delhi');
  });

  it("falls back to 'item' only when nothing is left to read", () => {
    expect(slugify('!!!')).toBe('item');
  });
});
