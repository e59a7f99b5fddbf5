import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventTicketType, PromoCodeInput, PromoCodePatch } from '@marketplace/shared-dto';
import { kitWords, PromoCodesPanel } from '@marketplace/shared-ui';
import { useAdminData } from '../../api/use-admin-data';
import { useToast } from '../../components/toast';
import { useAdminFormat } from '../../i18n/use-admin-format';

/** The event's Promo codes tab: the panel the vendor portal shows, through the administrator's API. */
export function PromoCodesTab({ eventId, ticketTypes }: { eventId: string; ticketTypes: EventTicketType[] }) {
  const data = useAdminData();
  const toast = useToast();
  const { locale } = useAdminFormat();
  const client = useQueryClient();
  const key = ['admin', 'promo-codes', eventId];
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const codes = useQuery({ queryKey: key, queryFn: () => data.promoCodes(eventId), retry: false });
  const create = useMutation({ mutationFn: (body: PromoCodeInput) => data.createPromoCode(eventId, body), onSuccess: refresh });
  const update = useMutation({ mutationFn: ({ id, patch }: { id: string; patch: PromoCodePatch }) => data.updatePromoCode(eventId, id, patch), onSuccess: refresh });
  return <PromoCodesPanel ticketTypes={ticketTypes} codes={codes} create={create} update={update} notify={(m) => toast.info(m)} words={kitWords(locale).promo} locale={locale} />;
}
