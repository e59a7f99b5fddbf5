import { applyDecorators } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsISO8601, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, IsUUID,
  Matches, Max, MaxLength, Min, ValidateIf, ValidateNested,
} from 'class-validator';
import {
  AGE_RESTRICTIONS, CancelEventInput, CURRENCIES, EVENT_CATEGORIES, EVENT_FORM_STATUSES, EVENT_STATUSES, EVENT_TYPES, EventCard, EventFormInput, EventInventoryRow, EventResponse, EventSession,
  TAX_CATEGORIES, TaxCategory,
  EventTicketType, PUBLIC_EVENT_FIELDS, PublicEvent,
  EventStatus, EventType, MODERATION_STATUSES, ONLINE_PLATFORMS, paiseToRupees, PRICING_TYPES, PUBLIC_EVENT_SORTS, PublicEventSort, responsiveImage,
  SHORT_DESCRIPTION_MAX, TIMEZONES, MAX_ORDER, MAX_ORDER_LINES, MAX_PAGE, MAX_PRICE_RUPEES, MAX_SESSIONS, MAX_TICKET_TYPES, MAX_TICKETS, Messages, BuyerMessageInput,
} from '@marketplace/shared-dto';
import { BooleanField, NumberField, parseJsonText } from '../../common/uploads/json-field.transform';
import { UPLOAD_OPTIONS, UseUploadInterceptors } from '../../common/uploads/upload.options';
import { DataFieldInterceptor } from '../../common/uploads/data-field.interceptor';
import { ListQueryDto } from '../../common/http/list-query.dto';
import { istDay, istTime } from './event-dates';
import type { EventCardRow, EventRelations, EventRow } from './events.repository';
import { AtMost, TwoDecimals } from '../../common/http/number-range';

// ---------------------------------------------------------------------------------------------------
// Field transforms. The form arrives as multipart text or as JSON; these make both look the same.
// ---------------------------------------------------------------------------------------------------

/** Text trimmed; '' and null mean "not given". */
const Text = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value ?? undefined));

/** Removes '', null and empty objects/arrays-of-nothing recursively: the spec's "empty sub-objects are dropped". */
function compact(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (value === null) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const c = compact(v);
      if (c !== undefined) out[k] = c;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return value;
}

/**
 * A JSON-encoded object (multipart) or a plain object (JSON body) validated as `cls`. JsonField in
 * common/ parses but cannot build the nested class, which class-validator needs to check the inside.
 */
const JsonObject = (cls: new () => object) =>
  Transform(({ value }) => {
    const parsed = compact(parseJsonText(value));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? plainToInstance(cls, parsed) : parsed;
  });

/** A JSON array of objects validated as `cls`; `readOnly` keys (answer fields an edit form echoes back) are dropped. */
const JsonObjects = (cls: new () => object, readOnly: string[] = []) =>
  Transform(({ value }) => {
    const parsed = parseJsonText(value);
    const keep = (item: object) => Object.fromEntries(Object.entries(item).filter(([k]) => !readOnly.includes(k)));
    return Array.isArray(parsed) ? parsed.map((item) => (item && typeof item === 'object' ? plainToInstance(cls, compact(keep(item)) ?? {}) : item)) : parsed;
  });

/** A list given as an array, JSON text, or text split on `separator`; items trimmed, blanks removed. */
const List = (separator: RegExp) =>
  Transform(({ value }) => {
    let list = typeof value === 'string' && value.trim().startsWith('[') ? parseJsonText(value) : value;
    if (typeof list === 'string') list = list.split(separator);
    if (!Array.isArray(list)) return list ?? undefined;
    return list.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '' && item !== null && item !== undefined);
  });
const CommaList = () => List(/,/);
const LineList = () => List(/\r?\n/);

/** Ids as a JSON array, repeated fields or comma text; items may be objects with _id/id (an edit form echoing what it loaded). */
const IdList = () =>
  Transform(({ value }) => {
    let list = parseJsonText(value);
    if (typeof list === 'string') list = list.split(',');
    if (list === undefined || list === null) return undefined;
    if (!Array.isArray(list)) list = [list];
    return (list as unknown[])
      .map((item) => (item && typeof item === 'object' ? (item as { _id?: unknown; id?: unknown })._id ?? (item as { id?: unknown }).id : item))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '' && item !== undefined && item !== null);
  });

/** One id, or an object with _id/id. */
const IdValue = () =>
  Transform(({ value }) => {
    const v = value && typeof value === 'object' ? (value._id ?? value.id) : value;
    return typeof v === 'string' ? v.trim() || undefined : v ?? undefined;
  });

/** A day: 'YYYY-MM-DD', or an ISO instant read as its day in Asia/Kolkata. */
const Day = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string' || value.trim() === '') return value === '' || value === null ? undefined : value;
    const text = value.trim();
    if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return istDay(new Date(text));
    return text;
  });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const IMAGE_URL = /^(\/uploads\/|https?:\/\/)/;
const dayRules = (label: string) => [
  Matches(DAY, { message: `${label} must be a date (YYYY-MM-DD).` }),
  IsISO8601({ strict: true }, { message: `${label} must be a date (YYYY-MM-DD).` }),
];
const nonNegative = (label: string) => Min(0, { message: `${label} must be 0 or more.` });
const PRICE_TEXT = 'Price must be a number with at most 2 decimals.';
/** A price in rupees: a number (exponent notation too) with whole paise, from 0 to the README's ₹10,00,000. */
const priceRules = () => [IsNumber({}, { message: PRICE_TEXT }), TwoDecimals(PRICE_TEXT), nonNegative('Price'), AtMost('Price', MAX_PRICE_RUPEES)];
/** At most `max` entries, the limit named in the message. */
const atMostEntries = (max: number, message: string) => ArrayMaxSize(max, { message });
const oneOf = (values: readonly string[], label: string) => IsIn(values as string[], { message: `${label} must be one of: ${values.join(', ')}.` });
const nested = (label: string) => [IsObject({ message: `${label} must be an object.` }), ValidateNested()];
const apply = (...decorators: PropertyDecorator[]) => (target: object, key: string | symbol) => decorators.forEach((d) => d(target, key));

