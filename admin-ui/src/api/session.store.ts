/** The admin session kept in browser storage: the bearer token and the admin's name (spec section 6). */
const TOKEN_KEY = 'adminToken';
const NAME_KEY = 'adminName';

export const session = {
  token: (): string | null => localStorage.getItem(TOKEN_KEY),
  name: (): string => localStorage.getItem(NAME_KEY) ?? '',
  save(token: string, name: string) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(NAME_KEY, name);
  },
  rename(name: string) {
    localStorage.setItem(NAME_KEY, name);
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(NAME_KEY);
  },
};
