import type { UpdateUserLocaleRequest, UpdateUserProfileRequest, UserDashboardResponse } from '@marketplace/shared-dto';
import { request } from './client';

export const getDashboard = () => request<UserDashboardResponse>('/user/dashboard');

export const updateProfile = (body: UpdateUserProfileRequest) => request<UserDashboardResponse>('/user/profile', { method: 'PUT', body });

export const updateLocale = (body: UpdateUserLocaleRequest) => request<UserDashboardResponse>('/user/locale', { method: 'PUT', body });
