/**
 * The job an offer enqueues in the statement that makes it (key `waitlist.offered:<entry id>`: an entry is
 * offered once); the delivery module texts and mails the buyer.
 */
export const WAITLIST_OFFERED_JOB = 'waitlist.offered';
export type WaitlistOfferedPayload = { entryId: string };
