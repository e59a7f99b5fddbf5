import { messageText, type Locale, type PromoKind } from '@marketplace/shared-dto';
import { kitEn } from './kit-en';
import { kitHi } from './kit-hi';

/** InventoryTable's words. */
export interface InventoryWords {
  noTypes: string;
  title: string;
  showtime: string;
  ticketType: string;
  price: string;
  sold: string;
  held: string;
  left: string;
  cancelled: string;
  soldOut: string;
  /** '12 of 100' */
  leftOf: (available: number, quantity: number) => string;
}

/** CancelEventDialog's words. */
export interface CancelEventWords {
  /** 'Cancel <title>?' */
  title: (eventTitle: string) => string;
  intro: string;
  failed: string;
  scope: string;
  wholeEvent: string;
  reason: string;
  /** Before the event's name, which follows in bold. */
  typeName: string;
  eventName: string;
  keep: string;
  cancelEvent: string;
  cancelShowtime: string;
}

/** RefundDialog's words. */
export interface RefundWords {
  failed: string;
  /** 'Refund <order no>' */
  title: (orderNo: string) => string;
  /** 'Paid ₹X; up to ₹Y can be refunded. …' (amounts already formatted) */
  intro: (paid: string, left: string) => string;
  amount: string;
  amountHelp: string;
  reason: string;
  close: string;
  refund: string;
  /** The toast after it: 'Refund of ₹X initiated' (or failed, when the provider refused at once). */
  toast: (amount: string, failed: boolean) => string;
}

/** PromoCodesPanel's words. */
export interface PromoWords {
  kinds: Record<PromoKind, string>;
  /** What a code gives, the value already formatted ('10', '₹100'). */
  worth: Record<PromoKind, (value: string) => string>;
  created: (code: string) => string;
  title: string;
  code: string;
  kind: string;
  value: (unit: string) => string;
  maxUses: string;
  maxUsesPerBuyer: string;
  minTickets: string;
  validFrom: string;
  validUntil: string;
  ticketTypes: string;
  createFailed: string;
  create: string;
  loadFailed: string;
  empty: string;
  discount: string;
  uses: string;
  remaining: string;
  valid: string;
  disabled: string;
  now: string;
  noEnd: string;
  always: string;
  saveFailed: string;
  disable: string;
  enable: string;
}

/** The password reset forms' words (the server's answers come in the app's language already). */
export interface PasswordResetWords {
  /** Says the link's lifetime (shared-dto's PASSWORD_RESET_MINUTES). */
  intro: string;
  email: string;
  sending: string;
  send: string;
  newPassword: string;
  /** Says the minimum length (shared-dto's PASSWORD_MIN_LENGTH). */
  newPasswordHelp: string;
  repeat: string;
  mismatch: string;
  saving: string;
  set: string;
  /** A link without a token (the server's own words for an expired one come from it). */
  invalidLink: string;
  failed: string;
}

/** TwoStepSignIn's words (the server's answers come in the app's language already). */
export interface TwoStepWords {
  title: string;
  loadFailed: string;
  loading: string;
  codesHelp: string;
  savedThem: string;
  scanHelp: string;
  qrAlt: string;
  key: string;
  appCode: string;
  checking: string;
  turnOn: string;
  cancel: string;
  off: string;
  starting: string;
  setUp: string;
  /** 'On. 3 recovery codes left.' */
  on: (recoveryCodesLeft: number) => string;
  proofRequired: string;
  proofAny: string;
  password: string;
  orCode: string;
  newCodes: string;
  turningOff: string;
  turnOff: string;
  failed: string;
  setupRequired: string;
  requiredForAdmins: string;
}

/** LoginCodeFields' words: the login's code step. */
export interface LoginCodeWords {
  recoveryCode: string;
  recoveryHelp: string;
  useAppCode: string;
  appCode: string;
  appCodeHelp: string;
  useRecoveryCode: string;
}

/** Everything the kit's components say, each component's words under its name. */
export interface KitWords {
  inventory: InventoryWords;
  cancelEvent: CancelEventWords;
  refund: RefundWords;
  promo: PromoWords;
  reset: PasswordResetWords;
  twoStep: TwoStepWords;
  loginCode: LoginCodeWords;
}

/** The words the kit holds in each language: all but the server's own messages, which shared-dto's Messages hold. */
export type KitOwnWords = Omit<KitWords, 'reset' | 'twoStep'> & {
  reset: Omit<PasswordResetWords, 'invalidLink' | 'failed'>;
  twoStep: Omit<TwoStepWords, 'failed' | 'setupRequired' | 'requiredForAdmins'>;
};

const OWN: Record<Locale, KitOwnWords> = { en: kitEn, hi: kitHi };

function withMessages(locale: Locale): KitWords {
  const own = OWN[locale];
  const failed = messageText('internalError', locale);
  return {
    ...own,
    reset: { ...own.reset, invalidLink: messageText('passwordResetInvalid', locale), failed },
    twoStep: {
      ...own.twoStep, failed, setupRequired: messageText('totpSetupRequired', locale), requiredForAdmins: messageText('totpRequiredForAdmins', locale),
    },
  };
}

const WORDS: Record<Locale, KitWords> = { en: withMessages('en'), hi: withMessages('hi') };

/** The kit's words in one language, for the apps to give its components (the same objects on every call). */
export function kitWords(locale: Locale): KitWords {
  return WORDS[locale];
}
