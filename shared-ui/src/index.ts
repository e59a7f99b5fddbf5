export * from './api/api-error';
export * from './api/api-client';
export * from './api/session-store';
export * from './format/format';
export * from './format/asset-url';
export * from './hooks/use-debounced';
export * from './hooks/use-stored-session';
export * from './components/status-chip';
export * from './components/state-views';
export * from './components/data-table';
export * from './components/download-button';
export * from './components/page-header';
export * from './components/inventory-table';
export * from './components/cancel-event-dialog';
export * from './components/refund-dialog';
// Money is formatted in shared-dto (the API writes amounts too); the apps take it from here with the rest.
export { formatAmount, formatRupees } from '@marketplace/shared-dto';
export * from './components/password-reset-forms';
export * from './components/two-step-sign-in';
