import type { Msg91Config } from '../../../config/app.config';
import { SmsDeliveryError, type SmsProvider } from './sms.provider';

/**
 * MSG91's Flow API (POST /api/v5/flow with the `authkey` header), the documented way to send through a
 * DLT-registered template. MSG91's npm package posts to a fixed host with the older `flow_id` field, so
 * the HTTP call is made here; it is one request. Login codes go through the OTP template (variable
 * `otp`), everything else through the general one (variable `message`).
 */
export class Msg91SmsProvider implements SmsProvider {
  constructor(private readonly config: Msg91Config) {}

  async send(phone: string, body: string, opts: { code?: string } = {}): Promise<void> {
    const recipient = opts.code ? { mobiles: phone.replace(/^\+/, ''), otp: opts.code } : { mobiles: phone.replace(/^\+/, ''), message: body };
    const res = await fetch(`${this.config.apiBase}/api/v5/flow`, {
      method: 'POST',
      headers: { authkey: this.config.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ template_id: opts.code ? this.config.otpTemplateId : this.config.templateId, short_url: '0', recipients: [recipient] }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!res.ok || answer.type !== 'success') throw new SmsDeliveryError('MSG91', `${res.status} ${answer.message ?? ''}`.trim());
  }
}
