/**
 * Delivers SMS. `code` marks a login code: gateways that need a registered template per kind of message
 * (India's DLT) send it through their code template with the code as the variable.
 */
export interface SmsProvider {
  send(phone: string, body: string, opts?: { code?: string }): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/** A gateway's refusal, with its own words, so a job retries it and the log says why. */
export class SmsDeliveryError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} refused the SMS: ${detail}`);
    this.name = 'SmsDeliveryError';
  }
}
