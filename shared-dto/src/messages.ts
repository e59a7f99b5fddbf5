/**
 * The message catalogue: the spec's words (section 8 of both files) plus the server's own errors.
 * The API answers these texts and the UIs show them, so both sides import them from here.
 */
export const Messages = {
  // generic
  validationFailed: 'Validation failed',
  unknownField: (field: string) => `Unknown field: ${field}`,
  invalidId: 'Invalid id',
  notFound: 'Not found',
  routeNotFound: (path: string) => `No API route for ${path}`,
  fileNotFound: 'File not found',
  unauthorized: 'Unauthorized',
  forbidden: 'Access denied',
  conflict: 'Already exists',
  internalError: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyAttempts: (minutes: number) => `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  loggedOut: 'Logged out',
  requestTooLarge: 'The request is too large.',
  nulNotAllowed: 'The request contains a NUL character, which is not allowed.',
  nestedTooDeep: 'The request is nested too deeply.',
  outboxPhoneRequired: 'Give the phone whose messages you want (?phone=).',

  // admin auth and account
  invalidEmailOrPassword: 'Invalid email or password',
  adminLoginFailed: '❌ Invalid email or password',
  invalidServerResponse: 'Invalid server response',
  profileUpdated: 'Profile updated',
  profileUpdateFailed: '❌ Failed to update profile',
  emailInUse: 'This email is already in use.',

  // vendor auth
  vendorRegistered: 'Registration successful.',
  vendorAwaitingApproval: 'You can sign in once approved.',
  vendorPending: 'Your account is awaiting approval.',
  vendorSuspended: 'Your account has been suspended. Contact support.',
  vendorEmailTaken: 'A vendor with this email already exists.',
  registrationFailed: 'Registration failed',

  // user auth (one-time codes)
  otpSent: 'Code sent',
  otpResendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  otpTooManySends: 'Too many codes requested. Please try again later.',
  otpInvalid: 'Invalid code',
  otpExpired: 'This code has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new code.',
  otpNameEmailRequired: 'Name and email are required for new users.',
  verificationFailed: 'Verification failed. Please try again.',
  loginFailed: 'Login failed',

  // events
  eventLoadFailed: 'Failed to load event',
  eventsLoadFailed: 'Failed to load event(s)',
  createFailed: 'Create failed',
  updateFailed: 'Update failed',
  deleteFailed: 'Failed to delete',
  deleteConfirm: 'Delete this event?',
  eventApproved: 'Event approved',
  eventRejected: 'Event rejected',
  locationRequired: 'Location name, address, city, state, ZIP and country are required unless the event is online.',
  newVenueRequired: 'New venue: name, address, city, state, ZIP and country are required.',
  eventFieldRequired: (label: string) => `${label} is required.`,
  eventHasBookings: 'This event has bookings and cannot be deleted. Cancel or reject its bookings first.',
  ticketsBelowSold: (sold: number) => `Tickets cannot be fewer than the ${sold} already sold or held.`,
  eventRefNotFound: (kind: string) => `Unknown ${kind}: choose from the list.`,
  eventEndBeforeStart: 'The end must be after the start.',
  vendorEventStatus: 'Vendors can save an event as draft or submit it for approval only.',

  // reference data
  categoryExists: 'Category already exists.',
  categoryRenameExists: 'Another category with this name already exists.',
  categoryNameRequired: 'Please enter a category name',
  categoryCreated: 'Category created',
  categoryUpdated: 'Category updated',
  deleted: 'Deleted',
  languageNameRequired: 'Language name is required.',
  performerNameRequired: 'Performer name is required.',
  tagNameRequired: 'Tag name is required.',
  itemNotFound: (kind: string) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)} not found`,
  rejectedDuplicate: (kind: string, name: string) => `A ${kind} named "${name}" was already submitted and rejected.`,
  roleOnlyForPerformers: 'Only performers take a role.',
  statusChanged: (status: string) => (status === 'approved' ? 'Approved' : 'Rejected'),
  submittedForApproval: 'Submitted for admin approval.',
  kindSubmittedForApproval: (kind: 'Tag' | 'Language' | 'Performer') => `${kind} submitted for admin approval.`,
  alreadyApproved: (kind: string) => `This ${kind} already exists and is approved.`,
  pendingDuplicate: (kind: string, name: string) => `A ${kind} named "${name}" is already awaiting approval.`,
  nameExists: (kind: string, name: string) => `A ${kind} named "${name}" already exists.`,

  // venues
  venueRequired: 'Please fill name, city, and address.',
  venueApprovedLocked: 'This venue is approved and can no longer be edited. Contact admin if changes are needed.',
  venueAlreadyApproved: 'Already exists (approved)',
  venueSubmitted: 'Submitted for approval',
  detailsSaved: 'Details saved',
  imagesSaved: 'Images saved',
  saveFailed: 'Save failed',
  venueImageNotFound: 'Image not found',
  venueNotFound: 'Venue not found',
  venueImageOrder: 'The order must list every image of the venue exactly once.',
  coverMustBeUploaded: 'photo must be a web address; upload a file as photo instead',

  // performers
  performerCreated: 'Performer created successfully',
  performerUpdated: 'Performer updated successfully',
  performerDeleted: 'Performer deleted successfully',
  performerNotFound: 'Performer not found',
  videoFileOnly: 'Please select a video file (MP4, WebM or MOV)',
  portfolioNameRequired: 'Portfolio name is required.',
  unexpectedFileField: (field: string) => `Unexpected file field: ${field}`,

  // content
  contentPageExists: 'A content page for this page already exists.',
  contentNotFound: 'Content not found',
  contentPageFixed: 'The page of a content page cannot be changed.',

  // hero and logo
  selectImageFile: 'Please select an image file',
  bannerTooLarge: 'File size must be less than 10MB',
  logoTooLarge: 'File size must be less than 5MB',
  videoTooLarge: 'File size must be less than 25MB',
  imageTooManyPixels: 'The image is too large: at most 100 megapixels.',
  imageUploaded: 'Image uploaded successfully!',
  logoUpdated: 'Logo updated successfully!',
  logoUpdateFailed: 'Failed to update logo',
  bannerNotFound: 'Banner not found',
  bannerImageRequired: 'Image URL is required',
  logoImageRequired: 'Logo image is required',

  // vendors
  statusUpdateFailed: 'Failed to update status',
  vendorNotFound: 'Vendor not found',

  // dashboard
  welcomeBack: (name: string) => `Welcome back, ${name}`,

  // bookings and payments
  bookingNotFound: 'Booking not found',
  bookingTransition: (from: string, action: string) => `A ${from} booking cannot be ${action}.`,
  bookingCancelConfirm: 'Cancel this booking?',
  sessionRequired: 'Please choose a showtime for this event.',
  sessionNotOfEvent: 'This showtime does not belong to the event.',
  notEnoughTickets: (available: number) =>
    available === 0 ? 'Sold out: no tickets are left for this event.' : `Only ${available} ticket(s) left for this event.`,
  tooManyTickets: (max: number) => `At most ${max} tickets per booking.`,
  eventNotBookable: 'This event is not open for booking.',
  amountMismatch: 'The amount does not match the booking total.',
  paymentVerificationFailed: 'Payment verification failed',
  paymentNotForBooking: 'This payment does not belong to the booking.',
  bookingNotPayable: 'This booking cannot be paid.',
  sandboxDisabled: 'The sandbox payment provider is not available in production.',
  loginToDownload: 'You must be logged in to download tickets.',
  eventNoPrice: 'Tickets for this event are not on sale yet.',
  ticketNotReady: 'Tickets are available once the booking is confirmed.',
  paymentInitiationFailed: 'Payment initiation failed',
  latePaymentRefund: 'Your payment arrived after the booking was released; it will be refunded.',
  interestEventNotFound: 'Event not found',
} as const;