// ---------------------------------------------------------------------------------------------------
// The event form
// ---------------------------------------------------------------------------------------------------

export class EventCoordinatesDto {
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsNumber({}, { message: 'Latitude must be a number.' }) @Min(-90) @Max(90)
  latitude?: number;

  @ApiPropertyOptional() @IsOptional() @NumberField() @IsNumber({}, { message: 'Longitude must be a number.' }) @Min(-180) @Max(180)
  longitude?: number;
}

export class LocationDto {
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(300) address?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(100) state?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(20) zipCode?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(100) country?: string;

  @ApiPropertyOptional({ type: EventCoordinatesDto })
  @IsOptional() @JsonObject(EventCoordinatesDto) @apply(...nested('Coordinates'))
  coordinates?: EventCoordinatesDto;
}

export class OnlineDetailsDto {
  @ApiPropertyOptional({ enum: ONLINE_PLATFORMS }) @IsOptional() @Text() @oneOf(ONLINE_PLATFORMS, 'Platform') platform?: (typeof ONLINE_PLATFORMS)[number];
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(500) meetingLink?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(100) meetingId?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(100) password?: string;
}

export class GroupDiscountDto {
  @ApiPropertyOptional() @IsOptional() @BooleanField() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsInt() @nonNegative('Minimum quantity') @AtMost('Minimum quantity', MAX_TICKETS) minQuantity?: number;
  @ApiPropertyOptional({ enum: ['percentage'] }) @IsOptional() @oneOf(['percentage'], 'Discount type') discountType?: 'percentage';
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsNumber() @nonNegative('Discount value') @AtMost('Discount value', 100) discountValue?: number;
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsNumber() @nonNegative('Maximum discount') @AtMost('Maximum discount', MAX_PRICE_RUPEES) maxDiscount?: number;
}

export class PaymentTermsDto {
  @ApiPropertyOptional() @IsOptional() @BooleanField() @IsBoolean() advancePayment?: boolean;
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsNumber() @nonNegative('Advance payment amount') @AtMost('Advance payment amount', MAX_PRICE_RUPEES) advancePaymentAmount?: number;
  @ApiPropertyOptional() @IsOptional() @BooleanField() @IsBoolean() installmentEnabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsInt() @nonNegative('Installment count') @AtMost('Installment count', 120) installmentCount?: number;
  @ApiPropertyOptional({ enum: ['monthly'] }) @IsOptional() @oneOf(['monthly'], 'Installment interval') installmentInterval?: 'monthly';
}

/** Free-form objects, typed as maps (an empty `{type: object}` reads as `Record<string, never>` to generated clients). */
const OBJECT_LIST = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;

const objectList = (label: string) => [IsArray({ message: `${label} must be a list.` }), IsObject({ each: true, message: `${label} must be a list of objects.` })];

export class PricingDto {
  @ApiPropertyOptional({ default: true }) @IsOptional() @BooleanField() @IsBoolean({ message: 'isFree must be true or false.' }) isFree?: boolean;
  @ApiPropertyOptional({ enum: PRICING_TYPES, default: 'simple' }) @IsOptional() @oneOf(PRICING_TYPES, 'Pricing type') pricingType?: (typeof PRICING_TYPES)[number];
  @ApiPropertyOptional({ enum: CURRENCIES, default: 'INR' }) @IsOptional() @oneOf(CURRENCIES, 'Currency') currency?: (typeof CURRENCIES)[number];

  @ApiPropertyOptional({ description: 'Rupees, step 0.01' })
  @IsOptional() @NumberField() @apply(...priceRules())
  price?: number;

  @ApiPropertyOptional(OBJECT_LIST) @IsOptional() @apply(...objectList('Quantity pricing')) @atMostEntries(MAX_ORDER_LINES, 'Quantity pricing may have at most 20 steps.') quantityPricing?: Record<string, unknown>[];
  @ApiPropertyOptional(OBJECT_LIST) @IsOptional() @apply(...objectList('Packages')) @atMostEntries(MAX_TICKET_TYPES, Messages.tooManyTicketTypes(MAX_TICKET_TYPES)) packages?: Record<string, unknown>[];
  @ApiPropertyOptional(OBJECT_LIST) @IsOptional() @apply(...objectList('Tiers')) @atMostEntries(MAX_TICKET_TYPES, Messages.tooManyTicketTypes(MAX_TICKET_TYPES)) tiers?: Record<string, unknown>[];
  @ApiPropertyOptional({ type: GroupDiscountDto }) @IsOptional() @JsonObject(GroupDiscountDto) @apply(...nested('Group discount')) groupDiscount?: GroupDiscountDto;
  @ApiPropertyOptional(OBJECT_LIST) @IsOptional() @apply(...objectList('Additional fees')) additionalFees?: Record<string, unknown>[];
  @ApiPropertyOptional({ type: PaymentTermsDto }) @IsOptional() @JsonObject(PaymentTermsDto) @apply(...nested('Payment terms')) paymentTerms?: PaymentTermsDto;
}

export class CapacityDto {
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsInt({ message: 'Maximum attendees must be a whole number.' }) @nonNegative('Maximum attendees') @AtMost('Maximum attendees', MAX_TICKETS) maxAttendees?: number;
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsInt({ message: 'Current attendees must be a whole number.' }) @nonNegative('Current attendees') @AtMost('Current attendees', MAX_TICKETS) currentAttendees?: number;
  @ApiPropertyOptional() @IsOptional() @BooleanField() @IsBoolean() waitlistEnabled?: boolean;
}

export class RequirementsDto {
  @ApiPropertyOptional({ enum: AGE_RESTRICTIONS }) @IsOptional() @Text() @oneOf(AGE_RESTRICTIONS, 'Age restriction') ageRestriction?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(200) dressCode?: string;

