import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DateTime } from 'luxon';
import { eventPlace, EventResponse, IMAGE_SIZES, Locale, localisedPath, PublicEvent, splitLocalePath } from '@marketplace/shared-dto';
import { APP_CONFIG, AppConfig } from '../../config/app.config';
import { EventsService } from '../events/events.service';
import { HeroService } from '../hero/hero.service';
import { PerformersService } from '../performers/performers.service';
import type { PublicSiteHook } from '../../web/static';
import { SsrService } from '../ssr/ssr.service';
import { VenuesService } from '../venues/venues.service';
import { escapeHtml, PageHead, plainText, withHead, withLang, withRenderedPage } from './seo-html';
import { routePreloads, ViteManifest } from './route-preloads';

const SITE = 'Utsav';
const ZONE = 'Asia/Kolkata';
/** Pages of the public site with fixed words: their head, and their place in the sitemap. */
const PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: 'Utsav · Events in Delhi-NCR', description: 'Utsav: concerts, comedy, theatre and festivals in Delhi-NCR. Book tickets in seconds.' },
  '/events': { title: 'Events in Delhi-NCR | Utsav', description: 'Concerts, comedy, theatre, workshops and festivals in Delhi-NCR this week and beyond: find one and book in seconds.' },
  '/performers': { title: 'Artists | Utsav', description: 'Singers, bands, comedians and speakers performing in Delhi-NCR, with their upcoming shows.' },
  '/venues': { title: 'Venues in Delhi-NCR | Utsav', description: 'Concert halls, clubs, auditoriums and open-air grounds across Delhi-NCR, with what is on at each.' },
  '/about': { title: 'About us | Utsav', description: 'Utsav is an events and ticketing marketplace for Delhi-NCR.' },
  '/contact': { title: 'Contact us | Utsav', description: 'Questions about an event or a booking? Write to the Utsav team.' },
  '/help-center': { title: 'Help center | Utsav', description: 'Answers about booking, payment, tickets, cancellations and refunds on Utsav.' },
  '/privacy-policy': { title: 'Privacy policy | Utsav', description: 'How Utsav collects, uses and protects your information.' },
  '/terms-of-service': { title: 'Terms of service | Utsav', description: 'The terms of using Utsav and booking tickets through it.' },
  '/login': { title: 'Sign in | Utsav', description: 'Sign in to Utsav with your phone number to book tickets and see your bookings.' },
};
/** The fixed pages' titles in Hindi (descriptions too; event content stays as its organiser wrote it). */
const PAGES_HI: Record<string, { title: string; description: string }> = {
  '/': { title: 'उत्सव · दिल्ली-एनसीआर के इवेंट', description: 'उत्सव: दिल्ली-एनसीआर में कॉन्सर्ट, कॉमेडी, थिएटर और उत्सव। पल भर में टिकट बुक करें।' },
  '/events': { title: 'दिल्ली-एनसीआर के इवेंट | उत्सव', description: 'दिल्ली-एनसीआर में इस सप्ताह और आगे के कॉन्सर्ट, कॉमेडी, थिएटर, वर्कशॉप और उत्सव: एक चुनें और पल भर में बुक करें।' },
  '/performers': { title: 'कलाकार | उत्सव', description: 'दिल्ली-एनसीआर में प्रस्तुति देने वाले गायक, बैंड, कॉमेडियन और वक्ता, उनके आने वाले शो के साथ।' },
  '/venues': { title: 'दिल्ली-एनसीआर के स्थल | उत्सव', description: 'दिल्ली-एनसीआर के कॉन्सर्ट हॉल, क्लब, सभागार और खुले मैदान, और हर जगह क्या चल रहा है।' },
  '/about': { title: 'हमारे बारे में | उत्सव', description: 'उत्सव दिल्ली-एनसीआर का इवेंट और टिकटिंग मार्केटप्लेस है।' },
  '/contact': { title: 'हमसे संपर्क करें | उत्सव', description: 'किसी इवेंट या बुकिंग के बारे में सवाल? उत्सव टीम को लिखें।' },
  '/help-center': { title: 'सहायता केंद्र | उत्सव', description: 'उत्सव पर बुकिंग, भुगतान, टिकट, रद्दीकरण और रिफ़ंड के बारे में जवाब।' },
  '/privacy-policy': { title: 'निजता नीति | उत्सव', description: 'उत्सव आपकी जानकारी कैसे इकट्ठा करता है, इस्तेमाल करता है और सुरक्षित रखता है।' },
  '/terms-of-service': { title: 'सेवा की शर्तें | उत्सव', description: 'उत्सव के इस्तेमाल और इसके ज़रिए टिकट बुक करने की शर्तें।' },
  '/login': { title: 'साइन इन | उत्सव', description: 'टिकट बुक करने और अपनी बुकिंग देखने के लिए फ़ोन नंबर से उत्सव में साइन इन करें।' },
};
/** Fixed pages that are not worth a search engine's visit. */
const UNLISTED = new Set(['/login']);
/**
 * The public site's other routes: a signed-in buyer's pages (their answers depend on who asks, so the
 * browser builds them). Any path neither here nor above is 404 with the Not Found page.
 */
