import type { AGE_RESTRICTIONS, EVENT_CATEGORIES, EventType } from '@marketplace/shared-dto';

/** Catalogue keys of the event's fixed choices: the stored values stay as the API takes them, the portal shows them in its language. */
export const EVENT_TYPE_WORDS: Record<EventType, string> = {
  offline: 'eventWords.offline',
  online: 'eventWords.online',
  hybrid: 'eventWords.hybrid',
};

export const EVENT_CATEGORY_WORDS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  music: 'eventWords.music',
  sports: 'eventWords.sports',
  technology: 'eventWords.technology',
  business: 'eventWords.business',
  education: 'eventWords.education',
  arts: 'eventWords.arts',
  food: 'eventWords.food',
  health: 'eventWords.health',
  other: 'eventWords.other',
};

export const AGE_RESTRICTION_WORDS: Record<(typeof AGE_RESTRICTIONS)[number], string> = {
  '18+': 'eventWords.age18',
  '21+': 'eventWords.age21',
  'All Ages': 'eventWords.allAges',
  'Family Friendly': 'eventWords.family',
};
