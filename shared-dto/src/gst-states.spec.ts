import { GST_STATES, gstinCheckChar, gstStateCodeOf, isValidGstin } from './gst-states';

describe('GST states and GSTINs', () => {
  it('knows the 36 states and union territories by code and by the names venues use', () => {
    expect(GST_STATES).toHaveLength(36);
    expect(gstStateCodeOf('Delhi')).toBe('07');
    expect(gstStateCodeOf('NCT of Delhi')).toBe('07');
    expect(gstStateCodeOf('maharashtra')).toBe('27');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
    expect(gstStateCodeOf(null)).toBeNull();
  });

  it('accepts GSTINs whose mod-36 check character matches, and nothing else', () => {
    for (const valid of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AADCD4321K1ZT', '07AAECU1234F1ZO']) expect(isValidGstin(valid)).toBe(true);
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    for (const invalid of [
      '27AAPFU0939F1ZA', // wrong check character
      '27AAPFU0939F1Z', // 14 characters
      '27aapfu0939f1zv', // lower case
      '27AAPFU0939F1XV', // no Z
      '99AAPFU0939F1ZV', // no such state
      '2AAAPFU0939F1ZV', // state not 2 digits
      '',
    ]) expect(isValidGstin(invalid)).toBe(false);
  });
});
