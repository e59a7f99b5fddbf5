import { DEFAULT_CANCEL_CUTOFF_HOURS } from '@marketplace/shared-dto';
import type { AboutInfo, ContactInfo } from '../schema';

/** The five managed content pages of a new Utsav install. `content` is HTML (the spec allows it). */
export interface DemoPage {
  page: 'about' | 'contact' | 'privacy-policy' | 'terms-of-service' | 'help-center';
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  contactInfo?: ContactInfo;
  /** Team avatars are drawn by the seed and filled in there. */
  aboutInfo?: AboutInfo;
}

/** The cancellation cutoff the texts state (the server's default CANCEL_CUTOFF_HOURS; edit the pages if you change it). */
const CUTOFF = DEFAULT_CANCEL_CUTOFF_HOURS;

export const SUPPORT = {
  email: 'support@utsav.test',
  phone: '+91 11 4567 8900',
  address: 'Utsav Tickets Pvt. Ltd., 3rd Floor, 21 Barakhamba Road, Connaught Place, New Delhi 110001',
  // OpenStreetMap's embeddable view around Connaught Place: no API key needed.
  mapEmbed: 'https://www.openstreetmap.org/export/embed.html?bbox=77.2050%2C28.6230%2C77.2290%2C28.6380&layer=mapnik&marker=28.6304%2C77.2177',
};

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    page: 'about',
    title: 'About Utsav',
    metaTitle: 'About Utsav | Events and tickets in Delhi-NCR',
    metaDescription: 'Utsav is a ticketing marketplace for concerts, comedy, theatre, workshops and festivals across Delhi, Gurugram and Noida.',
    metaKeywords: 'utsav, about, events, tickets, delhi, gurugram, noida',
    content: `<p>Utsav means celebration, and that is what we help Delhi-NCR find every week. We are a ticketing marketplace for live experiences: concerts and qawwali nights, stand-up specials, plays, dance recitals, workshops, food festivals and sports screenings, from Connaught Place to Cyber City and Sector 18.</p>
<p>Organisers list their events with us for free and reach audiences across the region; we handle discovery, booking, payments and tickets. Fans get one place to see what is on, honest prices with every fee shown before paying, and M-Tickets that work on any phone.</p>
<p>We started in 2024 as a small team of gig-goers tired of hunting through social media posts to find out what was happening this weekend. Today hundreds of organisers, from single-person workshop hosts to festival producers, sell through Utsav.</p>`,
    aboutInfo: {
      mission: 'To make every live experience in Delhi-NCR easy to discover, fairly priced and simple to book, for audiences and for the artists and organisers who create them.',
      vision: 'A city where nobody misses a great evening because they did not know it was happening, and where independent artists can fill a room without a marketing budget.',
      teamMembers: [
        { name: 'Ananya Kapoor', position: 'Co-founder & CEO', bio: 'Spent eight years producing music festivals across North India before starting Utsav to fix the ticketing experience she kept apologising for.' },
        { name: 'Rahul Bhatnagar', position: 'Co-founder & CTO', bio: 'Built payments infrastructure at two Indian fintechs; makes sure your booking goes through on the first try, even on a weak signal.' },
        { name: 'Fatima Sheikh', position: 'Head of Partnerships', bio: 'Works with venues and organisers across Delhi, Gurugram and Noida, and has personally attended more than a thousand shows.' },
        { name: 'Gurpreet Sandhu', position: 'Head of Customer Experience', bio: 'Leads the support team that answers every email within a day and every call during show hours.' },
      ],
    },
  },
  {
    page: 'contact',
    title: 'Contact us',
    metaTitle: 'Contact Utsav',
    metaDescription: 'Reach the Utsav team by email, phone or at our office in Connaught Place, New Delhi.',
    metaKeywords: 'utsav, contact, support, help, phone, email',
    content: `<p>We are happy to help with bookings, refunds, listing your event or anything else. Our support team replies to every email within 24 hours, and phone lines are open from 10 am to 8 pm IST, seven days a week.</p>
<p>For a question about a specific booking, please include your order number (it starts with UT-) so we can find it quickly. Organisers who want to sell tickets on Utsav can register on the vendor portal and start listing events right away.</p>`,
    contactInfo: SUPPORT,
  },
  {
    page: 'privacy-policy',
    title: 'Privacy policy',
    metaTitle: 'Privacy policy | Utsav',
    metaDescription: 'How Utsav collects, uses and protects your personal data, in line with the Digital Personal Data Protection Act, 2023.',
    metaKeywords: 'privacy, personal data, DPDP, cookies, utsav',
    content: `<p>This policy explains what personal data Utsav Tickets Pvt. Ltd. ("Utsav", "we") collects when you use our website and apps, why we collect it and the choices you have. We process personal data in accordance with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, mobile number and email address, which you give us when you sign in with a one-time code.</li>
<li><strong>Booking details:</strong> the events you book, the number of tickets, the amount paid and the payment method. Card, UPI and bank details are handled by our payment partner and never stored by Utsav.</li>
<li><strong>Usage data:</strong> pages visited, device and browser type and approximate location derived from your IP address, used to keep the service secure and working.</li>
</ul>
<h2>How we use it</h2>
<p>We use your data to create your account, issue and deliver tickets, process payments and refunds, send booking updates by SMS and email, prevent fraud and comply with the law. We share the name and ticket count on a booking with the event organiser so they can admit you at the venue. We do not sell your personal data.</p>
<h2>How long we keep it</h2>
<p>Booking records are kept for eight years as required by tax law. Other account data is deleted within 90 days of you closing your account.</p>
<h2>Your rights</h2>
<p>You may access, correct or erase your personal data, withdraw consent for marketing messages and nominate another person to exercise your rights. Write to our Grievance Officer at ${SUPPORT.email}; we respond within 30 days.</p>
<h2>Cookies</h2>
<p>We use essential cookies and local storage to keep you signed in, and no advertising trackers.</p>
<p>We may update this policy from time to time; the date of the latest change is shown on this page.</p>`,
  },
  {
    page: 'terms-of-service',
    title: 'Terms of service',
    metaTitle: 'Terms of service | Utsav',
    metaDescription: 'The terms that apply when you browse Utsav, book tickets or list events as an organiser.',
    metaKeywords: 'terms, conditions, tickets, refunds, utsav',
    content: `<p>These terms apply to everyone who uses Utsav, operated by Utsav Tickets Pvt. Ltd., New Delhi. By booking a ticket or listing an event you agree to them.</p>
<h2>1. Utsav is a marketplace</h2>
<p>Events are organised by independent organisers ("vendors"). Utsav sells tickets on their behalf; the organiser is responsible for the event itself, its content, timing and venue.</p>
<h2>2. Prices and fees</h2>
<p>Ticket prices are set by organisers and shown in Indian rupees, inclusive of applicable taxes. A convenience fee of 5% of the ticket value is added at checkout, and you may add an optional ₹2 donation to support musicians. The total is always shown before you pay.</p>
<h2>3. Tickets</h2>
<ul>
<li>Tickets cannot be exchanged. Refunds are made only as described in section 4.</li>
<li>A valid government photo ID matching the booking name may be required at entry.</li>
<li>Each M-Ticket carries a unique QR code that admits its holders once; do not share it publicly.</li>
<li>Age restrictions shown on the event page are enforced at the venue.</li>
</ul>
<h2>4. Cancellations and refunds</h2>
<p>You may cancel a pending booking at any time, and a confirmed booking until ${CUTOFF} hours before the event starts, from My Bookings. Cancellations close ${CUTOFF} hours before the event.</p>
<p>When you cancel a booking you paid for online, the ticket price is refunded automatically to the original payment method. The 5% convenience fee and the optional donation are not refunded. If the organiser cancels the event, or Utsav refunds a booking in full, the whole amount paid, fees included, is refunded. Refunds usually reach your account within 5 to 7 working days; My Bookings shows when a refund was initiated and when it was completed. Cash on delivery bookings are not charged until delivered, so there is nothing to refund.</p>
<h2>5. Organisers</h2>
<p>Organisers must hold every permission their event needs, describe it accurately and honour the tickets sold. Utsav reviews new events and may decline or remove any listing.</p>
<h2>6. Liability and disputes</h2>
<p>Utsav is not liable for the conduct of an event beyond the refund of the ticket price. These terms are governed by the laws of India, and the courts of New Delhi have exclusive jurisdiction.</p>`,
  },
  {
    page: 'help-center',
    title: 'Help center',
    metaTitle: 'Help center | Utsav',
    metaDescription: 'Answers to common questions about booking tickets, payments, cancellations and M-Tickets on Utsav.',
    metaKeywords: 'help, faq, booking, refund, m-ticket, cash on delivery, utsav',
    content: `<h2>Frequently asked questions</h2>
<h3>How do I book tickets?</h3>
<p>Open an event, choose a showtime if there is more than one, select the number of tickets and pay online or choose cash on delivery. Your booking appears under My Bookings straight away.</p>
<h3>Which payment methods are accepted?</h3>
<p>UPI, debit and credit cards, net banking and wallets through our payment partner, and cash on delivery for selected events.</p>
<h3>Where is my ticket?</h3>
<p>Confirmed bookings have an M-Ticket with a QR code in your dashboard. You can download it as a PDF or print it; showing it on your phone at the gate is enough.</p>
<h3>What does the convenience fee cover?</h3>
<p>It is 5% of the ticket value and covers payment processing, ticket delivery and customer support. It is shown before you pay.</p>
<h3>Can I cancel my booking?</h3>
<p>Yes, from My Bookings: a pending booking at any time, a confirmed one until ${CUTOFF} hours before the event. Cancellations close ${CUTOFF} hours before the event.</p>
<h3>How much do I get back, and when?</h3>
<p>If you paid online, the ticket price is refunded automatically when you cancel; the 5% convenience fee and the donation are not refunded. If the organiser cancels the event you get everything back, fees included. The money reaches your original payment method within 5 to 7 working days, and My Bookings shows 'Refund of ₹… initiated on …' and then 'Refunded on …'.</p>
<h3>I did not receive my login code.</h3>
<p>Check that your number includes the country code, wait 30 seconds and tap Resend. Codes are valid for 5 minutes.</p>
<h3>How do I list my event?</h3>
<p>Register on the vendor portal, create your event and submit it. Our team reviews new events, usually within one working day.</p>
<h2>Still need help?</h2>
<p>Email ${SUPPORT.email} (we reply within 24 hours) or call ${SUPPORT.phone}, 10 am to 8 pm IST.</p>`,
  },
];