  @ApiPropertyOptional({ type: [String], description: 'A list, or text with one item per line' })
  @IsOptional() @LineList() @IsArray() @IsString({ each: true }) @MaxLength(300, { each: true })
  itemsToBring?: string[];

  @ApiPropertyOptional({ type: [String], description: 'A list, or text with one item per line' })
  @IsOptional() @LineList() @IsArray() @IsString({ each: true }) @MaxLength(300, { each: true })
  prerequisites?: string[];
}

export class EventSocialMediaDto {
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(300) facebook?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(300) twitter?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(300) instagram?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(300) linkedin?: string;
}

export class EventContactInfoDto {
  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(120) organizerName?: string;
  @ApiProperty() @IsOptional() @Text() @IsEmail({}, { message: 'Organizer email must be a valid email.' }) organizerEmail?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(30) organizerPhone?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(300) website?: string;
  @ApiPropertyOptional({ type: EventSocialMediaDto }) @IsOptional() @JsonObject(EventSocialMediaDto) @apply(...nested('Social media')) socialMedia?: EventSocialMediaDto;
}

export class VenueContactDto {
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(30) phone?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsEmail({}, { message: 'Venue email must be a valid email.' }) email?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(300) website?: string;
}

/** The new-venue block of the event form: creates a venue with the event. */
export class NewVenueDto {
  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(200) name?: string;
  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(300) address?: string;
  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(100) city?: string;
  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(100) state?: string;
  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(20) zipCode?: string;
  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(100) country?: string;
  @ApiPropertyOptional() @IsOptional() @NumberField() @IsInt({ message: 'Venue capacity must be a whole number.' }) @nonNegative('Venue capacity') @AtMost('Venue capacity', MAX_TICKETS) capacity?: number;
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @CommaList() @IsArray() @IsString({ each: true }) @MaxLength(100, { each: true }) facilities?: string[];
  @ApiPropertyOptional({ type: VenueContactDto }) @IsOptional() @JsonObject(VenueContactDto) @apply(...nested('Venue contact info')) contactInfo?: VenueContactDto;
}

export class SessionInputDto {
  @ApiPropertyOptional() @IsOptional() @IdValue() @IsUUID('all', { message: 'Session id is not valid.' }) _id?: string;
  @ApiPropertyOptional() @IsOptional() @IdValue() @IsUUID('all', { message: 'Session id is not valid.' }) id?: string;
  @ApiProperty({ description: 'ISO 8601 instant' }) @IsISO8601({ strict: true }, { message: 'Session start must be a date and time (ISO 8601).' }) startsAt: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(100) label?: string;

  @ApiPropertyOptional({ description: 'Seats of all types together in this showtime; none = no cap' })
  @IsOptional() @NumberField() @IsInt({ message: 'Showtime capacity must be a whole number.' }) @nonNegative('Showtime capacity') @AtMost('Showtime capacity', MAX_TICKETS)
  capacity?: number;
}

export class QuantityPriceDto {
  @ApiProperty() @NumberField() @IsInt({ message: 'Minimum quantity must be a whole number.' }) @Min(1, { message: 'Minimum quantity must be at least 1.' }) @AtMost('Minimum quantity', MAX_TICKETS)
  minQuantity: number;

  @ApiProperty({ description: 'Rupees' }) @NumberField() @apply(...priceRules())
  price: number;
}

/** A plan category and the ticket type it sells as: the type's id, or (a type made by the same form) its name or position. */
export class SeatCategoryInputDto {
  @ApiProperty({ example: 'Gold' }) @IsString({ message: 'category must be a category of the plan.' }) @MaxLength(60) category: string;
  @ApiProperty({ description: 'The id of a ticket type of the event, or the name or position (0, 1, ...) of one in ticketTypes', example: 'Gold' })
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: Messages.seatCategoryType }) @IsNotEmpty({ message: Messages.seatCategoryType }) @MaxLength(100) ticketTypeId: string;
}

/** A ticket type of the form; with the id of an existing type it is updated in place. */
export class TicketTypeInputDto {
  @ApiPropertyOptional() @IsOptional() @IdValue() @IsUUID('all', { message: 'Ticket type id is not valid.' }) _id?: string;
  @ApiPropertyOptional() @IsOptional() @IdValue() @IsUUID('all', { message: 'Ticket type id is not valid.' }) id?: string;

  @ApiProperty({ minLength: 1, maxLength: 60 }) @Text() @IsNotEmpty({ message: 'Ticket type name is required.' }) @IsString({ message: 'Ticket type name is required.' })
  @MaxLength(60, { message: 'Ticket type name must be at most 60 characters.' })
  name: string;

  @ApiPropertyOptional({ maxLength: 300 }) @IsOptional() @Text() @IsString() @MaxLength(300, { message: 'Ticket type description must be at most 300 characters.' })
  description?: string;

  @ApiProperty({ description: 'Rupees, 2 decimals; 0 = free' })
  @NumberField() @apply(...priceRules())
  price: number;

  @ApiProperty({ description: 'Units for sale in each showtime' })
  @NumberField() @IsInt({ message: 'Quantity must be a whole number.' }) @nonNegative('Quantity') @AtMost('Quantity', MAX_TICKETS)
  quantity: number;

  @ApiPropertyOptional({ default: 1, description: "Seats one unit takes ('Family pack of 4' = 4)" })
  @IsOptional() @NumberField() @IsInt({ message: 'Seats per unit must be a whole number.' }) @Min(1, { message: 'Seats per unit must be at least 1.' }) @AtMost('Seats per unit', MAX_TICKETS)
  seatsPerUnit?: number;

  @ApiPropertyOptional({ default: 1 }) @IsOptional() @NumberField() @IsInt({ message: 'Minimum per order must be a whole number.' })
  @Min(1, { message: 'Minimum per order must be at least 1.' }) @AtMost('Minimum per order', MAX_TICKETS)
  minPerOrder?: number;

  @ApiPropertyOptional({ default: 10 }) @IsOptional() @NumberField() @IsInt({ message: 'Maximum per order must be a whole number.' })
  @Min(1, { message: 'Maximum per order must be at least 1.' }) @AtMost('Maximum per order', MAX_TICKETS)
  maxPerOrder?: number;

