import type { PublicPerformer, PublicPerformerDetail } from '@marketplace/shared-dto';
import { itemOf, listOf, request } from './client';

export const listPerformers = async () => listOf<PublicPerformer>(await request('/events/performers'));

export const getPerformer = async (slug: string) =>
  itemOf<PublicPerformerDetail>(await request(`/events/performers/${encodeURIComponent(slug)}`));
