import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MINUTES } from '@marketplace/shared-dto';
import {
  useLocale, type CancelEventWords, type InventoryWords, type LoginCodeWords, type PasswordResetWords, type PromoWords, type RefundWords, type TwoStepWords,
} from '@marketplace/shared-ui';

/** The UI kit's forms speak the portal's catalogue: each hook gives one component's words in the chosen language. */

export function useResetWords(): PasswordResetWords {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => ({
    intro: t('reset.intro', { minutes: PASSWORD_RESET_MINUTES }),
    email: t('auth.email'),
    sending: t('reset.sending'),
    send: t('reset.send'),
    newPassword: t('settings.newPassword'),
    newPasswordHelp: t('reset.newPasswordHelp', { min: PASSWORD_MIN_LENGTH }),
    repeat: t('reset.repeat'),
    mismatch: t('reset.mismatch'),
    saving: t('common.saving'),
    set: t('reset.set'),
    invalidLink: messageText('passwordResetInvalid', locale),
    failed: messageText('internalError', locale),
  }), [t, locale]);
}

export function useTwoStepWords(): TwoStepWords {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => ({
    title: t('twoStep.title'),
    loadFailed: t('twoStep.loadFailed'),
    loading: t('twoStep.loading'),
    codesHelp: t('twoStep.codesHelp'),
    savedThem: t('twoStep.savedThem'),
    scanHelp: t('twoStep.scanHelp'),
    qrAlt: t('twoStep.qrAlt'),
    key: t('twoStep.key'),
    appCode: t('twoStep.appCode'),
    checking: t('twoStep.checking'),
    turnOn: t('twoStep.turnOn'),
    cancel: t('common.cancel'),
    off: t('twoStep.off'),
    starting: t('twoStep.starting'),
    setUp: t('twoStep.setUp'),
    on: (left: number) => t('twoStep.on', { count: left }),
    proofRequired: t('twoStep.proofRequired'),
    proofAny: t('twoStep.proofAny'),
    password: t('auth.password'),
    orCode: t('twoStep.orCode'),
    newCodes: t('twoStep.newCodes'),
    turningOff: t('twoStep.turningOff'),
    turnOff: t('twoStep.turnOff'),
    failed: messageText('internalError', locale),
    setupRequired: messageText('totpSetupRequired', locale),
    requiredForAdmins: messageText('totpRequiredForAdmins', locale),
  }), [t, locale]);
}

export function useLoginCodeWords(): LoginCodeWords {
  const { t } = useTranslation();
  return useMemo(() => ({
    recoveryCode: t('twoStep.recoveryCode'),
    recoveryHelp: t('twoStep.recoveryHelp'),
    useAppCode: t('twoStep.useAppCode'),
    appCode: t('twoStep.loginAppCode'),
    appCodeHelp: t('twoStep.loginAppCodeHelp'),
    useRecoveryCode: t('twoStep.useRecoveryCode'),
  }), [t]);
}

export function useInventoryWords(): InventoryWords {
  const { t } = useTranslation();
  return useMemo(() => ({
    noTypes: t('ticketing.noTypes'),
    title: t('kit.byShowtime'),
    showtime: t('sales.showtime'),
    ticketType: t('kit.ticketType'),
    price: t('ticketing.price'),
    sold: t('sales.sold'),
    held: t('sales.held'),
    left: t('sales.left'),
    cancelled: t('kit.cancelled'),
    soldOut: t('kit.soldOut'),
    leftOf: (available: number, quantity: number) => t('kit.leftOf', { available, quantity }),
  }), [t]);
}

export function useCancelEventWords(): CancelEventWords {
  const { t } = useTranslation();
  return useMemo(() => ({
    title: (title: string) => t('kit.cancelTitle', { title }),
    intro: t('kit.cancelIntro'),
    failed: t('kit.cancelFailed'),
    scope: t('kit.cancelScope'),
    wholeEvent: t('kit.wholeEvent'),
    reason: t('kit.cancelReason'),
    typeName: t('kit.typeName'),
    eventName: t('kit.eventName'),
    keep: t('kit.keep'),
    cancelEvent: t('kit.cancelEvent'),
    cancelShowtime: t('kit.cancelShowtime'),
  }), [t]);
}

export function useRefundWords(): RefundWords {
  const { t } = useTranslation();
  return useMemo(() => ({
    failed: t('kit.refundFailed'),
    title: (orderNo: string) => t('kit.refundTitle', { orderNo }),
    intro: (paid: string, left: string) => t('kit.refundIntro', { paid, left }),
    amount: t('tickets.amount'),
    amountHelp: t('kit.refundAmountHelp'),
    reason: t('kit.reason'),
    close: t('tickets.close'),
    refund: t('tickets.refund'),
    toast: (amount: string, failed: boolean) => (failed ? t('kit.refundToastFailed', { amount }) : t('kit.refundToast', { amount })),
  }), [t]);
}

export function usePromoWords(): PromoWords {
  const { t } = useTranslation();
  return useMemo(() => ({
    kinds: { percent: t('promo.percent'), amount: t('promo.amount'), price: t('promo.price') },
    worth: {
      percent: (value: string) => t('promo.percentOff', { value }),
      amount: (value: string) => t('promo.amountOff', { value }),
      price: (value: string) => t('promo.ticketsAt', { value }),
    },
    created: (code: string) => t('promo.created', { code }),
    title: t('promo.title'),
    code: t('promo.code'),
    kind: t('promo.kind'),
    value: (unit: string) => t('promo.value', { unit }),
    maxUses: t('promo.maxUses'),
    maxUsesPerBuyer: t('promo.maxUsesPerBuyer'),
    minTickets: t('promo.minTickets'),
    validFrom: t('promo.validFrom'),
    validUntil: t('promo.validUntil'),
    ticketTypes: t('promo.ticketTypes'),
    createFailed: t('promo.createFailed'),
    create: t('promo.create'),
    loadFailed: t('promo.loadFailed'),
    empty: t('promo.empty'),
    discount: t('promo.discount'),
    uses: t('sales.uses'),
    remaining: t('promo.remaining'),
    valid: t('promo.valid'),
    disabled: t('promo.disabled'),
    now: t('promo.now'),
    noEnd: t('promo.noEnd'),
    always: t('promo.always'),
    saveFailed: t('promo.saveFailed'),
    disable: t('promo.disable'),
    enable: t('promo.enable'),
  }), [t]);
}
