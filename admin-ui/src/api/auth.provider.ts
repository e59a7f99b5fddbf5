import type { AuthProvider } from 'react-admin';
import { Messages, type AdminLoginResponse, type AdminProfile, type LoginRequest } from '@marketplace/shared-dto';
import { isApiError, isTotpCodeRequired } from '@marketplace/shared-ui';
import { request } from './api.client';
import { session } from './session.store';

/**
 * Admin session: login stores token and name, checkAuth asks the API, any 401 clears the session. While every
 * administrator must use two-step sign-in and this one has not set it up, every call answers 403
 * TOTP_SETUP_REQUIRED and the back office goes to Settings.
 */
export const authProvider: AuthProvider = {
  async login(body: LoginRequest) {
    let answer: AdminLoginResponse;
    try {
      answer = await request<AdminLoginResponse>('/admin/auth/login', { method: 'POST', body, anonymous: true });
    } catch (error) {
      // the second step, and a wrong code: the login page shows the code field and the server's words at it
      if (isTotpCodeRequired(error) || (isApiError(error) && (error.details.totpCode || error.details.recoveryCode))) throw error;
      throw new Error(Messages.adminLoginFailed);
    }
    if (!answer?.token) throw new Error(Messages.invalidServerResponse);
    session.save(answer.token, answer.admin?.name ?? '');
    // The login page navigates itself (replacing history) once the session is stored.
    return { redirectTo: false, totpSetupRequired: answer.totpSetupRequired };
  },
  async logout() {
    // the server ends the token too (the request takes it before the session is cleared); a failure
    // (an expired token, no network) must not keep the user signed in here
    if (session.token()) void request('/admin/auth/logout', { method: 'POST' }).catch(() => undefined);
    session.clear();
    return '/login';
  },
  async checkAuth() {
    if (!session.token()) throw new Error('No session');
    // A 401 clears the session inside request(); a network failure (or a navigation aborting the
    // call) must not throw the stored session away.
    const me = await request<AdminProfile>('/admin/auth/me');
    if (me?.name) session.setProfile(me.name);
  },
  async checkError(error: unknown) {
    if (isApiError(error, 403) && (error.body as { code?: string } | undefined)?.code === 'TOTP_SETUP_REQUIRED') {
      throw { redirectTo: '/settings', logoutUser: false, message: error.message };
    }
    if (isApiError(error, 401)) {
      session.clear();
      throw error;
    }
  },
  async getIdentity() {
    return { id: 'admin', fullName: session.snapshot()?.profile ?? '' };
  },
};