  @ApiPropertyOptional({ description: 'ISO 8601 instant' }) @IsOptional() @Text() @IsISO8601({ strict: true }, { message: 'Sales start must be a date and time (ISO 8601).' })
  salesStart?: string;

  @ApiPropertyOptional({ description: 'ISO 8601 instant' }) @IsOptional() @Text() @IsISO8601({ strict: true }, { message: 'Sales end must be a date and time (ISO 8601).' })
  salesEnd?: string;

  @ApiPropertyOptional({ type: [QuantityPriceDto], description: 'quantity_based: unit price from a line quantity' })
  @IsOptional() @JsonObjects(QuantityPriceDto) @IsArray({ message: 'Quantity pricing must be a list.' }) @atMostEntries(MAX_ORDER_LINES, 'Quantity pricing may have at most 20 steps.') @ValidateNested({ each: true })
  quantityPricing?: QuantityPriceDto[];

  @ApiPropertyOptional({ default: false, description: 'Left out of the public event unless it is read with ?accessCode= (its code)' })
  @IsOptional() @BooleanField() @IsBoolean({ message: 'hidden must be true or false.' })
  hidden?: boolean;

  @ApiPropertyOptional({ example: 'INVITE-2026', description: "Required when hidden: 4–20 of A–Z, 0–9 and '-', case-insensitive (stored upper-case)" })
  @IsOptional() @Text() @IsString({ message: Messages.accessCodeFormat }) @Matches(/^[A-Za-z0-9-]{4,20}$/, { message: Messages.accessCodeFormat })
  accessCode?: string;
}

const idListRules = (label: string) => [
  IsOptional(), IdList(), IsArray({ message: `${label} must be a list of ids.` }), IsUUID('all', { each: true, message: `${label} must be a list of ids.` }),
];

/**
 * The event form of both audiences (admin-backoffice.md sections 3, 5 and 7). Shapes and ranges are
 * checked here; the rules that depend on other fields (required location unless online, the new
 * venue, organiser contact) are shared-dto's `requiredEventFields`, so a PUT carrying only {status} passes.
 */
export class EventFormDto implements Partial<Omit<EventFormInput, 'contactInfo' | 'newVenue'>> {
  @ApiProperty({ maxLength: 200 }) @IsOptional() @Text() @IsString() @MaxLength(200, { message: 'Title must be at most 200 characters.' })
  title?: string;

  @ApiProperty() @IsOptional() @Text() @IsString() @MaxLength(20000)
  description?: string;

  @ApiPropertyOptional({ maxLength: SHORT_DESCRIPTION_MAX })
  @IsOptional() @Text() @IsString() @MaxLength(SHORT_DESCRIPTION_MAX, { message: `Short description must be at most ${SHORT_DESCRIPTION_MAX} characters.` })
  shortDescription?: string;

  @ApiPropertyOptional({ enum: EVENT_CATEGORIES }) @IsOptional() @Text() @oneOf(EVENT_CATEGORIES, 'Category')
  category?: string;

  @ApiProperty({ enum: EVENT_TYPES, default: 'offline' }) @IsOptional() @Text() @oneOf(EVENT_TYPES, 'Event type')
  eventType?: EventType;

  @ApiProperty({ example: '2026-12-31' }) @IsOptional() @Day() @apply(...dayRules('Start date'))
  startDate?: string;

  @ApiProperty({ example: '19:30' }) @IsOptional() @Text() @Matches(TIME, { message: 'Start time must be a time (HH:mm).' })
  startTime?: string;

  @ApiPropertyOptional({ example: '2026-12-31' }) @IsOptional() @Day() @apply(...dayRules('End date'))
  endDate?: string;

  @ApiPropertyOptional({ example: '23:00' }) @IsOptional() @Text() @Matches(TIME, { message: 'End time must be a time (HH:mm).' })
  endTime?: string;

  @ApiPropertyOptional({ enum: TIMEZONES, default: 'Asia/Kolkata' }) @IsOptional() @Text() @oneOf(TIMEZONES, 'Timezone')
  timezone?: 'Asia/Kolkata';

  @ApiPropertyOptional({ example: '2h 30m' }) @IsOptional() @Text() @IsString() @MaxLength(50)
  duration?: string;

  @ApiPropertyOptional({ enum: EVENT_FORM_STATUSES, description: 'Admin: any but cancelled (that is POST …/cancel); vendor: draft (otherwise pending). Alone in a PUT: the moderation fallback.' })
  @IsOptional() @Text() @oneOf(EVENT_FORM_STATUSES, 'Status')
  status?: (typeof EVENT_FORM_STATUSES)[number];

  @ApiPropertyOptional({ description: 'Vendor: save as draft' }) @IsOptional() @BooleanField() @IsBoolean()
  saveAsDraft?: boolean;

  @ApiPropertyOptional({ description: 'Existing venue id' }) @IsOptional() @IdValue() @IsUUID('all', { message: 'Venue must be a venue id.' })
  venue?: string;

  @ApiPropertyOptional({ enum: ['existing', 'new'] }) @IsOptional() @Text() @oneOf(['existing', 'new'], 'Venue choice')
  venueChoice?: 'existing' | 'new';

  @ApiPropertyOptional({ type: NewVenueDto, description: 'JSON text in multipart' })
  @IsOptional() @JsonObject(NewVenueDto) @apply(...nested('New venue'))
  newVenue?: NewVenueDto;

  @ApiPropertyOptional({ type: LocationDto, description: 'JSON text in multipart' })
  @IsOptional() @JsonObject(LocationDto) @apply(...nested('Location'))
  location?: LocationDto;

  @ApiPropertyOptional({ type: OnlineDetailsDto, description: 'JSON text in multipart' })
  @IsOptional() @JsonObject(OnlineDetailsDto) @apply(...nested('Online details'))
  onlineDetails?: OnlineDetailsDto;