const CLIENT_ROUTES = [/^\/book\/[^/]+\/[^/]+$/, /^\/checkout\/[^/]+\/[^/]+$/, /^\/booking\/success\/[^/]+$/, /^\/bookings$/, /^\/dashboard$/];
/** Every unknown path shows the same Not Found page, so it is rendered and kept once, under this path. */
const NOT_FOUND_PATH = '/404';
const SITEMAP_EVENT_PAGES = 50;

/** A stored picture to preload; pictures on other hosts are not shown (the CSP allows only ours). */
const sitePicture = (url: string | null | undefined, sizes: string) => (url?.startsWith('/') ? { url, sizes } : undefined);

const istIso = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toISO({ suppressMilliseconds: true })!;
/** schema.org's word for whether tickets can be bought now: not on sale yet (no price, or sales to come) is PreOrder. */
function offerAvailability(e: PublicEvent): 'InStock' | 'SoldOut' | 'PreOrder' {
  if (e.ticketTypes.some((t) => t.onSale && !t.soldOut)) return 'InStock';
  const toCome = e.ticketTypes.some((t) => t.salesStart && Date.parse(t.salesStart) > Date.now());
  return !e.ticketTypes.length || (toCome && e.ticketsAvailable > 0) ? 'PreOrder' : 'SoldOut';
}
const istWhen = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat("ccc, d LLL yyyy, h:mm a 'IST'");

/**
 * What the HTML of public pages says before any script runs: each event, artist and listing page has
 * its own title, description and Open Graph / Twitter preview; event pages carry schema.org/Event
 * JSON-LD. Also the sitemap and robots.txt. Served through the static hook of web/static.ts.
 */
