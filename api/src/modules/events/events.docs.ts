import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { EVENT_STATUSES, EVENT_TYPES, PUBLIC_EVENT_FIELDS, TAX_CATEGORIES } from '@marketplace/shared-dto';
// the stored objects have the shapes the event form sends
import { CapacityDto, EventContactInfoDto, LocationDto, OnlineDetailsDto, RequirementsDto } from './events.dto';
import type {
  BuyerMessageResult, CancelEventResult, EventCard, SessionTicketAvailability, EventContactInfo, EventInventoryRow, EventList, EventNamedRef, EventOwner, EventPerformerRef, EventPricing,
  EventResponse, EventRevisionChange, SeatAvailability, SeatCategoryMapping, SeatMapCategory, ShowtimeSeatMap, EventRevisionView, EventSession, EventTicketType, EventVenueRef, MessageResponse, PublicEventDetail, PublicEventList,
} from '@marketplace/shared-dto';

/** Swagger shapes of the event answers (the TypeScript shapes are EventResponse and friends in shared-dto). */
export class NamedRefDoc implements EventNamedRef {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class EventPerformerDoc extends NamedRefDoc implements EventPerformerRef {
  @ApiProperty() slug: string;
  @ApiPropertyOptional({ type: String, nullable: true }) role: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) image: string | null;
}

export class EventVenueDoc extends NamedRefDoc implements EventVenueRef {
  @ApiPropertyOptional({ type: String, nullable: true }) city: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) address: string | null;
}

class SessionTypeDoc implements SessionTicketAvailability {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Units of the type left in this showtime' }) available: number;
  @ApiProperty() soldOut: boolean;
}

export class EventSessionDoc implements EventSession {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() startsAt: string;
  @ApiProperty() label: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Seats of all types together; null = no cap' }) capacity: number | null;
  @ApiProperty({ description: 'Seats left in this showtime' }) available: number;
  @ApiProperty() soldOut: boolean;
  @ApiProperty({ type: [SessionTypeDoc] }) ticketTypes: SessionTypeDoc[];
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Set when the showtime (or its event) was cancelled: nothing is sold for it' }) cancelledAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'What its buyers were told' }) cancelReason: string | null;
  @ApiProperty({ description: 'Sells reserved seats of the event\'s plan (the map: GET /api/events/public/{slug}/{code}/sessions/{id}/seats), not quantities' })
  seated: boolean;
}

export class SeatCategoryMappingDoc implements SeatCategoryMapping {
  @ApiProperty({ example: 'Gold' }) category: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
}

class QuantityPriceDoc implements NonNullable<EventTicketType['quantityPricing'][number]> {
  @ApiProperty() minQuantity: number;
  @ApiProperty({ description: 'Rupees' }) price: number;
}

export class EventTicketTypeDoc implements EventTicketType {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiPropertyOptional({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'Rupees; 0 = free' }) price: number;
  @ApiProperty({ description: 'Units for sale in each showtime' }) quantity: number;
  @ApiProperty() seatsPerUnit: number;
  @ApiProperty() minPerOrder: number;
  @ApiProperty() maxPerOrder: number;
  @ApiPropertyOptional({ type: String, nullable: true }) salesStart: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) salesEnd: string | null;
  @ApiProperty({ type: [QuantityPriceDoc] }) quantityPricing: QuantityPriceDoc[];
  @ApiProperty({ description: 'Units left over all showtimes' }) available: number;
  @ApiProperty() soldOut: boolean;
  @ApiProperty({ description: 'Inside its sales window now' }) onSale: boolean;
  @ApiProperty({ description: 'Left out of the public event unless read with its access code' }) hidden: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'INVITE-2026', description: 'What unlocks a hidden type; null on the public site' }) accessCode: string | null;
}

export class EventInventoryDoc implements EventInventoryRow {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null for an event without showtimes' }) sessionId: string | null;
  @ApiProperty() ticketTypeId: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Units in confirmed bookings' }) sold: number;
  @ApiProperty({ description: 'Units in pending bookings (awaiting payment or approval)' }) held: number;
  @ApiProperty() available: number;
}

