import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { messageText, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MINUTES } from '@marketplace/shared-dto';
import type {
  CancelEventWords, InventoryWords, LoginCodeWords, PasswordResetWords, PromoWords, RefundWords, TwoStepWords,
} from '@marketplace/shared-ui';
import { useAdminFormat } from '../i18n/use-admin-format';

/** The UI kit's components speak the back office's catalogue (app.kit): each hook gives one component's words. */

export function useInventoryWords(): InventoryWords {
  const translate = useTranslate();
  return useMemo(() => ({
    noTypes: translate('app.kit.noTypes'),
    title: translate('app.kit.byShowtime'),
    showtime: translate('app.kit.showtime'),
    ticketType: translate('app.kit.ticketType'),
    price: translate('app.kit.price'),
    sold: translate('app.kit.sold'),
    held: translate('app.kit.held'),
    left: translate('app.kit.left'),
    cancelled: translate('app.kit.cancelled'),
    soldOut: translate('app.kit.soldOut'),
    leftOf: (available: number, quantity: number) => translate('app.kit.leftOf', { available, quantity }),
  }), [translate]);
}

export function useCancelEventWords(): CancelEventWords {
  const translate = useTranslate();
  return useMemo(() => ({
    title: (title: string) => translate('app.kit.cancelTitle', { title }),
    intro: translate('app.kit.cancelIntro'),
    failed: translate('app.kit.cancelFailed'),
    scope: translate('app.kit.cancelScope'),
    wholeEvent: translate('app.kit.wholeEvent'),
    reason: translate('app.kit.cancelReason'),
    typeName: translate('app.kit.typeName'),
    eventName: translate('app.kit.eventName'),
    keep: translate('app.kit.keep'),
    cancelEvent: translate('app.kit.cancelEvent'),
    cancelShowtime: translate('app.kit.cancelShowtime'),
  }), [translate]);
}

export function useRefundWords(): RefundWords {
  const translate = useTranslate();
  return useMemo(() => ({
    failed: translate('app.kit.refundFailed'),
    title: (orderNo: string) => translate('app.kit.refundTitle', { orderNo }),
    intro: (paid: string, left: string) => translate('app.kit.refundIntro', { paid, left }),
    amount: translate('app.kit.amount'),
    amountHelp: translate('app.kit.refundAmountHelp'),
    reason: translate('app.kit.reason'),
    close: translate('app.kit.close'),
    refund: translate('app.kit.refund'),
    toast: (amount: string, failed: boolean) => translate(failed ? 'app.kit.refundToastFailed' : 'app.kit.refundToast', { amount }),
  }), [translate]);
}

export function usePromoWords(): PromoWords {
  const translate = useTranslate();
  return useMemo(() => ({
    kinds: { percent: translate('app.kit.promoPercent'), amount: translate('app.kit.promoAmount'), price: translate('app.kit.promoPrice') },
    worth: {
      percent: (value: string) => translate('app.kit.percentOff', { value }),
      amount: (value: string) => translate('app.kit.amountOff', { value }),
      price: (value: string) => translate('app.kit.ticketsAt', { value }),
    },
    created: (code: string) => translate('app.kit.promoCreated', { code }),
    title: translate('app.kit.promoTitle'),
    code: translate('app.kit.code'),
    kind: translate('app.kit.kind'),
    value: (unit: string) => translate('app.kit.value', { unit }),
    maxUses: translate('app.kit.maxUses'),
    maxUsesPerBuyer: translate('app.kit.maxUsesPerBuyer'),
    minTickets: translate('app.kit.minTickets'),
    validFrom: translate('app.kit.validFrom'),
    validUntil: translate('app.kit.validUntil'),
    ticketTypes: translate('app.kit.ticketTypes'),
    createFailed: translate('app.kit.createFailed'),
    create: translate('app.kit.create'),
    loadFailed: translate('app.kit.loadFailed'),
    empty: translate('app.kit.empty'),
    discount: translate('app.kit.discount'),
    uses: translate('app.kit.uses'),
    remaining: translate('app.kit.remaining'),
    valid: translate('app.kit.valid'),
    disabled: translate('app.kit.disabled'),
    now: translate('app.kit.now'),
    noEnd: translate('app.kit.noEnd'),
    always: translate('app.kit.always'),
    saveFailed: translate('app.kit.saveFailed'),
    disable: translate('app.kit.disable'),
    enable: translate('app.kit.enable'),
  }), [translate]);
}

export function useResetWords(): PasswordResetWords {
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  return useMemo(() => ({
    intro: translate('app.kit.resetIntro', { minutes: PASSWORD_RESET_MINUTES }),
    email: translate('app.kit.email'),
    sending: translate('app.kit.sending'),
    send: translate('app.kit.send'),
    newPassword: translate('app.kit.newPassword'),
    newPasswordHelp: translate('app.kit.newPasswordHelp', { min: PASSWORD_MIN_LENGTH }),
    repeat: translate('app.kit.repeat'),
    mismatch: translate('app.kit.mismatch'),
    saving: translate('app.kit.saving'),
    set: translate('app.kit.setPassword'),
    invalidLink: messageText('passwordResetInvalid', locale),
    failed: messageText('internalError', locale),
  }), [translate, locale]);
}

export function useTwoStepWords(): TwoStepWords {
  const translate = useTranslate();
  const { locale } = useAdminFormat();
  return useMemo(() => ({
    title: translate('app.kit.twoStepTitle'),
    loadFailed: translate('app.kit.twoStepLoadFailed'),
    loading: translate('app.kit.twoStepLoading'),
    codesHelp: translate('app.kit.codesHelp'),
    savedThem: translate('app.kit.savedThem'),
    scanHelp: translate('app.kit.scanHelp'),
    qrAlt: translate('app.kit.qrAlt'),
    key: translate('app.kit.key'),
    appCode: translate('app.kit.appCode'),
    checking: translate('app.kit.checking'),
    turnOn: translate('app.kit.turnOn'),
    cancel: translate('app.kit.cancel'),
    off: translate('app.kit.off'),
    starting: translate('app.kit.starting'),
    setUp: translate('app.kit.setUp'),
    on: (left: number) => translate('app.kit.on', { smart_count: left }),
    proofRequired: translate('app.kit.proofRequired'),
    proofAny: translate('app.kit.proofAny'),
    password: translate('app.kit.password'),
    orCode: translate('app.kit.orCode'),
    newCodes: translate('app.kit.newCodes'),
    turningOff: translate('app.kit.turningOff'),
    turnOff: translate('app.kit.turnOff'),
    failed: messageText('internalError', locale),
    setupRequired: messageText('totpSetupRequired', locale),
    requiredForAdmins: messageText('totpRequiredForAdmins', locale),
  }), [translate, locale]);
}

export function useLoginCodeWords(): LoginCodeWords {
  const translate = useTranslate();
  return useMemo(() => ({
    recoveryCode: translate('app.kit.recoveryCode'),
    recoveryHelp: translate('app.kit.recoveryHelp'),
    useAppCode: translate('app.kit.useAppCode'),
    appCode: translate('app.kit.loginAppCode'),
    appCodeHelp: translate('app.kit.loginAppCodeHelp'),
    useRecoveryCode: translate('app.kit.useRecoveryCode'),
  }), [translate]);
}
