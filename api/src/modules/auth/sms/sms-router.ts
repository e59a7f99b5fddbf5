import type { AppConfig } from '../../../config/app.config';
import type { AuthRepository } from '../auth.repository';
import { LogSmsProvider } from './log-sms.provider';
import { Msg91SmsProvider } from './msg91-sms.provider';
import { SmsDeliveryError, type SmsProvider } from './sms.provider';
import { TwilioSmsProvider } from './twilio-sms.provider';

/**
 * The configured SMS_PROVIDER as one SmsProvider: with msg91, Indian numbers (+91) go through MSG91 and
 * the rest through Twilio when it is configured. Neither real provider logs or stores the message.
 */
export function createSmsProvider(config: AppConfig, repo: AuthRepository): SmsProvider {
  if (config.smsProvider === 'log') return new LogSmsProvider(repo);
  const international = config.twilio ? new TwilioSmsProvider(config.twilio) : null;
  if (config.smsProvider === 'twilio') return international!;
  const india = new Msg91SmsProvider(config.msg91!);
  return {
    async send(phone, body, opts) {
      if (phone.startsWith('+91')) return india.send(phone, body, opts);
      if (!international) throw new SmsDeliveryError('MSG91', `only Indian numbers are sent without Twilio (${phone.slice(0, 3)}…)`);
      return international.send(phone, body);
    },
  };
}
