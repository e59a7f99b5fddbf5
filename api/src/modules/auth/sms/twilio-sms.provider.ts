import twilio from 'twilio';
import type { TwilioConfig } from '../../../config/app.config';
import { SmsDeliveryError, type SmsProvider } from './sms.provider';

/** Twilio's Messages API through its official SDK: the international route. */
export class TwilioSmsProvider implements SmsProvider {
  private readonly client: twilio.Twilio;

  constructor(private readonly config: TwilioConfig) {
    this.client = twilio(config.accountSid, config.authToken, { autoRetry: false });
    // tests point the SDK's API domain at a local stub
    if (config.apiBase) this.client.api.baseUrl = config.apiBase;
  }

  async send(phone: string, body: string): Promise<void> {
    const sender = this.config.from.startsWith('MG') ? { messagingServiceSid: this.config.from } : { from: this.config.from };
    try {
      await this.client.messages.create({ to: phone, body, ...sender });
    } catch (e) {
      throw new SmsDeliveryError('Twilio', e instanceof Error ? e.message : String(e));
    }
  }
}
