import type { Envelope, PublicReferenceItem, PublicVenue } from '@marketplace/shared-dto';
import { request } from './client';

export const listCategories = async () => (await request<Envelope<PublicReferenceItem[]>>('/meta/categories')).data;
export const listVenues = async () => (await request<Envelope<PublicVenue[]>>('/meta/venues')).data;
export const listLanguages = async () => (await request<Envelope<PublicReferenceItem[]>>('/meta/languages')).data;
export const getVenue = async (slug: string) => (await request<Envelope<PublicVenue>>(`/meta/venues/slug/${encodeURIComponent(slug)}`)).data;