  @ApiPropertyOptional({ type: PricingDto, description: 'JSON text in multipart' })
  @IsOptional() @JsonObject(PricingDto) @apply(...nested('Pricing'))
  pricing?: PricingDto;

  @ApiPropertyOptional({ description: 'Legacy price in rupees, used when pricing.price is absent' })
  @IsOptional() @NumberField() @apply(...priceRules())
  price?: number;

  @ApiPropertyOptional({ type: CapacityDto, description: 'JSON text in multipart' })
  @IsOptional() @JsonObject(CapacityDto) @apply(...nested('Capacity'))
  capacity?: CapacityDto;

  @ApiPropertyOptional({ description: "Same as capacity.waitlistEnabled (issue 23's word), which it sets; answers carry it in capacity" })
  @IsOptional() @BooleanField() @IsBoolean()
  waitlistEnabled?: boolean;

  @ApiPropertyOptional({ description: 'Tickets offered in total' })
  @IsOptional() @NumberField() @IsInt({ message: 'Tickets must be a whole number.' }) @nonNegative('Tickets') @AtMost('Tickets', MAX_TICKETS)
  ticketsAvailable?: number;

  @ApiPropertyOptional({ enum: AGE_RESTRICTIONS }) @IsOptional() @Text() @oneOf(AGE_RESTRICTIONS, 'Age restriction')
  ageRestriction?: string;

  @ApiPropertyOptional({
    enum: TAX_CATEGORIES, default: 'admission',
    description: 'GST inside the ticket prices: admission (0% up to ₹500 a seat, else 18%), premium_sport (40%, e.g. the IPL), exempt (0%). An organiser without a GSTIN charges none',
  })
  @IsOptional() @Text() @oneOf(TAX_CATEGORIES, 'Tax category')
  taxCategory?: TaxCategory;

  @ApiPropertyOptional({ type: RequirementsDto, description: 'JSON text in multipart' })
  @IsOptional() @JsonObject(RequirementsDto) @apply(...nested('Requirements'))
  requirements?: RequirementsDto;

  @ApiProperty({ type: EventContactInfoDto, description: 'JSON text in multipart; organizerName and organizerEmail required' })
  @IsOptional() @JsonObject(EventContactInfoDto) @apply(...nested('Contact info'))
  contactInfo?: EventContactInfoDto;

  @ApiPropertyOptional({ type: [String], description: 'A list, JSON text, or comma-separated text' })
  @IsOptional() @CommaList() @IsArray({ message: 'Facilities must be a list.' }) @IsString({ each: true }) @MaxLength(100, { each: true })
  facilities?: string[];

  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(5000) importantInfo?: string;
  @ApiPropertyOptional({ description: 'Admin only (ignored from vendors)' }) @IsOptional() @BooleanField() @IsBoolean() isPublished?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @BooleanField() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional({ description: 'Admin only (ignored from vendors)' }) @IsOptional() @BooleanField() @IsBoolean() featured?: boolean;

  @ApiPropertyOptional({ default: 0, description: 'Admin only (ignored from vendors)' })
  @IsOptional() @NumberField() @IsInt({ message: 'Priority must be a whole number.' }) @nonNegative('Priority') @AtMost('Priority', MAX_ORDER)
  priority?: number;

  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(200) metaTitle?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(500) metaDescription?: string;
  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(500) videoUrl?: string;

  @ApiPropertyOptional({ description: "An image URL to keep when no banner file is sent; '' or null removes the banner" })
  @IsOptional() @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value === null ? '' : value))
  @IsString() @ValidateIf((o: EventFormDto) => o.bannerImage !== '') @Matches(IMAGE_URL, { message: 'Banner image must be an uploaded image or an http(s) URL.' })
  bannerImage?: string;

  @ApiPropertyOptional({ type: [String], description: 'Existing gallery URLs (JSON text in multipart)' })
  @IsOptional() @List(/,/) @IsArray({ message: 'Gallery must be a list of image URLs.' })
  @Matches(IMAGE_URL, { each: true, message: 'Gallery must be a list of image URLs.' })
  gallery?: string[];

  @ApiPropertyOptional({ description: 'With new gallery files: keep the listed gallery and append' })
  @IsOptional() @BooleanField() @IsBoolean()
  _appendGallery?: boolean;

  @ApiPropertyOptional({ type: [String] }) @apply(...idListRules('Categories')) categories?: string[];
  @ApiPropertyOptional({ type: [String] }) @apply(...idListRules('Tags')) tags?: string[];
  @ApiPropertyOptional({ type: [String] }) @apply(...idListRules('Languages')) languages?: string[];
  @ApiPropertyOptional({ type: [String] }) @apply(...idListRules('Performers')) performers?: string[];

  @ApiPropertyOptional({ type: [SessionInputDto], description: 'Showtimes, JSON text in multipart. Removing one with bookings is 409.' })
  @IsOptional() @JsonObjects(SessionInputDto, ['available', 'soldOut', 'ticketTypes', 'seated']) @IsArray({ message: 'Sessions must be a list.' }) @atMostEntries(MAX_SESSIONS, Messages.tooManySessions(MAX_SESSIONS)) @ValidateNested({ each: true })
  sessions?: SessionInputDto[];

  @ApiPropertyOptional({
    type: [TicketTypeInputDto],
    description: 'Ticket types, JSON text in multipart; ids keep existing types. Without it the spec\'s pricing fields are mapped: '
      + 'simple = one type from pricing.price and ticketsAvailable; tiered = pricing.tiers [{name, price, quantity}]; '
      + 'package = pricing.packages [{name, price, seats, quantity}] (seats → seatsPerUnit); quantity_based = one type with '
      + 'pricing.quantityPricing [{minQuantity, price}]. pricing.groupDiscount applies to the whole order. Removing a type with '
      + 'bookings, or a quantity below what is sold or held, is 409.',
  })
  @IsOptional() @JsonObjects(TicketTypeInputDto, ['available', 'soldOut', 'onSale']) @IsArray({ message: 'Ticket types must be a list.' }) @atMostEntries(MAX_TICKET_TYPES, Messages.tooManyTicketTypes(MAX_TICKET_TYPES)) @ValidateNested({ each: true })
  ticketTypes?: TicketTypeInputDto[];

  @ApiPropertyOptional({
    type: String, nullable: true, format: 'uuid',
    description: "A seating plan of the event's venue (issue 24): its showtimes then sell its seats, and each mapped type's quantity is the count of its categories' seats. null (or '') makes the event general admission again; absent keeps it. Changing it on an event with sales is 409 when a sold or held seat would go or change price.",
  })
  @IsOptional() @Transform(({ value }) => (value === '' ? null : value)) @ValidateIf((o: EventFormDto) => o.seatingPlanId !== null)
  @IsUUID('all', { message: Messages.seatingPlanOfVenue })
  seatingPlanId?: string | null;

  @ApiPropertyOptional({ type: [SeatCategoryInputDto], description: 'With seatingPlanId: every category of the plan mapped to one ticket type (JSON text in multipart)' })
  @IsOptional() @JsonObjects(SeatCategoryInputDto) @IsArray({ message: 'seatCategories must be a list.' }) @atMostEntries(20, 'seatCategories may have at most 20 entries.') @ValidateNested({ each: true })
  seatCategories?: SeatCategoryInputDto[];
}

