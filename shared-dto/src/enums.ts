/** Value lists of the spec, shared by the API validation and the UI selects. */
/** What the event form may set; cancelled is reached only through the cancel action, which refunds and tells buyers. */
export const EVENT_FORM_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export const EVENT_STATUSES = [...EVENT_FORM_STATUSES, 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const VENDOR_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_METHODS = ['razorpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * free: nothing to pay (a ₹0.00 order, confirmed at create); refund_due: money to give back that no refund covers yet; refund_pending: a refund is with the provider;
 * partially_refunded: part went back and the booking stands; refunded: all of it went back (or all a
 * cancellation gives back); refund_failed: the provider refused the latest refund.
 */
export const PAYMENT_STATUSES = ['unpaid', 'free', 'paid', 'refund_due', 'refund_pending', 'partially_refunded', 'refunded', 'refund_failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const EVENT_CATEGORIES = ['music', 'sports', 'technology', 'business', 'education', 'arts', 'food', 'health', 'other'] as const;
export const EVENT_TYPES = ['offline', 'online', 'hybrid'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const ONLINE_PLATFORMS = ['zoom', 'teams', 'google_meet', 'custom', 'other'] as const;
export const PRICING_TYPES = ['simple', 'quantity_based', 'package', 'tiered'] as const;
export const CURRENCIES = ['INR', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const AGE_RESTRICTIONS = ['18+', '21+', 'All Ages', 'Family Friendly'] as const;
export const TIMEZONES = ['Asia/Kolkata'] as const;

export const PERFORMER_CATEGORIES = ['singer', 'musician', 'comedian', 'speaker', 'dancer', 'actor', 'artist', 'other'] as const;

export const CONTENT_PAGES = ['about', 'contact', 'privacy-policy', 'terms-of-service', 'help-center'] as const;
export type ContentPageKey = (typeof CONTENT_PAGES)[number];

/** The reference-data kinds that vendors may propose and administrators moderate. */
export const META_KINDS = ['categories', 'tags', 'languages', 'performers', 'venues'] as const;
export type MetaKind = (typeof META_KINDS)[number];

/** Auth realms: each signs tokens with its own JWT audience. */
export const REALMS = ['admin', 'vendor', 'user'] as const;
export type Realm = (typeof REALMS)[number];
