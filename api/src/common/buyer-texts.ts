import type { Locale } from '@marketplace/shared-dto';

/** A moment in India, as a buyer reads it in their language ('23 Nov 2026, 7:30 pm IST'; Latin digits in Hindi too). */
export const when = (iso: string, locale: Locale) =>
  `${new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))} IST`;

/**
 * The words of the mail and SMS a buyer gets about a booking, in English and Hindi (the buyer's `locale`).
 * Event titles, names and places stay as entered.
 */
const EN = {
  hello: (name: string | null) => `Hello ${name ?? 'there'},`,
  ticketsSubject: (title: string, orderNo: string) => `Your tickets for ${title} (${orderNo})`,
  ticketsConfirmed: (orderNo: string) => `Your booking ${orderNo} is confirmed. Your tickets are attached as a PDF; show the QR code at the entrance.`,
  alsoAttached: (list: string) => `Also attached: ${list}.`,
  event: 'Event', whenLabel: 'When', where: 'Where', tickets: 'Tickets', total: 'Total', venueTba: 'To be announced',
  ticketsOnline: 'Your tickets online', eventPage: 'Event page', yourBookings: 'Your bookings',
  joinOnline: 'Join online', meetingId: 'Meeting ID', passcode: 'Passcode',
  invoicesSubject: (title: string, orderNo: string) => `Your invoices for ${title} (${orderNo})`,
  invoicesThanks: (orderNo: string, list: string) => `Thank you for paying for booking ${orderNo}. Attached: ${list}.`,
  ticketsSms: (orderNo: string, count: number, title: string, at: string, url: string) => `Utsav: booking ${orderNo} confirmed, ${count} ticket(s) for ${title} on ${at}. Tickets: ${url}`,
  cancelledByOrganiser: (title: string) => `${title} has been cancelled by its organiser`,
  cancelledByBuyer: (orderNo: string, title: string) => `Your booking ${orderNo} for ${title} is cancelled`,
  nothingCharged: 'Nothing was charged, so there is nothing to refund.',
  refundAll: (amount: string) => `Everything you paid, ${amount} (tickets, fees and donation), is being refunded to your original payment method.`,
  refundTickets: (amount: string) => `${amount}, the ticket amount you paid, is being refunded to your original payment method; the convenience fee and donation are not refunded.`,
  cancelledSubjectOrganiser: (title: string, orderNo: string) => `${title} is cancelled: booking ${orderNo}`,
  cancelledSubjectBuyer: (orderNo: string) => `Booking ${orderNo} cancelled`,
  reason: (reason: string) => `Reason: ${reason}`,
  bookingLine: (orderNo: string, count: number) => `Booking: ${orderNo} (${count} ticket(s))`,
  cancelledSmsOrganiser: (title: string, reason: string | null, orderNo: string) => `Utsav: ${title} is cancelled by the organiser${reason ? ` (${reason})` : ''}; booking ${orderNo}. `,
  cancelledSmsBuyer: (orderNo: string, title: string) => `Utsav: booking ${orderNo} for ${title} cancelled. `,
  refundSms: (amount: string) => `Refund of ${amount} to your original payment method.`,
  nothingChargedSms: 'Nothing was charged.',
  refundedSubject: (amount: string, orderNo: string) => `Refund of ${amount} processed: booking ${orderNo}`,
  refunded: (amount: string, orderNo: string, title: string) => `We have refunded ${amount} for your booking ${orderNo} (${title}) to your original payment method.`,
  bankDays: 'Banks usually show it within 5–7 working days.',
  refundedSms: (amount: string, orderNo: string) => `Utsav: refund of ${amount} for booking ${orderNo} processed to your original payment method.`,
  offerSubject: (title: string) => `Seats for ${title} are waiting for you`,
  offerHeld: (count: number, type: string, title: string, at: string) => `Seats came free: ${count} ${type} ticket(s) for ${title} on ${at} are held for you.`,
  offerUntil: (until: string) => `They are yours alone until ${until}; after that they go to the next person on the waitlist.`,
  bookThem: 'Book them',
  offerSms: (count: number, title: string, until: string, url: string) => `Utsav: ${count} ticket(s) for ${title} are held for you until ${until}. Book: ${url}`,
};

