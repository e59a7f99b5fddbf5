import type { EventTicketType } from '@marketplace/shared-dto';
import { PromoCodesPanel, useLocale } from '@marketplace/shared-ui';
import { useCreatePromoCode, usePromoCodes, useUpdatePromoCode } from '../../hooks/promo-codes';
import { useToast } from '../../components/toast';
import { usePromoWords } from '../../hooks/kit-words';

/** The event's promo codes through the vendor's API. */
export function PromoCodesSection({ eventId, ticketTypes }: { eventId: string; ticketTypes: EventTicketType[] }) {
  return (
    <PromoCodesPanel ticketTypes={ticketTypes} codes={usePromoCodes(eventId)} create={useCreatePromoCode(eventId)} update={useUpdatePromoCode(eventId)} notify={useToast()}
      words={usePromoWords()} locale={useLocale()} />
  );
}
