import type { WaitlistEntry, WaitlistJoined, WaitlistJoinRequest } from '@marketplace/shared-dto';
import { request } from './client';

export const joinWaitlist = (body: WaitlistJoinRequest) => request<WaitlistJoined>('/user/waitlist', { method: 'POST', body });
export const getMyWaitlist = () => request<WaitlistEntry[]>('/user/waitlist');
export const leaveWaitlist = (id: string) => request<void>(`/user/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
