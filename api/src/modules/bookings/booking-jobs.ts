/** The job a confirmed booking enqueues (once per booking, by its key `booking.confirmed:<id>`); the delivery module handles it. */
export const BOOKING_CONFIRMED_JOB = 'booking.confirmed';
