import { messageText, type Locale } from '@marketplace/shared-dto';

/** What a call says when no server answered (api-client.ts loads this module only then). */
export const networkErrorText = (locale: Locale): string => messageText('networkError', locale);