export class EventOwnerDoc implements EventOwner {
  @ApiProperty() company: string;
  @ApiProperty() name: string;
}

export class EventPricingDoc implements EventPricing {
  @ApiProperty() isFree: boolean;
  @ApiProperty({ enum: ['simple', 'quantity_based', 'package', 'tiered'] }) pricingType: 'simple' | 'quantity_based' | 'package' | 'tiered';
  @ApiProperty() currency: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Rupees' }) price: number | null;
}

export class EventRevisionChangeDoc implements EventRevisionChange {
  @ApiProperty({ example: 'ticketTypes.0.price' }) field: string;
  @ApiProperty({ example: 'General Admission: price' }) label: string;
  @ApiProperty({ type: String, nullable: true, example: '₹499.00' }) from: string | null;
  @ApiProperty({ type: String, nullable: true, example: '₹599.00' }) to: string | null;
}

export class EventRevisionDoc implements EventRevisionView {
  @ApiProperty() submittedAt: string;
  @ApiProperty({ type: [EventRevisionChangeDoc] }) changes: EventRevisionChangeDoc[];
}

export class EventDoc implements EventResponse {
  @ApiProperty() _id: string;
  @ApiProperty() id: string;
  @ApiProperty() slug: string;
  @ApiProperty() code: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiPropertyOptional({ type: String, nullable: true }) shortDescription: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) category: string | null;
  @ApiProperty({ enum: EVENT_TYPES }) eventType: (typeof EVENT_TYPES)[number];
  @ApiProperty({ enum: EVENT_STATUSES }) status: (typeof EVENT_STATUSES)[number];
  @ApiProperty() isPublished: boolean;
  @ApiProperty() isActive: boolean;
  @ApiProperty() featured: boolean;
  @ApiProperty() priority: number;
  @ApiProperty({ description: 'Start instant (ISO), same as startAt' }) startDate: string;
  @ApiProperty() startAt: string;
  @ApiPropertyOptional({ type: String, nullable: true }) endDate: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) endAt: string | null;
  @ApiProperty({ description: 'Local day in Asia/Kolkata, YYYY-MM-DD (for the form)' }) startDay: string;
  @ApiProperty({ description: 'Local time, HH:mm' }) startTime: string;
  @ApiPropertyOptional({ type: String, nullable: true }) endDay: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) endTime: string | null;
  @ApiProperty() timezone: string;
  @ApiPropertyOptional({ type: String, nullable: true }) duration: string | null;
  @ApiPropertyOptional({ type: EventVenueDoc, nullable: true }) venue: EventVenueDoc | null;
  @ApiPropertyOptional({ type: String, nullable: true }) city: string | null;
  @ApiPropertyOptional({ type: () => LocationDto, nullable: true }) location: object | null;
  @ApiPropertyOptional({ type: () => OnlineDetailsDto, nullable: true }) onlineDetails: object | null;
  @ApiProperty({ type: EventPricingDoc }) pricing: EventPricingDoc;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "Rupees: the lowest on-sale ticket-type price ('Starting at'); null without types" }) price: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) ticketPrice: number | null;
  @ApiProperty() isFree: boolean;
  @ApiProperty() currency: string;
  @ApiPropertyOptional({ type: () => CapacityDto, nullable: true }) capacity: object | null;
  @ApiProperty({ description: 'Seats offered over all showtimes and types' }) ticketsTotal: number;
  @ApiProperty({ description: 'Seats left over all showtimes and types' }) ticketsAvailable: number;
  @ApiProperty({ description: 'True when every type of every showtime is sold out' }) soldOut: boolean;
  @ApiProperty() tickets: number;
  @ApiProperty() ticketsSold: number;
  @ApiPropertyOptional({ type: String, nullable: true }) ageRestriction: string | null;
  @ApiProperty({ enum: TAX_CATEGORIES, description: 'GST of admission: admission (0% up to ₹500 a seat, else 18%), premium_sport (40%), exempt (0%)' }) taxCategory: (typeof TAX_CATEGORIES)[number];
  @ApiPropertyOptional({ type: () => RequirementsDto, nullable: true }) requirements: object | null;
  @ApiPropertyOptional({ type: () => EventContactInfoDto, nullable: true }) contactInfo: EventContactInfo | null;
  @ApiProperty({ type: [String] }) facilities: string[];
  @ApiPropertyOptional({ type: String, nullable: true }) importantInfo: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) metaTitle: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) metaDescription: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) videoUrl: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) bannerImage: string | null;
  @ApiProperty({ type: [String] }) gallery: string[];
  @ApiProperty({ type: 'array', items: { type: 'object', properties: { url: { type: 'string' } } } }) images: { url: string }[];
  @ApiProperty({ type: [NamedRefDoc] }) categories: NamedRefDoc[];
  @ApiProperty({ type: [NamedRefDoc] }) tags: NamedRefDoc[];
  @ApiProperty({ type: [NamedRefDoc] }) languages: NamedRefDoc[];
  @ApiProperty({ type: [EventPerformerDoc] }) performers: EventPerformerDoc[];
  @ApiProperty({ type: [EventSessionDoc] }) sessions: EventSessionDoc[];
  @ApiProperty({ type: [EventTicketTypeDoc] }) ticketTypes: EventTicketTypeDoc[];
  @ApiPropertyOptional({ type: [EventInventoryDoc], description: 'Back office and vendor answers only: sold / held / left per showtime × type' })
  inventory?: EventInventoryDoc[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "The venue's seating plan the event sells seats of (null: general admission); not on public answers" })
  seatingPlanId: string | null;
  @ApiProperty({ type: [SeatCategoryMappingDoc], description: "Each plan category's ticket type (empty for general admission); not on public answers" })
  seatCategories: SeatCategoryMappingDoc[];
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
  @ApiPropertyOptional({ enum: ['admin', 'vendor'], description: 'Back office and vendor answers only' }) createdByType?: 'admin' | 'vendor';
  @ApiPropertyOptional({ type: EventOwnerDoc, nullable: true, description: 'Back office and vendor answers only' }) vendor?: EventOwnerDoc | null;
  @ApiPropertyOptional({ description: 'Back office and vendor answers only' }) ownerName?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: "Back office and vendor answers only: the administrator's reason for the latest decision" })
  moderationReason?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Back office and vendor answers only: why the event was cancelled, as its buyers were told' })
  cancelReason?: string | null;
  @ApiPropertyOptional({ type: () => EventRevisionDoc, nullable: true, description: 'Back office and vendor answers only: an edit of a live event waiting for approval' })
  pendingRevision?: EventRevisionDoc | null;
}

