import type { Envelope, PublicPerformer, PublicPerformerDetail } from '@marketplace/shared-dto';
import { request } from './client';

export const listPerformers = async () => (await request<Envelope<PublicPerformer[]>>('/events/performers')).data;

export const getPerformer = async (slug: string) =>
  (await request<Envelope<PublicPerformerDetail>>(`/events/performers/${encodeURIComponent(slug)}`)).data;