@Injectable()
export class SeoService implements PublicSiteHook {
  constructor(
    private readonly events: EventsService,
    private readonly performers: PerformersService,
    private readonly hero: HeroService,
    private readonly venues: VenuesService,
    private readonly ssr: SsrService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A public page's HTML. Hindi pages are the English ones under `/hi` (`/hi/events/{slug}/{code}`): the same
   * head and data, `<html lang="hi">`, the fixed pages' Hindi titles, rendered by the app in Hindi. Each page
   * names both languages' URLs as hreflang alternates.
   */
  async page(path: string, search: string, indexHtml: string, manifest: ViteManifest | null): Promise<{ status: number; html: string } | null> {
    const { locale, path: page } = splitLocalePath(path);
    const route = page.replace(/\/+$/, '') || '/';
    const index = withLang(indexHtml, locale);
    const found = await this.headOf(route, locale);
    if (!found) {
      if (!CLIENT_ROUTES.some((r) => r.test(route))) return this.notFound(route, index, locale);
      return locale === 'en' ? null : { status: 200, html: index };
    }
    const head = this.inLocale(found.head, locale);
    if (found.status !== 200) return { status: found.status, html: withHead(index, head) };
    // a page the server cannot render goes as the bare app, as it did before
    const rendered = await this.ssr.render(localisedPath(locale, route), search);
    const html = withHead(index, head, routePreloads(manifest, route, search, Boolean(rendered), locale));
    return { status: 200, html: rendered ? withRenderedPage(html, rendered) : html };
  }

  /** A head whose URL is the English page's, moved to `locale`'s page, with both pages as alternates. */
  private inLocale(head: PageHead, locale: Locale): PageHead {
    const english = head.url;
    const hindi = this.hindiUrl(english);
    return { ...head, url: locale === 'hi' ? hindi : english, alternates: { en: english, hi: hindi } };
  }

  /** The Hindi page of an English page's absolute URL. */
  private hindiUrl(englishUrl: string): string {
    return this.abs(localisedPath('hi', englishUrl.slice(this.config.publicUrl.length) || '/'));
  }

  /** An unknown path: 404 with the app's Not Found page rendered (the same for every such path). */
  private async notFound(path: string, indexHtml: string, locale: Locale): Promise<{ status: number; html: string }> {
    const html = withHead(indexHtml, this.inLocale(this.notFoundHead(path, locale), locale));
    const rendered = await this.ssr.render(localisedPath(locale, NOT_FOUND_PATH), '');
    return { status: 404, html: rendered ? withRenderedPage(html, rendered) : html };
  }

  private notFoundHead(path: string, locale: Locale = 'en'): PageHead {
    const title = locale === 'hi' ? `पेज नहीं मिला | ${SITE}` : `Page not found | ${SITE}`;
    return { title, description: (locale === 'hi' ? PAGES_HI : PAGES)['/'].description, url: this.abs(path), image: this.defaultImage };
  }

  async file(path: string): Promise<{ type: string; body: string } | null> {
    if (path === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: this.robots() };
    if (path === '/sitemap.xml') return { type: 'application/xml; charset=utf-8', body: await this.sitemap() };
    return null;
  }

  robots(): string {
    return ['User-agent: *', 'Disallow: /admin', 'Disallow: /vendor', 'Disallow: /api', `Sitemap: ${this.config.publicUrl}/sitemap.xml`, ''].join('\n');
  }

  /** Fixed pages, every public upcoming event, every public artist and every approved venue: each in English and in Hindi. */
  async sitemap(): Promise<string> {
    const urls: { loc: string }[] = Object.keys(PAGES).filter((p) => !UNLISTED.has(p)).map((p) => ({ loc: this.abs(p) }));
    for (let page = 1; page <= SITEMAP_EVENT_PAGES; page += 1) {
      const { data, hasMore } = await this.events.listPublic({ page, limit: 100 });
      urls.push(...data.map((e) => ({ loc: this.eventUrl(e) })));
      if (!hasMore) break;
    }
    urls.push(...(await this.performers.publicList()).data.map((p) => ({ loc: this.abs(`/performers/${encodeURIComponent(p.slug)}`) })));
    urls.push(...(await this.venues.publicList()).data.map((v) => ({ loc: this.venueUrl(v.slug) })));
    const entries = urls.flatMap((u) => {
      const pair = `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(u.loc)}"/><xhtml:link rel="alternate" hreflang="hi" href="${escapeHtml(this.hindiUrl(u.loc))}"/>`;
      return [u.loc, this.hindiUrl(u.loc)].map((loc) => `  <url><loc>${escapeHtml(loc)}</loc>${pair}</url>`);
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  }

  /** The page's head with its English URL (page() moves it to the page's language). */
  private async headOf(path: string, locale: Locale): Promise<{ status: number; head: PageHead } | null> {
    const event = /^\/events\/([^/]+)\/([^/]+)$/.exec(path);
    if (event) return this.found(() => this.eventHead(decodeURIComponent(event[2])), path);
    const performer = /^\/performers\/([^/]+)$/.exec(path);
    if (performer) return this.found(() => this.performerHead(decodeURIComponent(performer[1])), path);
    const venue = /^\/venues\/([^/]+)$/.exec(path);
    if (venue) return this.found(() => this.venueHead(decodeURIComponent(venue[1])), path);
    const fixed = (locale === 'hi' ? PAGES_HI : PAGES)[path];
    if (!fixed) return null;
    const head: PageHead = { ...fixed, url: this.abs(path), image: this.defaultImage };
    if (path === '/') head.preload = sitePicture((await this.hero.listBanners(true)).data[0]?.image.url, IMAGE_SIZES.hero);
    return { status: 200, head };
  }

  /** A page whose record is gone is a 404 (the app still renders its not-found screen). */
  private async found(load: () => Promise<PageHead>, path: string): Promise<{ status: number; head: PageHead }> {
    try {
      return { status: 200, head: await load() };
    } catch (err) {
      if (!(err instanceof NotFoundException)) throw err;
      return { status: 404, head: this.notFoundHead(path) };
    }
  }

  private async eventHead(code: string): Promise<PageHead> {
    const e = await this.events.publicDetail(code);
    const url = this.eventUrl(e);
    const image = e.bannerImage ? this.abs(e.bannerImage) : e.gallery[0] ? this.abs(e.gallery[0]) : this.defaultImage;
    const place = eventPlace(e);
    const about = e.metaDescription || plainText(e.shortDescription || e.description, 160);
    const price = e.isFree ? 0 : e.price;
    const online = e.eventType === 'online';
    // when nothing is on sale yet, the first sales start ahead
    const upcomingSale = e.ticketTypes.some((t) => t.onSale) ? undefined
      : e.ticketTypes.map((t) => t.salesStart).filter((at): at is string => !!at && Date.parse(at) > Date.now()).sort()[0];
    return {
      // an organiser's SEO title is the whole title as written
      title: e.metaTitle || `${e.title} | ${SITE}`,
      description: plainText(`${istWhen(e.startAt)} · ${place}. ${about}`, 300),
      url,
      image,
      // the first picture of the page's carousel (the banner, else the first other picture)
      preload: sitePicture([e.bannerImage, ...e.gallery, ...e.images.map((i) => i.url)].find(Boolean), IMAGE_SIZES.banner),
      jsonLd: [{
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: e.title,
        description: plainText(e.shortDescription || e.description, 500) || undefined,
        startDate: istIso(e.sessions[0]?.startsAt ?? e.startAt),
        ...(e.endAt ? { endDate: istIso(e.endAt) } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: `https://schema.org/${online ? 'Online' : 'Offline'}EventAttendanceMode`,
        location: online
          ? { '@type': 'VirtualLocation', url }
          : {
              '@type': 'Place',
              name: e.venue?.name ?? e.location?.name ?? place,
              address: {
                '@type': 'PostalAddress',
                ...(e.venue?.address ?? e.location?.address ? { streetAddress: e.venue?.address ?? e.location?.address } : {}),
                addressLocality: e.venue?.city ?? e.location?.city ?? e.city ?? undefined,
                addressCountry: 'IN',
              },
            },
        image: [image],
        url,
        ...(e.performers.length ? { performer: e.performers.map((p) => ({ '@type': 'Person', name: p.name })) } : {}),
        offers: {
          '@type': 'Offer',
          // a price not set yet is left out, not said to be 0
          ...(price !== null ? { price: price.toFixed(2) } : {}),
          priceCurrency: e.currency || 'INR',
          availability: `https://schema.org/${offerAvailability(e)}`,
          ...(upcomingSale ? { validFrom: istIso(upcomingSale) } : {}),
          url,
        },
      }],
    };
  }

  /** A venue page: where it is, and schema.org/Place with its address and map position. */
  private async venueHead(slug: string): Promise<PageHead> {
    const { data: v } = await this.venues.publicBySlug(slug);
    const where = [v.address, v.city].filter(Boolean).join(', ');
    const url = this.venueUrl(v.slug);
    const cover = v.photo ?? v.images.find((i) => i.isPrimary)?.src ?? v.images[0]?.src;
    return {
      title: `${v.name}${v.city ? `, ${v.city}` : ''} | ${SITE}`,
      description: plainText(`${v.name}: ${where}.${v.capacity ? ` Up to ${v.capacity.toLocaleString('en-IN')} guests.` : ''} ${plainText(v.description, 200)} Upcoming events and tickets on Utsav.`, 300),
      url,
      image: cover ? this.abs(cover) : this.defaultImage,
      preload: sitePicture(cover, IMAGE_SIZES.banner),
      jsonLd: [{
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: v.name,
        url,
        address: { '@type': 'PostalAddress', ...(v.address ? { streetAddress: v.address } : {}), ...(v.city ? { addressLocality: v.city } : {}), ...(v.state ? { addressRegion: v.state } : {}), ...(v.zipCode ? { postalCode: v.zipCode } : {}), addressCountry: 'IN' },
        ...(v.lat !== null && v.lng !== null ? { geo: { '@type': 'GeoCoordinates', latitude: v.lat, longitude: v.lng } } : {}),
        ...(v.capacity ? { maximumAttendeeCapacity: v.capacity } : {}),
      }],
    };
  }

  private venueUrl(slug: string): string {
    return this.abs(`/venues/${encodeURIComponent(slug)}`);
  }

  private async performerHead(slug: string): Promise<PageHead> {
    const { data: p } = await this.performers.publicDetail(slug);
    const next = p.events[0];
    const upcoming = next ? ` Next: ${next.title}, ${istWhen(next.startAt)}.` : '';
    return {
      title: `${p.name} | ${SITE}`,
      description: plainText(`${p.name}${p.role ? `, ${p.role}` : ''}.${upcoming} ${plainText(p.bio || p.description, 200)}`, 300),
      url: this.abs(`/performers/${encodeURIComponent(p.slug)}`),
      image: p.profileImage ? this.abs(p.profileImage) : this.defaultImage,
    };
  }

  private get defaultImage(): string {
    return this.abs('/og-default.png');
  }

  private eventUrl(e: Pick<EventResponse, 'slug' | 'code'>): string {
    return this.abs(`/events/${encodeURIComponent(e.slug)}/${encodeURIComponent(e.code)}`);
  }

  /** An absolute URL: stored image paths are site-relative; an already absolute one stays. */
  private abs(pathOrUrl: string): string {
    return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${this.config.publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  }
}
