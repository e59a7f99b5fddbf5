export * from './accounts.table';
export * from './reference.table';
export * from './events.table';
export * from './content.table';
export * from './bookings.table';
export * from './jobs.table';
export * from './mail.table';
export * from './invoices.table';