export class EventListDoc implements EventList {
  @ApiProperty({ type: [EventDoc] }) data: EventDoc[];
  @ApiProperty() total: number;
}

export class EventCardVenueDoc implements NonNullable<EventCard['venue']> {
  @ApiPropertyOptional({ type: String, nullable: true }) name: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) city: string | null;
}

export class EventCardImageDoc implements NonNullable<EventCard['image']> {
  @ApiProperty() url: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Upright width in pixels (null: no variants)' }) width: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) height: number | null;
  @ApiProperty({ type: [Number], description: 'Widths of the stored WebP/AVIF variants, `<url without extension>-w<width>.avif|webp`' }) widths: number[];
}

export class EventCardDoc implements EventCard {
  @ApiProperty() id: string;
  @ApiProperty() slug: string;
  @ApiProperty() code: string;
  @ApiProperty() title: string;
  @ApiProperty() startAt: string;
  @ApiPropertyOptional({ type: EventCardVenueDoc, nullable: true }) venue: EventCardVenueDoc | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Lowest price in rupees; 0 when free; null when not set' }) price: number | null;
  @ApiProperty() isFree: boolean;
  @ApiProperty() soldOut: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'First linked category' }) category: string | null;
  @ApiPropertyOptional({ type: EventCardImageDoc, nullable: true }) image: EventCardImageDoc | null;
  @ApiPropertyOptional({ type: String, nullable: true }) videoUrl: string | null;
}