/**
 * How the event form arrives: plain JSON, or multipart with `bannerImage` (one) and `gallery` (many) files
 * and the fields either each on its own or together as JSON text in `data`.
 */
export const EventFormUpload = () =>
  applyDecorators(
    UseUploadInterceptors(FileFieldsInterceptor([{ name: 'bannerImage', maxCount: 1 }, { name: 'gallery', maxCount: 30 }], UPLOAD_OPTIONS), DataFieldInterceptor),
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiExtraModels(EventFormDto),
    ApiBody({
      description: 'The event form. In multipart, objects and arrays are JSON text (or the whole form is JSON text in `data`), and the files are bannerImage (one image) and gallery (images); 10 MB each.',
      schema: {
        allOf: [
          { $ref: getSchemaPath(EventFormDto) },
          { type: 'object', properties: { data: { type: 'string', description: 'Multipart: the form as JSON text; a field also sent on its own wins' }, bannerImage: { type: 'string', format: 'binary' }, gallery: { type: 'array', items: { type: 'string', format: 'binary' } } } },
        ],
      },
    }),
  );

/** A PUT carrying only {status} is the moderation fallback of the back office. */
export const isStatusOnly = (dto: EventFormDto) => dto.status !== undefined && Object.keys(dto).every((k) => k === 'status' || (dto as Record<string, unknown>)[k] === undefined);

// ---------------------------------------------------------------------------------------------------
// Other requests
// ---------------------------------------------------------------------------------------------------

export class EventStatusDto {
  @ApiProperty({ enum: MODERATION_STATUSES }) @Text() @oneOf(MODERATION_STATUSES, 'Status')
  status: (typeof MODERATION_STATUSES)[number];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000, description: 'Why: shown to the vendor and mailed to them' })
  @IsOptional() @Text() @IsString() @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  reason?: string | null;
}

const emptyIsAbsent = () => Transform(({ value }) => (value === '' || value === 'all' ? undefined : value));

/** GET /api/admin/events and /api/vendor/events. */
export class EventListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: EVENT_STATUSES }) @IsOptional() @emptyIsAbsent() @oneOf(EVENT_STATUSES, 'Status')
  status?: EventStatus;

  @ApiPropertyOptional({ enum: ['title', 'startDate', 'createdAt', 'updatedAt', 'status', 'city', 'price', 'tickets'] })
  @IsOptional() @emptyIsAbsent() @oneOf(['title', 'startDate', 'startAt', 'createdAt', 'updatedAt', 'status', 'city', 'price', 'tickets'], 'Sort')
  sort?: string;

  @ApiPropertyOptional({ enum: ['pending'], description: 'pending: live events with changes waiting for approval' })
  @IsOptional() @emptyIsAbsent() @oneOf(['pending'], 'revision')
  revision?: 'pending';
}

/** The organiser's message to buyers. */
export class BuyerMessageDto implements BuyerMessageInput {
  @ApiPropertyOptional({ description: 'One showtime; all of the event when absent' })
  @IsOptional() @emptyIsAbsent() @IsUUID('all', { message: 'sessionId must be a showtime id.' })
  sessionId?: string;

  @ApiProperty({ maxLength: 120 })
  @Text() @IsString({ message: 'Subject is required.' }) @IsNotEmpty({ message: 'Subject is required.' }) @MaxLength(120, { message: 'The subject must be at most 120 characters.' })
  subject: string;

  @ApiProperty({ maxLength: 2000 })
  @Text() @IsString({ message: 'Message is required.' }) @IsNotEmpty({ message: 'Message is required.' }) @MaxLength(2000, { message: 'The message must be at most 2000 characters.' })
  message: string;
}

export class CancelEventDto implements CancelEventInput {
  @ApiProperty({ maxLength: 1000, description: 'Told to every buyer by e-mail and SMS' })
  @Text() @IsString({ message: Messages.cancelReasonRequired }) @IsNotEmpty({ message: Messages.cancelReasonRequired })
  @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  reason: string;

  @ApiPropertyOptional({ description: 'One showtime; the whole event when absent' })
  @IsOptional() @emptyIsAbsent() @IsUUID('all', { message: 'sessionId must be a showtime id.' })
  sessionId?: string;
}

/** The administrator's decision on a pending revision. */
export class RevisionDecisionDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000, description: 'Why: mailed to the vendor' })
  @IsOptional() @Text() @IsString() @MaxLength(1000, { message: 'The reason must be at most 1000 characters.' })
  reason?: string | null;
}

const upperLimit = (max: number) => [Type(() => Number), IsInt(), Min(1), Max(max, { message: `limit must not be greater than ${max}.` })];

