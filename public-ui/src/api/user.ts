import type { UpdateUserProfileRequest, UserDashboardResponse } from '@marketplace/shared-dto';
import { request } from './client';

export const getDashboard = () => request<UserDashboardResponse>('/user/dashboard');

export const updateProfile = (body: UpdateUserProfileRequest) => request<UserDashboardResponse>('/user/profile', { method: 'PUT', body });