export class PublicEventListDoc implements PublicEventList {
  @ApiProperty({ type: [EventCardDoc], description: 'Cards: what a list shows; the detail has the full event' }) data: EventCardDoc[];
  @ApiProperty() hasMore: boolean;
}

/** The public detail: the fields of EventDoc anyone may read (PUBLIC_EVENT_FIELDS, the server's own allow-list). */
export class PublicEventDetailDoc extends PickType(EventDoc, PUBLIC_EVENT_FIELDS) implements PublicEventDetail {
  @ApiProperty({ enum: ['on_sale', 'off_sale'], description: "off_sale: taken off the site (or its organiser suspended), still shown to those holding its tickets" })
  saleState: 'on_sale' | 'off_sale';
  @ApiProperty() soldOut: boolean;
  @ApiProperty({ type: [EventCardDoc], description: 'Up to 12 other upcoming events, same category first' }) related: EventCardDoc[];
}

export class EventDeletedDoc implements MessageResponse {
  @ApiProperty({ example: 'Deleted' }) message: string;
}

export class BuyerMessageResultDoc implements BuyerMessageResult {
  @ApiProperty({ example: 'Message sent to 12 bookings.' }) message: string;
  @ApiProperty({ description: 'Bookings told, each by e-mail and SMS' }) recipients: number;
  @ApiProperty({ description: 'Messages this event may still send today' }) remainingToday: number;
}

export class CancelEventResultDoc implements CancelEventResult {
  @ApiProperty({ example: 'Cancelled. 13 bookings cancelled and refunded in full; every buyer is told the reason.' }) message: string;
  @ApiProperty({ description: 'Bookings cancelled: each paid one refunded in full, each buyer told by e-mail and SMS' }) cancelledBookings: number;
  @ApiProperty({ type: () => EventDoc }) event: EventDoc;
}

class MapSeatDoc {
  @ApiProperty({ example: 'stalls:f:12' }) guid: string;
  @ApiProperty({ example: '12' }) label: string;
  @ApiProperty() x: number;
  @ApiProperty() y: number;
  @ApiProperty({ example: 'Gold' }) category: string;
}

class MapRowDoc {
  @ApiProperty({ example: 'F' }) label: string;
  @ApiProperty({ type: [MapSeatDoc] }) seats: MapSeatDoc[];
}

class MapZoneDoc {
  @ApiProperty({ example: 'Stalls' }) name: string;
  @ApiProperty({ type: [MapRowDoc] }) rows: MapRowDoc[];
}

class MapPlanDoc {
  @ApiProperty({ type: [MapZoneDoc] }) zones: MapZoneDoc[];
}

class SeatMapCategoryDoc implements SeatMapCategory {
  @ApiProperty({ example: 'Gold' }) name: string;
  @ApiProperty({ example: '#7b1fa2' }) color: string;
  @ApiProperty({ format: 'uuid' }) ticketTypeId: string;
  @ApiProperty({ description: "Rupees: the type's price" }) price: number;
}

/** GET /api/events/public/{slug}/{code}/sessions/{sessionId}/seats (issue 24). */
export class ShowtimeSeatMapDoc implements ShowtimeSeatMap {
  @ApiProperty({ type: MapPlanDoc, description: 'Zones of rows of seats, in plan order (the stage is at the top: smallest y)' }) plan: MapPlanDoc;
  @ApiProperty({ type: [SeatMapCategoryDoc] }) categories: SeatMapCategoryDoc[];
  @ApiProperty({
    type: 'object', additionalProperties: { type: 'string', enum: ['available', 'unavailable'] },
    description: "Each seat's availability by guid: held, sold and blocked seats are all 'unavailable'",
  })
  status: Record<string, SeatAvailability>;
}