/** GET /api/events/public: the public list's filters. Days are Asia/Kolkata. */
export class PublicEventQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @AtMost('page', MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 12 }) @IsOptional() @apply(...upperLimit(100))
  limit?: number;

  @ApiPropertyOptional({
    enum: PUBLIC_EVENT_SORTS, default: 'upcoming',
    description: 'upcoming or date: soonest first; recent: newest created first; price: lowest "starting at" first (unpriced last); popularity: most seats taken first',
  })
  @IsOptional() @emptyIsAbsent() @oneOf([...PUBLIC_EVENT_SORTS], 'Sort')
  sort?: PublicEventSort;

  @ApiPropertyOptional({ description: 'Category ids, comma separated' })
  @IsOptional() @IdList() @IsArray() @IsUUID('all', { each: true, message: 'cats must be category ids separated by commas.' })
  cats?: string[];

  @ApiPropertyOptional({ description: 'Rupees; events without a price are kept' })
  @IsOptional() @NumberField() @IsNumber({}, { message: 'minPrice must be a number.' }) @nonNegative('minPrice') @AtMost('minPrice', MAX_PRICE_RUPEES)
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Rupees; events without a price are kept' })
  @IsOptional() @NumberField() @IsNumber({}, { message: 'maxPrice must be a number.' }) @nonNegative('maxPrice') @AtMost('maxPrice', MAX_PRICE_RUPEES)
  maxPrice?: number;

  @ApiPropertyOptional({ enum: ['today', 'tomorrow', 'weekend'] }) @IsOptional() @emptyIsAbsent() @oneOf(['today', 'tomorrow', 'weekend'], 'date')
  date?: 'today' | 'tomorrow' | 'weekend';

  @ApiPropertyOptional({ example: '2026-12-01', description: 'First day, inclusive' }) @IsOptional() @emptyIsAbsent() @apply(...dayRules('from'))
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-07', description: 'Last day, inclusive' }) @IsOptional() @emptyIsAbsent() @apply(...dayRules('to'))
  to?: string;

  @ApiPropertyOptional() @IsOptional() @Text() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional({ description: 'Venue id' }) @IsOptional() @emptyIsAbsent() @IsUUID('all', { message: 'venue must be a venue id.' }) venue?: string;
  @ApiPropertyOptional({ description: 'Performer id' }) @IsOptional() @emptyIsAbsent() @IsUUID('all', { message: 'performer must be a performer id.' }) performer?: string;
  @ApiPropertyOptional({ description: 'Language id' }) @IsOptional() @emptyIsAbsent() @IsUUID('all', { message: 'language must be a language id.' }) language?: string;
  @ApiPropertyOptional({ description: 'Words of the title, a performer\'s name, the venue\'s name or the city' }) @IsOptional() @Text() @IsString() @MaxLength(200) q?: string;
}

// ---------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/**
 * What is on sale and what is left, from the inventory rows: per type (over all showtimes), per showtime
 * (its capacity caps all types together), in total (seats), and per row for the back office. The implicit
 * session of an event without showtimes is listed only with `showImplicit`; every showtime of a `seated` event is seated.
 */
export function ticketingOf(rel: EventRelations, { seated, showImplicit, now = Date.now() }: { seated: boolean; showImplicit: boolean; now?: number }) {
  const shown = rel.sessions.filter((s) => !s.implicit);
  const typeLeft = new Map<string, number>();
  let ticketsTotal = 0;
  let ticketsAvailable = 0;
  const sessions: EventSession[] = [];
  for (const s of rel.sessions) {
    // a cancelled showtime offers nothing (its seats came back with the cancelled bookings, but are not for sale)
    const capLeft = s.cancelledAt ? 0 : s.capacity === null ? Infinity : Math.max(0, s.capacity - s.seatsHeld);
    let seatsLeft = 0;
    let seatsTotal = 0;
    const perType = rel.types.map((t) => {
      const row = rel.inventory.find((r) => r.sessionId === s.id && r.ticketTypeId === t.id);
      const available = Math.min(row?.available ?? 0, Math.floor(capLeft / t.seatsPerUnit));
      seatsLeft += (row?.available ?? 0) * t.seatsPerUnit;
      seatsTotal += (row?.quantity ?? 0) * t.seatsPerUnit;
      typeLeft.set(t.id, (typeLeft.get(t.id) ?? 0) + available);
      return { id: t.id, available, soldOut: available === 0 };
    });
    const available = Math.min(seatsLeft, capLeft);
    ticketsAvailable += available;
    if (!s.cancelledAt) ticketsTotal += Math.min(seatsTotal, s.capacity ?? Infinity);
    if (!s.implicit || showImplicit) {
      sessions.push({
        _id: s.id, id: s.id, startsAt: s.startsAt.toISOString(), label: s.label, capacity: s.capacity, available, soldOut: available === 0, ticketTypes: perType,
        cancelledAt: s.cancelledAt?.toISOString() ?? null, cancelReason: s.cancelReason, seated,
      });
    }
  }
  const onSale = (t: EventRelations['types'][number]) => (!t.salesStart || t.salesStart.getTime() <= now) && (!t.salesEnd || t.salesEnd.getTime() > now);
  const ticketTypes: EventTicketType[] = rel.types.map((t) => ({
    _id: t.id, id: t.id, name: t.name, description: t.description, price: paiseToRupees(t.pricePaise), quantity: t.quantity,
    seatsPerUnit: t.seatsPerUnit, minPerOrder: t.minPerOrder, maxPerOrder: t.maxPerOrder,
    salesStart: t.salesStart?.toISOString() ?? null, salesEnd: t.salesEnd?.toISOString() ?? null,
    quantityPricing: t.quantityPricing.map((q) => ({ minQuantity: q.minQuantity, price: paiseToRupees(q.pricePaise) })),
    available: typeLeft.get(t.id) ?? 0, soldOut: (typeLeft.get(t.id) ?? 0) === 0, onSale: onSale(t),
    hidden: t.hidden, accessCode: t.accessCode,
  }));
  const selling = rel.types.filter(onSale);
  const priced = selling.length ? selling : rel.types;
  const lowest = priced.length ? Math.min(...priced.map((t) => t.pricePaise)) : null;
  const inventory: EventInventoryRow[] = rel.inventory.map((r) => ({
    sessionId: shown.some((s) => s.id === r.sessionId) ? r.sessionId : null,
    ticketTypeId: r.ticketTypeId, quantity: r.quantity, sold: r.sold, held: r.held - r.sold, available: r.available,
  }));
  return {
    ticketTypes, sessions, ticketsTotal, ticketsAvailable, inventory,
    soldOut: rel.types.length > 0 && ticketsAvailable === 0,
    price: lowest === null ? null : paiseToRupees(lowest),
  };
}

