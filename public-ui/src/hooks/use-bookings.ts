import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@marketplace/shared-dto';
import { BookingInput, cancelBooking, createBooking, getBooking, listBookings, listInvoices, quoteBooking } from '../api/bookings';
import { useSession } from '../api/session';

export function useMyBookings() {
  const session = useSession();
  return useQuery({ queryKey: ['user', session?.user?.id, 'bookings'], queryFn: listBookings, enabled: Boolean(session) });
}

export function useBooking(id: string | undefined) {
  const session = useSession();
  return useQuery({ queryKey: ['user', session?.user?.id, 'booking', id], queryFn: () => getBooking(id!), enabled: Boolean(session && id) });
}

/** A booking's invoices and credit notes (asked again with the booking's other reads after a change). */
export function useBookingInvoices(id: string | undefined) {
  const session = useSession();
  return useQuery({ queryKey: ['user', session?.user?.id, 'booking', id, 'invoices'], queryFn: () => listInvoices(id!), enabled: Boolean(session && id) });
}

/** The server's price for this selection; re-asked whenever the selection changes. */
export function useQuote(input: BookingInput | null) {
  return useQuery({
    queryKey: ['quote', input],
    queryFn: () => quoteBooking(input!),
    enabled: Boolean(input),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, method }: { input: BookingInput; method: PaymentMethod | null }) => createBooking(input, method),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => client.invalidateQueries({ queryKey: ['user'] }),
  });
}
