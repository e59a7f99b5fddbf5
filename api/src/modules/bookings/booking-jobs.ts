/** The job a confirmed booking enqueues (once per booking, by its key); the delivery module handles it. */
export const BOOKING_CONFIRMED_JOB = 'booking.confirmed';

/** enqueue() arguments for "this booking is confirmed". */
export const bookingConfirmedJob = (bookingId: string) => [BOOKING_CONFIRMED_JOB, `${BOOKING_CONFIRMED_JOB}:${bookingId}`, { bookingId }] as const;
