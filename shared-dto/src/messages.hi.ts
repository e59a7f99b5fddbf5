import type { Messages } from './messages';

/**
 * `Messages` is `as const`, so its strings are literal types ('Validation failed') and statusChanged returns
 * 'Approved' | 'Rejected': widen them to string, keeping every function's parameters as they are.
 */
type Widen<T> = T extends (...args: infer A) => string ? (...args: A) => string : T extends string ? string : T;
type Catalogue = { [K in keyof typeof Messages]: Widen<(typeof Messages)[K]> };

/** Hindi for the English words the API passes in (kinds of reference data, booking states); any other word stays as given. */
const KIND_HI: Record<string, string> = { category: 'श्रेणी', tag: 'टैग', language: 'भाषा', performer: 'कलाकार', venue: 'वेन्यू' };
const BOOKING_HI: Record<string, string> = { pending: 'पेंडिंग', confirmed: 'कन्फ़र्म', cancelled: 'रद्द', approved: 'स्वीकृत', rejected: 'अस्वीकार' };
const inHindi = (words: Record<string, string>, word: string) => {
  const key = String(word).toLowerCase();
  return Object.hasOwn(words, key) ? words[key] : word;
};

/** Hindi for every message of the catalogue: same keys, same parameters; the API answers these under Accept-Language: hi. */
export const MessagesHi: Partial<Catalogue> = {
  // generic
  validationFailed: 'सत्यापन विफल रहा',
  unknownField: (field: string) => `अज्ञात फ़ील्ड: ${field}`,
  invalidId: 'अमान्य ID',
  notFound: 'नहीं मिला',
  routeNotFound: (path: string) => `${path} के लिए कोई API रूट नहीं है`,
  fileNotFound: 'फ़ाइल नहीं मिली',
  unauthorized: 'अनधिकृत',
  forbidden: 'पहुँच की अनुमति नहीं है',
  conflict: 'पहले से मौजूद है',
  internalError: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध। कृपया कुछ देर बाद फिर से कोशिश करें।',
  tooManyAttempts: (minutes: number) => `बहुत ज़्यादा प्रयास। ${minutes} मिनट बाद फिर से कोशिश करें।`,
  loggedOut: 'लॉग आउट हो गया',
  requestTooLarge: 'अनुरोध बहुत बड़ा है।',
  nulNotAllowed: 'अनुरोध में NUL कैरेक्टर है, जिसकी अनुमति नहीं है।',
  nestedTooDeep: 'अनुरोध बहुत ज़्यादा नेस्टेड है।',
  outboxPhoneRequired: 'वह फ़ोन नंबर दें जिसके संदेश आप देखना चाहते हैं (?phone=)।',

  // admin auth and account
  invalidEmailOrPassword: 'ईमेल या पासवर्ड गलत है',
  adminLoginFailed: '❌ ईमेल या पासवर्ड गलत है',
  invalidServerResponse: 'सर्वर से अमान्य जवाब मिला',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई',
  profileUpdateFailed: '❌ प्रोफ़ाइल अपडेट नहीं हो सकी',
  emailInUse: 'यह ईमेल पहले से इस्तेमाल में है।',
  passwordTooShort: (min: number) => `पासवर्ड कम से कम ${min} अक्षरों का होना चाहिए।`,
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। कोई दूसरा पासवर्ड चुनें।',
  currentPasswordRequired: 'नया पासवर्ड सेट करने के लिए अपना मौजूदा पासवर्ड दर्ज करें।',
  currentPasswordWrong: 'मौजूदा पासवर्ड गलत है।',

  // vendor auth
  vendorRegistered: 'रजिस्ट्रेशन सफल रहा।',
  vendorAwaitingApproval: 'मंज़ूरी मिलने के बाद आप साइन इन कर सकेंगे।',
  vendorPending: 'आपका खाता मंज़ूरी की प्रतीक्षा में है।',
  vendorSuspended: 'आपका खाता निलंबित कर दिया गया है। सपोर्ट से संपर्क करें।',
  vendorEmailTaken: 'इस ईमेल से एक वेंडर पहले से मौजूद है।',
  registrationFailed: 'रजिस्ट्रेशन विफल रहा',

  // user auth (one-time codes)
  otpSent: 'कोड भेज दिया गया',
  otpNotSent: 'हम कोड नहीं भेज सके। कृपया एक मिनट बाद फिर से कोशिश करें।',
  otpCountryNotServed: (codes: string) => `लॉगिन कोड केवल ${codes} से शुरू होने वाले नंबरों पर भेजे जा सकते हैं।`,
  otpResendTooSoon: (seconds: number) => `नया कोड माँगने से पहले कृपया ${seconds} सेकंड रुकें।`,
  otpTooManySends: 'बहुत ज़्यादा कोड माँगे गए। कृपया कुछ देर बाद फिर से कोशिश करें।',
  otpInvalid: 'अमान्य कोड',
  otpExpired: 'इस कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड माँगें।',
  otpTooManyAttempts: 'बहुत ज़्यादा गलत प्रयास। कृपया नया कोड माँगें।',
  otpNameEmailRequired: 'नए उपयोगकर्ताओं के लिए नाम और ईमेल ज़रूरी हैं।',
  verificationFailed: 'सत्यापन विफल रहा। कृपया फिर से कोशिश करें।',
  loginFailed: 'लॉगिन विफल रहा',

  // events
  eventLoadFailed: 'इवेंट लोड नहीं हो सका',
  eventsLoadFailed: 'इवेंट लोड नहीं हो सके',
  createFailed: 'बनाया नहीं जा सका',
  updateFailed: 'अपडेट नहीं हो सका',
  deleteFailed: 'डिलीट नहीं हो सका',
  deleteConfirm: 'यह इवेंट डिलीट करें?',
  eventApproved: 'इवेंट स्वीकृत हो गया',
  eventRejected: 'इवेंट अस्वीकार कर दिया गया',
  locationRequired: 'इवेंट ऑनलाइन न हो तो लोकेशन का नाम, पता, शहर, राज्य, पिन कोड और देश ज़रूरी हैं।',
  newVenueRequired: 'नया वेन्यू: नाम, पता, शहर, राज्य, पिन कोड और देश ज़रूरी हैं।',
  eventFieldRequired: (label: string) => `${label} ज़रूरी है।`,
  eventHasBookings: 'इस इवेंट की बुकिंग हो चुकी हैं, इसलिए इसे डिलीट नहीं किया जा सकता। पहले इसकी बुकिंग रद्द या अस्वीकार करें।',
  ticketsBelowSold: (sold: number) => `टिकटों की संख्या पहले से बिके या होल्ड किए गए ${sold} टिकटों से कम नहीं हो सकती।`,
  eventRefNotFound: (kind: string) => `अज्ञात ${inHindi(KIND_HI, kind)}: सूची में से चुनें।`,
  eventEndBeforeStart: 'खत्म होने का समय शुरू होने के समय के बाद होना चाहिए।',
  vendorEventStatus: 'वेंडर किसी इवेंट को केवल ड्राफ़्ट के रूप में सेव कर सकते हैं या मंज़ूरी के लिए भेज सकते हैं।',
  noBuyersToMessage: 'अभी तक किसी के पास इसके टिकट नहीं हैं।',
  cancelReasonRequired: 'कारण बताएँ: यह हर खरीदार को बताया जाएगा।',
  eventAlreadyCancelled: 'यह इवेंट पहले ही रद्द हो चुका है।',
  showtimeAlreadyCancelled: 'यह शो पहले ही रद्द हो चुका है।',
  eventCancelled: (bookings: number) => `रद्द किया गया। ${bookings} बुकिंग रद्द करके पूरा रिफ़ंड की गईं; हर खरीदार को कारण बताया जा रहा है।`,
  eventIsCancelled: 'यह इवेंट रद्द हो चुका है और अब इसमें बदलाव नहीं किया जा सकता।',
  messageCapReached: (max: number) => `हर इवेंट के लिए एक दिन में अधिकतम ${max} संदेश: कल फिर से कोशिश करें।`,
  messageQueued: (n: number) => `संदेश ${n} बुकिंग को भेजा गया।`,
  startsInPast: (what: string) =>
    `${String(what).replace(/^The event$/, 'इवेंट').replace(/^The showtime /, 'शो ')} का शुरू होने का समय बीत चुका है।`,
  rejectPublishedWithBookings: 'इस प्रकाशित इवेंट की बुकिंग हो चुकी हैं: इसके बजाय इसे रद्द करें, ताकि हर खरीदार को रिफ़ंड और सूचना मिल सके।',

  // reference data
  categoryExists: 'श्रेणी पहले से मौजूद है।',
  categoryRenameExists: 'इस नाम की एक और श्रेणी पहले से मौजूद है।',
  categoryNameRequired: 'कृपया श्रेणी का नाम दर्ज करें',
  categoryCreated: 'श्रेणी बन गई',
  categoryUpdated: 'श्रेणी अपडेट हो गई',
  deleted: 'डिलीट हो गया',
  languageNameRequired: 'भाषा का नाम ज़रूरी है।',
  performerNameRequired: 'कलाकार का नाम ज़रूरी है।',
  tagNameRequired: 'टैग का नाम ज़रूरी है।',
  itemNotFound: (kind: string) => `${inHindi(KIND_HI, kind)} मौजूद नहीं है`,
  rejectedDuplicate: (kind: string, name: string) =>
    `${inHindi(KIND_HI, kind)} "${name}" का अनुरोध पहले ही भेजा गया था और उसे अस्वीकार कर दिया गया।`,
  roleOnlyForPerformers: 'भूमिका केवल कलाकारों की होती है।',
  statusChanged: (status: string) => (status === 'approved' ? 'स्वीकृत' : 'अस्वीकृत'),
  submittedForApproval: 'एडमिन की मंज़ूरी के लिए भेज दिया गया।',
  kindSubmittedForApproval: (kind: 'Tag' | 'Language' | 'Performer') =>
    ({
      Tag: 'टैग एडमिन की मंज़ूरी के लिए भेज दिया गया।',
      Language: 'भाषा एडमिन की मंज़ूरी के लिए भेज दी गई।',
      Performer: 'कलाकार एडमिन की मंज़ूरी के लिए भेज दिया गया।',
    })[kind],
  alreadyApproved: (kind: string) => `यह ${inHindi(KIND_HI, kind)} पहले से मौजूद है और स्वीकृत है।`,
  pendingDuplicate: (kind: string, name: string) => `${inHindi(KIND_HI, kind)} "${name}" पहले से मंज़ूरी की प्रतीक्षा में है।`,
  nameExists: (kind: string, name: string) => `${inHindi(KIND_HI, kind)} "${name}" पहले से मौजूद है।`,
  referenceInUse: (kind: string, count: number) =>
    `यह ${inHindi(KIND_HI, kind)} ${count} इवेंट में इस्तेमाल में है: इसे डिलीट करने के लिए इसे किसी अन्य ${inHindi(KIND_HI, kind)} में मर्ज करें।`,
  mergeIntoSelf: 'मर्ज करने के लिए कोई दूसरा आइटम चुनें।',

  // venues
  venueRequired: 'कृपया नाम, शहर और पता भरें।',
  venueApprovedLocked: 'यह वेन्यू स्वीकृत हो चुका है और अब इसमें बदलाव नहीं किया जा सकता। बदलाव ज़रूरी हों तो एडमिन से संपर्क करें।',
  venueAlreadyApproved: 'पहले से मौजूद है (स्वीकृत)',
  venueSubmitted: 'मंज़ूरी के लिए भेज दिया गया',
  detailsSaved: 'विवरण सेव हो गया',
  imagesSaved: 'इमेज सेव हो गईं',
  saveFailed: 'सेव नहीं हो सका',
  venueImageNotFound: 'इमेज नहीं मिली',
  venueNotFound: 'वेन्यू नहीं मिला',
  venueImageOrder: 'क्रम में वेन्यू की हर इमेज ठीक एक बार होनी चाहिए।',
  coverMustBeUploaded: 'photo एक वेब पता होना चाहिए; फ़ाइल अपलोड करनी हो तो उसे photo के रूप में भेजें',

  // performers
  performerCreated: 'कलाकार सफलतापूर्वक जोड़ा गया',
  performerUpdated: 'कलाकार सफलतापूर्वक अपडेट हो गया',
  performerDeleted: 'कलाकार सफलतापूर्वक डिलीट हो गया',
  performerNotFound: 'कलाकार नहीं मिला',
  videoFileOnly: 'कृपया वीडियो फ़ाइल चुनें (MP4, WebM या MOV)',
  portfolioNameRequired: 'पोर्टफ़ोलियो का नाम ज़रूरी है।',
  unexpectedFileField: (field: string) => `अनपेक्षित फ़ाइल फ़ील्ड: ${field}`,

  // content
  contentPageExists: 'इस पेज के लिए कंटेंट पेज पहले से मौजूद है।',
  contentNotFound: 'कंटेंट नहीं मिला',
  contentPageFixed: 'किसी कंटेंट पेज का पेज बदला नहीं जा सकता।',

  // hero and logo
  selectImageFile: 'कृपया एक इमेज फ़ाइल चुनें',
  bannerTooLarge: 'फ़ाइल का साइज़ 10MB से कम होना चाहिए',
  logoTooLarge: 'फ़ाइल का साइज़ 5MB से कम होना चाहिए',
  videoTooLarge: 'फ़ाइल का साइज़ 25MB से कम होना चाहिए',
  imageTooManyPixels: 'इमेज बहुत बड़ी है: अधिकतम 100 मेगापिक्सल।',
  imageUploaded: 'इमेज सफलतापूर्वक अपलोड हो गई!',
  logoUpdated: 'लोगो सफलतापूर्वक अपडेट हो गया!',
  logoUpdateFailed: 'लोगो अपडेट नहीं हो सका',
  bannerNotFound: 'बैनर नहीं मिला',
  bannerImageRequired: 'इमेज URL ज़रूरी है',
  logoImageRequired: 'लोगो इमेज ज़रूरी है',

  // vendors
  statusUpdateFailed: 'स्टेटस अपडेट नहीं हो सका',
  vendorNotFound: 'वेंडर नहीं मिला',

  // dashboard
  welcomeBack: (name: string) => `फिर से स्वागत है, ${name}`,

  // bookings and payments
  bookingNotFound: 'बुकिंग नहीं मिली',
  bookingTransition: (from: string, action: string) =>
    `${inHindi(BOOKING_HI, from)} बुकिंग ${inHindi(BOOKING_HI, action)} नहीं की जा सकती।`,
  bookingCancelConfirm: 'यह बुकिंग रद्द करें?',
  sessionRequired: 'कृपया एक शो चुनें।',
  sessionNotOfEvent: 'यह शो इस इवेंट का नहीं है।',
  soldOut: 'सोल्ड आउट',
  onlyLeft: (available: number, typeName: string) => `${typeName} के केवल ${available} टिकट बचे हैं।`,
  ticketTypeUnknown: 'यह टिकट प्रकार इस इवेंट का नहीं है।',
  ticketTypeTwice: 'हर टिकट प्रकार केवल एक बार चुना जा सकता है।',
  itemsRequired: 'कम से कम एक टिकट चुनें।',
  notOnSaleYet: (typeName: string) => `${typeName} की बिक्री अभी शुरू नहीं हुई है।`,
  salesEnded: (typeName: string) => `${typeName} की बिक्री खत्म हो गई है।`,
  minPerOrder: (min: number, typeName: string) => `हर ऑर्डर में कम से कम ${min} ${typeName}।`,
  maxPerOrder: (max: number, typeName: string) => `हर ऑर्डर में अधिकतम ${max} ${typeName}।`,
  wholeQuantity: (field: string) => `${field} 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए।`,
  buyerCapReached: (max: number, held: number) =>
    `इस इवेंट के लिए आप अधिकतम ${max} टिकट रख सकते हैं${held ? ` (आपके पास पहले से ${held} हैं)` : ''}।`,
  holdExpiredNote: 'भुगतान समय पर पूरा नहीं हुआ, इसलिए टिकट रिलीज़ कर दिए गए।',
  codExpiredNote: (hours: number) => `कैश ऑन डिलीवरी ${hours} घंटे के अंदर स्वीकृत नहीं हुई, इसलिए टिकट रिलीज़ कर दिए गए।`,
  ticketTypeHasBookings: (name: string) => `${name} को हटाया नहीं जा सकता: इसकी बुकिंग हो चुकी हैं।`,
  sessionHasBookings: (label: string) => `शो ${label} को हटाया नहीं जा सकता: इसकी बुकिंग हो चुकी हैं।`,
  quantityBelowHeld: (name: string, held: number) => `${name} की संख्या पहले से बिके या होल्ड किए गए ${held} टिकटों से कम नहीं हो सकती।`,
  capacityBelowHeld: (label: string, held: number) => `शो ${label} की क्षमता पहले से बिकी या होल्ड की गई ${held} सीटों से कम नहीं हो सकती।`,
  tooManyTickets: (max: number) => `हर बुकिंग में अधिकतम ${max} टिकट।`,
  eventNotBookable: 'इस इवेंट की बुकिंग खुली नहीं है।',
  showtimeCancelled: 'यह शो रद्द हो चुका है।',
  eventNotOnSale: 'इस इवेंट के टिकट बिक्री पर नहीं हैं।',
  cashNotCod: 'केवल कैश-ऑन-डिलीवरी बुकिंग को ही हाथ से भुगतान-प्राप्त चिह्नित किया जाता है।',
  amountMismatch: 'राशि बुकिंग की कुल राशि से मेल नहीं खाती।',
  paymentVerificationFailed: 'भुगतान का सत्यापन विफल रहा',
  paymentNotForBooking: 'यह भुगतान इस बुकिंग का नहीं है।',
  bookingNotPayable: 'इस बुकिंग का भुगतान नहीं किया जा सकता।',
  sandboxDisabled: 'सैंडबॉक्स पेमेंट प्रोवाइडर प्रोडक्शन में उपलब्ध नहीं है।',
  loginToDownload: 'टिकट डाउनलोड करने के लिए लॉग इन करना ज़रूरी है।',
  eventNoPrice: 'इस इवेंट के टिकट अभी बिक्री पर नहीं हैं।',
  ticketNotReady: 'बुकिंग कन्फ़र्म होने के बाद टिकट उपलब्ध होंगे।',
  invoiceNotFound: 'इनवॉइस नहीं मिला',
  gstReportMonth: 'month को YYYY-MM के रूप में महीना होना चाहिए, जैसे 2026-04।',
  paymentInitiationFailed: 'भुगतान शुरू नहीं हो सका',
  latePaymentRefund: 'आपका भुगतान बुकिंग रिलीज़ होने के बाद मिला; यह रिफ़ंड कर दिया जाएगा।',
  interestEventNotFound: 'इवेंट नहीं मिला',

  // check-in at the door
  invalidTicket: 'अमान्य टिकट',
  ticketCancelled: 'टिकट रद्द हो चुका है',
  ticketNotFound: 'टिकट नहीं मिला',
  eventNotFound: 'इवेंट नहीं मिला',
  alreadyCheckedIn: (hhmm: string) => `${hhmm} पर पहले ही चेक-इन हो चुका है`,
  otherShowtime: (showtime: string) => `यह टिकट किसी दूसरे शो का है: ${showtime}।`,
  notCheckedIn: 'इस टिकट का चेक-इन नहीं हुआ है।',
  checkInWhat: 'टिकट टोकन या उसका नंबर दें।',

  // refunds and cancellation
  cancelCutoff: (hours: number) => `इवेंट से ${hours} घंटे पहले बुकिंग रद्द करने की सुविधा बंद हो जाती है।`,
  refundNoPayment: 'इस बुकिंग का कोई ऑनलाइन भुगतान नहीं है जिसे रिफ़ंड किया जा सके।',
  refundNothingLeft: 'इस बुकिंग के लिए चुकाई गई पूरी राशि पहले ही रिफ़ंड की जा चुकी है।',
  refundTooMuch: (maxRupees: string) => `इस बुकिंग के लिए अधिकतम ${maxRupees} रिफ़ंड किए जा सकते हैं।`,
  refundReasonRequired: 'reason ज़रूरी है।',
  refundAmountInvalid: 'amount रुपयों में एक धनात्मक संख्या होनी चाहिए, जिसमें अधिकतम 2 दशमलव अंक हों।',
  idempotencyKeyReused: 'यह Idempotency-Key पहले ही किसी दूसरे रिफ़ंड के लिए इस्तेमाल हो चुकी है।',
  idempotencyKeyTooLong: 'Idempotency-Key अधिकतम 200 अक्षरों की होनी चाहिए।',
  noPendingRevision: 'इस इवेंट में मंज़ूरी के लिए कोई बदलाव बाकी नहीं है।',
  tooManyTicketTypes: (max: number) => `एक इवेंट में ज़्यादा से ज़्यादा ${max} टिकट प्रकार हो सकते हैं।`,
  tooManySessions: (max: number) => `एक इवेंट में ज़्यादा से ज़्यादा ${max} शो हो सकते हैं।`,
  tooManyOrderLines: (max: number) => `एक ऑर्डर में ज़्यादा से ज़्यादा ${max} लाइनें हो सकती हैं।`,
  passwordResetSent: 'अगर यह ईमेल किसी खाते का है, तो पासवर्ड रीसेट करने का लिंक भेजा जा रहा है। यह 30 मिनट के अंदर एक बार काम करेगा।',
  passwordResetInvalid: 'यह रीसेट लिंक अमान्य है, इस्तेमाल हो चुका है या इसकी समय-सीमा खत्म हो गई है। नया लिंक मँगाएँ।',
  passwordResetDone: 'आपका पासवर्ड रीसेट हो गया है। नए पासवर्ड से साइन इन करें।',
  totpCodeRequired: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड या कोई रिकवरी कोड डालें।',
  codeSixDigits: 'कोड 6 अंकों का होता है।',
  totpCodeWrong: 'कोड गलत है या पहले ही इस्तेमाल हो चुका है। अपने ऐप का मौजूदा कोड डालें।',
  recoveryCodeWrong: 'यह रिकवरी कोड गलत है या पहले ही इस्तेमाल हो चुका है।',
  totpAlreadyOn: 'दो-चरणीय साइन-इन पहले से चालू है। दोबारा सेट करने के लिए पहले इसे बंद करें।',
  totpNotOn: 'दो-चरणीय साइन-इन चालू नहीं है।',
  totpNoEnrolment: 'पहले सेट-अप शुरू करें: कोई नामांकन कोड की प्रतीक्षा में नहीं है।',
  totpEnabled: 'दो-चरणीय साइन-इन चालू है। रिकवरी कोड सुरक्षित जगह रखें: ये केवल एक बार दिखाए जाते हैं।',
  totpDisabled: 'दो-चरणीय साइन-इन बंद है।',
  totpDisableProof: 'अपना पासवर्ड या अपने ऐप का कोई कोड डालें।',
  totpSetupRequired: 'एडमिनिस्ट्रेटर के लिए दो-चरणीय साइन-इन ज़रूरी है। आगे बढ़ने के लिए इसे सेट करें।',
  totpRequiredForAdmins: 'हर एडमिनिस्ट्रेटर के लिए दो-चरणीय साइन-इन ज़रूरी है, इसलिए इसे बंद नहीं किया जा सकता।',
  totpOwnFirst: 'पहले अपने खाते के लिए दो-चरणीय साइन-इन चालू करें।',
  securitySettingsSaved: 'सुरक्षा सेटिंग्स सहेजी गईं',
  eventCancelledNote: 'आयोजक ने यह इवेंट रद्द कर दिया है; आपने जो भी भुगतान किया था, वह पूरा वापस किया जा रहा है।',
  refundNothingToRetry: 'इस बुकिंग का कोई असफल रिफ़ंड दोबारा करने के लिए नहीं है।',
  paymentMethodRequired: 'paymentMethod razorpay या cod होना चाहिए।',
  gstinInvalid: 'मान्य GSTIN दर्ज करें।',
  ifscInvalid: 'मान्य IFSC दर्ज करें।',
  accountNumberInvalid: 'accountNumber 9 से 18 अंकों का होना चाहिए।',
  accountHolderRequired: 'accountHolder ज़रूरी है।',
  razorpayAccountInvalid: 'razorpayAccountId एक Razorpay लिंक्ड खाते की id होनी चाहिए, जैसे acc_Ef0xTJxSPnhk2G।',
  commissionBpsInvalid: 'commissionBps 0 से 10000 तक के पूरे बेसिस पॉइंट होने चाहिए।',
  taxProfileSaved: 'व्यवसाय और कर विवरण सेव हो गया',
  stateCodeInvalid: 'stateCode किसी भारतीय राज्य या केंद्र शासित प्रदेश का GST कोड होना चाहिए, जैसे 07 (दिल्ली)।',
  stateCodeNotGstins: (code: string) => `राज्य कोड GSTIN का अपना राज्य कोड (${code}) होना चाहिए।`,
  billingStateInvalid: 'billingState किसी भारतीय राज्य या केंद्र शासित प्रदेश का GST कोड होना चाहिए, जैसे 07 (दिल्ली)।',
};
