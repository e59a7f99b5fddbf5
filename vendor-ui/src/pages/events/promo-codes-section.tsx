import type { EventTicketType } from '@marketplace/shared-dto';
import { kitWords, PromoCodesPanel, useLocale } from '@marketplace/shared-ui';
import { useCreatePromoCode, usePromoCodes, useUpdatePromoCode } from '../../hooks/promo-codes';
import { useToast } from '../../components/toast';

/** The event's promo codes through the vendor's API. */
export function PromoCodesSection({ eventId, ticketTypes }: { eventId: string; ticketTypes: EventTicketType[] }) {
  const locale = useLocale();
  return (
    <PromoCodesPanel ticketTypes={ticketTypes} codes={usePromoCodes(eventId)} create={useCreatePromoCode(eventId)} update={useUpdatePromoCode(eventId)} notify={useToast()}
      words={kitWords(locale).promo} locale={locale} />
  );
}
