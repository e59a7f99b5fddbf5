import type { TranslateFunction } from 'react-admin';

/** '3 tickets (6 seats)': the one count every screen gives, in the back office's language. */
export const ticketsAndSeatsText = (translate: TranslateFunction, tickets: number, seats: number) =>
  `${translate('app.common.tickets', { smart_count: tickets })} (${translate('app.common.seats', { smart_count: seats })})`;
