import type { PublicReferenceItem, Venue } from '@marketplace/shared-dto';
import { listOf, request } from './client';

export const listCategories = async () => listOf<PublicReferenceItem>(await request('/meta/categories'));
export const listVenues = async () => listOf<Venue>(await request('/meta/venues'));
export const listLanguages = async () => listOf<PublicReferenceItem>(await request('/meta/languages'));
