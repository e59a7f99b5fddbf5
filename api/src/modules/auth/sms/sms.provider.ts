/** Delivers one-time codes. `log` is the only provider here; a real gateway implements the same call. */
export interface SmsProvider {
  send(phone: string, body: string): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