/**
 * The one event answer: the form's fields plus the public aliases. `withOwner` adds who submitted it
 * (back office and vendor portal only).
 */
export function toEventResponse(e: EventRow, rel: EventRelations, withOwner: boolean): EventResponse {
  // a seated event without showtimes sells the seats of its implicit session: buyers see it, so they can read its map
  const seated = !!e.seatingPlanId;
  const sale = ticketingOf(rel, { seated, showImplicit: !withOwner && seated });
  const price = sale.price;
  const pricing = { pricingType: 'simple' as const, ...(e.pricing ?? {}), isFree: e.isFree, currency: e.currency, price } as EventResponse['pricing'];
  const venue = rel.venue ? { _id: rel.venue.id, id: rel.venue.id, name: rel.venue.name, city: rel.venue.city, address: rel.venue.address } : null;
  const response: EventResponse = {
    _id: e.id, id: e.id, slug: e.slug, code: e.code, title: e.title, description: e.description,
    shortDescription: e.shortDescription, category: e.category, eventType: e.eventType, status: e.status,
    isPublished: e.isPublished, isActive: e.isActive, featured: e.featured, priority: e.priority,
    startDate: e.startAt.toISOString(), startAt: e.startAt.toISOString(),
    endDate: e.endAt?.toISOString() ?? null, endAt: e.endAt?.toISOString() ?? null,
    startDay: istDay(e.startAt), startTime: istTime(e.startAt),
    endDay: e.endAt ? istDay(e.endAt) : null, endTime: e.endAt ? istTime(e.endAt) : null,
    timezone: e.timezone, duration: e.duration,
    venue, city: e.city, location: e.location ?? null, onlineDetails: e.onlineDetails ?? null,
    pricing, price, ticketPrice: price, isFree: e.isFree, currency: e.currency,
    capacity: e.capacity ?? null,
    ticketsTotal: sale.ticketsTotal, ticketsAvailable: sale.ticketsAvailable, tickets: sale.ticketsAvailable,
    ticketsSold: sale.ticketsTotal - sale.ticketsAvailable, soldOut: sale.soldOut,
    ageRestriction: e.ageRestriction, taxCategory: e.taxCategory, requirements: e.requirements ?? null, contactInfo: (e.contactInfo ?? null) as EventResponse['contactInfo'],
    facilities: e.facilities, importantInfo: e.importantInfo, metaTitle: e.metaTitle, metaDescription: e.metaDescription, videoUrl: e.videoUrl,
    bannerImage: e.bannerImage, gallery: e.gallery, images: e.gallery.map((url) => ({ url })),
    categories: rel.categories, tags: rel.tags, languages: rel.languages, performers: rel.performers,
    sessions: sale.sessions, ticketTypes: sale.ticketTypes,
    seatingPlanId: e.seatingPlanId, seatCategories: e.seatCategories,
    createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString(),
  };
  if (withOwner) {
    response.createdByType = e.createdByType;
    response.vendor = rel.vendor ? { company: rel.vendor.companyName, name: rel.vendor.contactName } : null;
    response.ownerName = rel.vendor?.companyName ?? 'Administrator';
    response.inventory = sale.inventory;
    response.moderationReason = e.moderationReason;
    response.cancelReason = e.cancelReason;
    response.pendingRevision = e.pendingRevision ? { submittedAt: e.pendingRevision.submittedAt, changes: e.pendingRevision.changes } : null;
  }
  return response;
}

/** An event as the public reads it: only the allow-listed fields, copied one by one. */
export function toPublicEvent(e: EventResponse): PublicEvent {
  const event = Object.fromEntries(PUBLIC_EVENT_FIELDS.map((k) => [k, e[k]])) as PublicEvent;
  // a cancelled showtime is neither listed nor bookable (its buyers were refunded and told); access codes stay with the organiser
  return { ...event, sessions: event.sessions.filter((s) => !s.cancelledAt), ticketTypes: event.ticketTypes.map((t) => ({ ...t, accessCode: null })) };
}

/** The event's relations as the public reads them: hidden ticket types only when `accessCode` is theirs (case-insensitive). */
export function shownTypesOf(rel: EventRelations, accessCode?: string): EventRelations {
  const code = accessCode?.trim().toUpperCase();
  const types = rel.types.filter((t) => !t.hidden || (!!code && t.accessCode === code));
  if (types.length === rel.types.length) return rel;
  const ids = new Set(types.map((t) => t.id));
  return { ...rel, types, inventory: rel.inventory.filter((r) => ids.has(r.ticketTypeId)) };
}

function cardImage(url: string): EventCard['image'] {
  const image = responsiveImage(url);
  return { url, width: image?.width ?? null, height: image?.height ?? null, widths: image?.widths ?? [] };
}

/** A public list's card (see EventCard in shared-dto). */
export function toEventCard(c: EventCardRow): EventCard {
  return {
    id: c.id, slug: c.slug, code: c.code, title: c.title, startAt: c.startAt.toISOString(),
    venue: c.venueName || c.city ? { name: c.venueName, city: c.city } : null,
    price: c.isFree ? 0 : rupees(c.pricePaise),
    isFree: c.isFree,
    soldOut: c.soldOut,
    category: c.category,
    image: c.bannerImage ? cardImage(c.bannerImage) : null,
    videoUrl: c.videoUrl,
  };
}
