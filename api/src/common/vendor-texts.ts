import type { Locale, VendorStatus } from '@marketplace/shared-dto';
import type { Notice } from '../modules/notices/notices.service';

/**
 * The mail an organiser gets about the team's decisions (its account, its events and their changes, the names it
 * proposed), in English and Hindi (the organiser's `locale`). Titles, names and reasons stay as entered.
 */
const EN = {
  hello: (name: string | null) => `Hello ${name ?? 'there'},`,
  reason: (why: string) => `Reason: ${why}`,
  accountSubject: (status: VendorStatus) => `Your Utsav vendor account was ${status === 'pending' ? 'set to awaiting approval' : status}`,
  account: (company: string, status: VendorStatus) => `Your vendor account ${company} was ${{
    approved: 'approved: you can sign in and sell on Utsav',
    suspended: 'suspended: you can no longer sign in or sell, and your events are off sale',
    pending: 'set back to awaiting approval',
  }[status]}.`,
  eventSubject: (title: string, approved: boolean) => `Your event ${title} was ${approved ? 'approved' : 'rejected'}`,
  event: (title: string, approved: boolean) => `Your event "${title}" was ${approved ? 'approved and published' : 'rejected'} by the Utsav team.`,
  changesSubject: (title: string, approved: boolean) => `Your changes to ${title} were ${approved ? 'approved' : 'rejected'}`,
  changes: (title: string, approved: boolean) => `Your changes to "${title}" were ${approved ? 'approved and are live' : 'rejected; the event stays as it was'}.`,
  nameSubject: (kind: string, name: string, status: string) => `Your ${kind} ${name} was ${status}`,
  name: (kind: string, name: string, status: string) => `The ${kind} "${name}" you proposed was ${status} by the Utsav team.`,
};

const KIND_HI: Record<string, string> = { category: 'श्रेणी', tag: 'टैग', language: 'भाषा', performer: 'कलाकार', venue: 'वेन्यू' };
const DECIDED_HI: Record<string, string> = { approved: 'स्वीकृत', rejected: 'अस्वीकार' };

const HI: typeof EN = {
  hello: (name) => `नमस्ते ${name ?? ''},`.replace(' ,', ','),
  reason: (why) => `कारण: ${why}`,
  accountSubject: (status) => `आपका उत्सव वेंडर खाता ${{ approved: 'स्वीकृत हो गया', suspended: 'निलंबित कर दिया गया', pending: 'फिर से मंज़ूरी के इंतज़ार में है' }[status]}`,
  account: (company, status) => `आपका वेंडर खाता ${company} ${{
    approved: 'स्वीकृत हो गया: अब आप उत्सव पर साइन इन करके टिकट बेच सकते हैं',
    suspended: 'निलंबित कर दिया गया: अब आप साइन इन या बिक्री नहीं कर सकते, और आपके इवेंट की बिक्री बंद है',
    pending: 'फिर से मंज़ूरी के इंतज़ार में रखा गया',
  }[status]}।`,
  eventSubject: (title, approved) => `आपका इवेंट ${title} ${approved ? 'स्वीकृत' : 'अस्वीकार'} हुआ`,
  event: (title, approved) => `उत्सव टीम ने आपका इवेंट "${title}" ${approved ? 'स्वीकृत करके प्रकाशित कर दिया है' : 'अस्वीकार कर दिया है'}।`,
  changesSubject: (title, approved) => `${title} में आपके बदलाव ${approved ? 'स्वीकृत' : 'अस्वीकार'} हुए`,
  changes: (title, approved) => `"${title}" में आपके बदलाव ${approved ? 'स्वीकृत होकर लाइव हैं' : 'अस्वीकार हुए; इवेंट पहले जैसा ही है'}।`,
  nameSubject: (kind, name, status) => `आपकी सुझाई ${KIND_HI[kind] ?? kind} ${name} ${DECIDED_HI[status] ?? status} हुई`,
  name: (kind, name, status) => `आपकी सुझाई ${KIND_HI[kind] ?? kind} "${name}" को उत्सव टीम ने ${DECIDED_HI[status] ?? status} किया।`,
};

export const VENDOR_TEXTS: Record<Locale, typeof EN> = { en: EN, hi: HI };

/** A decision's mail: the greeting, what was decided and the reason when one was given. */
export function decisionMail(locale: Locale, name: string | null, subject: string, line: string, why?: string | null): Notice {
  const words = VENDOR_TEXTS[locale];
  return { subject, text: [words.hello(name), '', line, ...(why ? ['', words.reason(why)] : [])].join('\n') };
}
