import { Messages } from './messages';

/** India's states and union territories by their GST state code (the first two digits of a GSTIN). */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' }, { code: '02', name: 'Himachal Pradesh' }, { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' }, { code: '05', name: 'Uttarakhand' }, { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' }, { code: '08', name: 'Rajasthan' }, { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' }, { code: '11', name: 'Sikkim' }, { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' }, { code: '14', name: 'Manipur' }, { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' }, { code: '17', name: 'Meghalaya' }, { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' }, { code: '20', name: 'Jharkhand' }, { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' }, { code: '23', name: 'Madhya Pradesh' }, { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' }, { code: '27', name: 'Maharashtra' }, { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' }, { code: '31', name: 'Lakshadweep' }, { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' }, { code: '34', name: 'Puducherry' }, { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' }, { code: '37', name: 'Andhra Pradesh' }, { code: '38', name: 'Ladakh' },
] as const;

export const GST_STATE_CODES: readonly string[] = GST_STATES.map((s) => s.code);

export const gstStateName = (code: string | null | undefined): string | null => GST_STATES.find((s) => s.code === code)?.name ?? null;

const key = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');
/** Other spellings venues are entered with. */
const ALIASES: Record<string, string> = {
  newdelhi: '07', nctofdelhi: '07', nationalcapitalterritoryofdelhi: '07', orissa: '21', pondicherry: '34', uttaranchal: '05',
  andamanandnicobar: '35', dadraandnagarhaveli: '26', damananddiu: '26',
};
const BY_NAME = new Map<string, string>([...GST_STATES.map((s) => [key(s.name), s.code] as [string, string]), ...Object.entries(ALIASES)]);

/** The GST code of a state given by name (a venue's state), or null when it is not one of India's. */
export function gstStateCodeOf(name: string | null | undefined): string | null {
  if (!name) return null;
  return BY_NAME.get(key(name)) ?? null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity digit, 'Z', check character. */
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTN mod-36 check character of the first 14 characters: weights 1, 2 alternating, each product folded base 36. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN of the right form, a known state code and a matching check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_FORMAT.test(gstin) && GST_STATE_CODES.includes(gstin.slice(0, 2)) && gstinCheckChar(gstin.slice(0, 14)) === gstin[14];
}

/** An organiser's tax profile as stored: what its invoices print. */
export interface TaxProfile {
  legalName: string | null;
  gstin: string | null;
  address: string | null;
  stateCode: string | null;
}

/**
 * The profile after a change (absent fields keep their value; '' or null clears one), or the problems by
 * field: a GSTIN must pass the checksum, a state code must be one of the 36 and, with a GSTIN, the GSTIN's.
 * Without a state code, a GSTIN gives its own.
 */
export function mergeTaxProfile(current: TaxProfile, change: Partial<TaxProfile>): { profile: TaxProfile } | { problems: Record<string, string> } {
  const pick = (key: keyof TaxProfile) => (key in change ? change[key]?.trim() || null : current[key]);
  const gstin = pick('gstin')?.toUpperCase() ?? null;
  let stateCode = pick('stateCode');
  if (gstin && !('stateCode' in change && change.stateCode)) stateCode = gstin.slice(0, 2);
  const problems: Record<string, string> = {};
  if (gstin && !isValidGstin(gstin)) problems.gstin = Messages.gstinInvalid;
  if (stateCode && !GST_STATE_CODES.includes(stateCode)) problems.stateCode = Messages.stateCodeInvalid;
  else if (gstin && !problems.gstin && stateCode !== gstin.slice(0, 2)) problems.stateCode = Messages.stateCodeNotGstins(gstin.slice(0, 2));
  if (Object.keys(problems).length) return { problems };
  return { profile: { legalName: pick('legalName'), gstin, address: pick('address'), stateCode } };
}