const HI: typeof EN = {
  hello: (name: string | null) => `नमस्ते ${name ?? ''},`.replace(' ,', ','),
  ticketsSubject: (title: string, orderNo: string) => `${title} के आपके टिकट (${orderNo})`,
  ticketsConfirmed: (orderNo: string) => `आपकी बुकिंग ${orderNo} पक्की हो गई है। आपके टिकट PDF के रूप में संलग्न हैं; प्रवेश पर QR कोड दिखाएँ।`,
  alsoAttached: (list: string) => `साथ में संलग्न: ${list}।`,
  event: 'इवेंट', whenLabel: 'कब', where: 'कहाँ', tickets: 'टिकट', total: 'कुल', venueTba: 'घोषित होना है',
  ticketsOnline: 'आपके टिकट ऑनलाइन', eventPage: 'इवेंट पेज', yourBookings: 'आपकी बुकिंग',
  joinOnline: 'ऑनलाइन जुड़ें', meetingId: 'मीटिंग आईडी', passcode: 'पासकोड',
  invoicesSubject: (title: string, orderNo: string) => `${title} के आपके बीजक (${orderNo})`,
  invoicesThanks: (orderNo: string, list: string) => `बुकिंग ${orderNo} का भुगतान करने के लिए धन्यवाद। संलग्न: ${list}।`,
  ticketsSms: (orderNo: string, count: number, title: string, at: string, url: string) => `उत्सव: बुकिंग ${orderNo} पक्की, ${title} के ${count} टिकट, ${at}। टिकट: ${url}`,
  cancelledByOrganiser: (title: string) => `${title} को उसके आयोजक ने रद्द कर दिया है`,
  cancelledByBuyer: (orderNo: string, title: string) => `${title} के लिए आपकी बुकिंग ${orderNo} रद्द हो गई है`,
  nothingCharged: 'कोई भुगतान नहीं लिया गया था, इसलिए कुछ लौटाना नहीं है।',
  refundAll: (amount: string) => `आपका पूरा भुगतान, ${amount} (टिकट, शुल्क और दान), आपके मूल भुगतान माध्यम में लौटाया जा रहा है।`,
  refundTickets: (amount: string) => `${amount}, यानी टिकट की रक़म, आपके मूल भुगतान माध्यम में लौटाई जा रही है; सुविधा शुल्क और दान वापस नहीं होते।`,
  cancelledSubjectOrganiser: (title: string, orderNo: string) => `${title} रद्द: बुकिंग ${orderNo}`,
  cancelledSubjectBuyer: (orderNo: string) => `बुकिंग ${orderNo} रद्द`,
  reason: (reason: string) => `कारण: ${reason}`,
  bookingLine: (orderNo: string, count: number) => `बुकिंग: ${orderNo} (${count} टिकट)`,
  cancelledSmsOrganiser: (title: string, reason: string | null, orderNo: string) => `उत्सव: ${title} आयोजक ने रद्द किया${reason ? ` (${reason})` : ''}; बुकिंग ${orderNo}। `,
  cancelledSmsBuyer: (orderNo: string, title: string) => `उत्सव: ${title} की बुकिंग ${orderNo} रद्द। `,
  refundSms: (amount: string) => `${amount} आपके मूल भुगतान माध्यम में लौटाए जाएँगे।`,
  nothingChargedSms: 'कोई भुगतान नहीं लिया गया था।',
  refundedSubject: (amount: string, orderNo: string) => `${amount} का रिफ़ंड हो गया: बुकिंग ${orderNo}`,
  refunded: (amount: string, orderNo: string, title: string) => `हमने आपकी बुकिंग ${orderNo} (${title}) के ${amount} आपके मूल भुगतान माध्यम में लौटा दिए हैं।`,
  bankDays: 'बैंक आम तौर पर इसे 5–7 कामकाजी दिनों में दिखाते हैं।',
  refundedSms: (amount: string, orderNo: string) => `उत्सव: बुकिंग ${orderNo} के ${amount} का रिफ़ंड आपके मूल भुगतान माध्यम में कर दिया गया।`,
  offerSubject: (title: string) => `${title} की सीटें आपका इंतज़ार कर रही हैं`,
  offerHeld: (count: number, type: string, title: string, at: string) => `सीटें खाली हुई हैं: ${title} (${at}) के ${count} ${type} टिकट आपके लिए रोके गए हैं।`,
  offerUntil: (until: string) => `ये ${until} तक सिर्फ़ आपके हैं; उसके बाद ये प्रतीक्षा सूची में अगले व्यक्ति को मिलेंगे।`,
  bookThem: 'अभी बुक करें',
  offerSms: (count: number, title: string, until: string, url: string) => `उत्सव: ${title} के ${count} टिकट ${until} तक आपके लिए रोके गए हैं। बुक करें: ${url}`,
};

export const BUYER_TEXTS: Record<Locale, typeof EN> = { en: EN, hi: HI };

/** The one-time code SMS, in the language of the buyer (or of the page that asked, for a new phone). */
export const otpSms = (code: string, minutes: number, locale: Locale) => (locale === 'hi'
  ? `${code} आपका उत्सव लॉगिन कोड है। यह ${minutes} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।`
  : `${code} is your Utsav login code. It expires in ${minutes} minutes. Do not share it.`);
