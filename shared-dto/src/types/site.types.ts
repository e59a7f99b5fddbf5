import type { Locale } from '../message-locale';
import type { ContentPageKey } from '../enums';

export interface ImageRef {
  url: string;
  alt: string;
}

export interface HeroBanner {
  _id: string;
  id: string;
  title: string;
  subtitle: string;
  description: string;
  image: ImageRef;
  buttonText: string;
  buttonLink: string;
  isActive: boolean;
  order: number;
  showOverlay: boolean;
  overlayOpacity: number;
}

export interface SiteLogo {
  name: string;
  image: ImageRef;
}

export interface HealthResponse {
  status: 'ok';
}

/** Upload answers of upload-banner and upload-logo. */
export interface ImageUploadResponse {
  success: true;
  imageUrl: string;
  message: string;
}

/** Answer of PUT /api/hero/admin/logo; errors carry `success: false` and `error`. */
export interface LogoUpdateResponse {
  success: true;
  data: SiteLogo;
  message: string;
}

export type HeroBannerInput = Partial<Omit<HeroBanner, '_id' | 'id' | 'image'>> & { image?: Partial<ImageRef> };

export interface ContentContactInfo {
  email?: string;
  phone?: string;
  address?: string;
  /** An embeddable map URL or iframe HTML, stored as given. */
  mapEmbed?: string;
}

export interface ContentTeamMember {
  name: string;
  position?: string;
  bio?: string;
  avatar?: string;
}

export interface ContentAboutInfo {
  mission?: string;
  vision?: string;
  teamMembers?: ContentTeamMember[];
}

/** A managed content page. `content` is admin-authored HTML, stored and answered as given. */
export interface ContentPage {
  _id: string;
  id: string;
  page: ContentPageKey;
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  /** Comma separated. */
  metaKeywords: string;
  isActive: boolean;
  version: number;
  contactInfo: ContentContactInfo;
  aboutInfo: ContentAboutInfo;
  createdAt: string;
  updatedAt: string;
}

export type ContentPageInput = Pick<ContentPage, 'page' | 'title' | 'content'> &
  Partial<Pick<ContentPage, 'metaTitle' | 'metaDescription' | 'metaKeywords' | 'isActive' | 'contactInfo' | 'aboutInfo'>>;

/** A page as it was before an update (`version` is the version it had then). */
export interface ContentPageVersion extends Omit<ContentPage, '_id' | 'id' | 'createdAt'> {
  _id: string;
  id: string;
  contentPageId: string;
  /** When this version was replaced. */
  replacedAt: string;
}

/**
 * One content page, readable as `body.data.title` and as `body.data.data.title`: the spec's public
 * client reads `data.data`, other clients read `data`.
 */
export interface ContentPageEnvelope {
  success: true;
  data: ContentPage & { data: ContentPage };
}

/** Content lists (pages, history): the spec's client reads `data.data[]`. */
export interface ContentListEnvelope<T> {
  data: { data: T[]; total: number };
  total: number;
}

export interface AdminDashboardResponse {
  message: string;
  adminId: string;
}

/** Back-office stat cards; revenue in rupees (2 decimals) from confirmed bookings. */
export interface AdminStats {
  events: number;
  bookings: number;
  /** Tickets (units) of confirmed bookings. */
  ticketsSold: number;
  /** Seats those tickets take. */
  seatsSold: number;
  users: number;
  venues: number;
  revenue: number;
}

export interface UserDashboardProfile {
  _id: string;
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
}

export interface UserDashboardStats {
  totalBookings: number;
}

export interface UserDashboardResponse {
  profile: UserDashboardProfile;
  stats: UserDashboardStats;
}

/** PUT /api/user/profile: the buyer's name and email (the phone is the login and cannot change here). */
export interface UpdateUserProfileRequest {
  name: string;
  email: string;
}

/** PUT /api/user/locale and PUT /api/vendor/auth/locale: the language chosen with the site's or the portal's switch. */
export interface UpdateLocaleRequest {
  locale: Locale;
}
export type UpdateUserLocaleRequest = UpdateLocaleRequest;

/** A message kept by the development mail outbox (GET /api/dev/mail-outbox?to=…). */
export interface DevMailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  createdAt: string;
}

/** A text the log SMS provider kept (GET /api/dev/sms-outbox?phone=…). */
export interface DevSmsMessage {
  phone: string;
  body: string;
  createdAt: string;
}
