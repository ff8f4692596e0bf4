/** Business constants with their units in their names (ARCHITECTURE.md convention 5). */
export const APPOINTMENT_MIN_LEAD_HOURS = 24;
export const APPOINTMENT_DEFAULT_DURATION_MINUTES = 60;
export const APPOINTMENT_DURATION_OPTIONS_MINUTES = [60, 90, 120, 180] as const;
export const APPOINTMENT_CANCEL_MIN_NOTICE_HOURS = 24;
/** A maintenance plan ends after this much written notice (terms of service); partial years are not refunded. */
export const PLAN_CANCEL_NOTICE_DAYS = 30;
export const DASHBOARD_UPCOMING_APPOINTMENTS_LIMIT = 3;
export const DASHBOARD_RECENT_SERVICES_LIMIT = 5;
export const SUBSCRIPTION_RECENT_ORDERS_LIMIT = 5;
export const DUE_SOON_WINDOW_DAYS = 30;
export const RECENT_SIGNUPS_WINDOW_DAYS = 30;
export const CRM_BULK_SYNC_LIMIT = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const CUSTOMER_NUMBER_PREFIX = "AW";
/** The business's own calendar (Miami): "today" for due dates is this zone's date, not the server's. */
export const BUSINESS_TIME_ZONE = "America/New_York";
/**
 * Online booking (issue 34, ADR 074): how long a booking waits on PostgreSQL for its day's lock before it answers
 * "that window was just taken" instead of queueing on, and how many next free windows that answer offers.
 */
export const SCHEDULE_DAY_LOCK_TIMEOUT_MS = 5_000;
export const NEXT_FREE_WINDOWS_OFFERED = 3;
/**
 * A visitor's manage-booking link (ADR 075) works until this many days after the end of the visit's window: long
 * enough to read the visit after it, short enough that an old mail stops opening anything. A reschedule moves it.
 */
export const VISITOR_BOOKING_LINK_DAYS_AFTER_WINDOW = 7;
/**
 * Sign-in attempts one account takes in a window, from any address, before further sign-ins for it answer 429
 * (even with the right password) until the window ends; a successful sign-in takes back only its own attempt.
 * Short on purpose: whoever guesses can also lock the owner out for this long (ADR 029).
 */
export const SIGN_IN_ATTEMPTS_MAX_PER_ACCOUNT = 10;
export const SIGN_IN_ATTEMPTS_WINDOW_MINUTES = 15;
/** "Someone tried to create an account with your address" mails per address in a window (ADR 029). */
export const EXISTING_ACCOUNT_NOTICES_MAX_PER_ADDRESS = 1;
export const EXISTING_ACCOUNT_NOTICE_WINDOW_MINUTES = 60;
/**
 * Page views counted from one client address in a business day, whatever browser it claims: a household or an office
 * reads far fewer pages, so past it the views are a script rotating its User-Agent (security probe 4, N4) and are
 * dropped, keeping one address from inflating the visitors and Top Referrers by more than this.
 */
export const PAGE_VIEWS_PER_ADDRESS_PER_DAY = 200;
/**
 * Live-update streams (/admin/events) one session may hold open at once on one app server: a browser opens one per
 * back-office tab (and keeps at most six connections to a host over HTTP/1.1), so more are a script holding memory
 * and file descriptors (security probe 4, N6) and are refused with 429.
 */
export const ADMIN_EVENT_STREAMS_PER_SESSION_MAX = 6;
/** A Stripe webhook signed further than this from now, before or after, is refused (Stripe's own default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
/** Back office customer list: page sizes staff can pick, the first one by default (issue 11). */
export const CUSTOMER_LIST_PAGE_SIZES = [25, 50, 100] as const;
/** A customer CSV import refuses a file above either limit, with its own message, before reading any row. */
export const CUSTOMER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CUSTOMER_IMPORT_MAX_ROWS = 20_000;
/** Back office daily operations (issue 12): rows per page of each list. */
export const LEADS_PAGE_SIZE = 25;
/** Recent sign-ups shown beside the leads (the newest of the last RECENT_SIGNUPS_WINDOW_DAYS days). */
export const RECENT_SIGNUPS_LIST_LIMIT = 50;
export const APPOINTMENT_REQUESTS_PAGE_SIZE = 25;
export const REWARD_CLAIMS_PAGE_SIZE = 25;
export const AUDIT_LOG_PAGE_SIZE = 50;
/**
 * Analytics & Reports (issue 13, ADR 035). A session is one visitor key's views with gaps under this many minutes;
 * the visitor key's salt changes at the business's midnight, so a visitor counts once per day.
 */
export const ANALYTICS_SESSION_GAP_MINUTES = 30;
/** Raw page views are kept this many days after their day is closed into daily_analytics, then deleted. */
export const ANALYTICS_RAW_RETENTION_DAYS = 7;
/** How often each app server (with its job worker on) rolls page views up into daily_analytics. */
export const ANALYTICS_ROLL_UP_INTERVAL_MINUTES = 5;
/** The screen's monthly lists cover this many months, the current one included. */
export const ANALYTICS_MONTHLY_LIST_MONTHS = 6;
/** Top pages and referrers cover this many days, today included, and show this many rows each. */
export const ANALYTICS_TOP_LIST_DAYS = 30;
export const ANALYTICS_TOP_LIST_LIMIT = 10;
/** Recent contact submissions: the first this many leads with source contact_form (spec document 2 §9). */
export const ANALYTICS_CONTACT_SUBMISSIONS_LIMIT = 10;
/**
 * Recent work photos (issue 17, ADR 038). An upload is refused above this size, below the minimum size in pixels, or
 * above the pixel count (a small file can decode to a huge picture). Each photo is cropped to 4:3 and stored at
 * these widths; the home page shows the first few, and staff keep at most WORK_PHOTOS_MAX in the library.
 */
export const WORK_PHOTO_MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const WORK_PHOTO_MIN_WIDTH_PX = 640;
export const WORK_PHOTO_MIN_HEIGHT_PX = 480;
export const WORK_PHOTO_MAX_INPUT_PIXELS = 50_000_000;
export const WORK_PHOTO_STORED_WIDTHS_PX = [480, 960] as const;
export const WORK_PHOTO_ASPECT_WIDTH = 4;
export const WORK_PHOTO_ASPECT_HEIGHT = 3;
export const WORK_PHOTOS_ON_HOME_PAGE = 3;
export const WORK_PHOTOS_MAX = 12;
export const WORK_PHOTO_CAPTION_MAX_LENGTH = 140;
/**
 * A visit's reminder is left out when it would go this soon after the booking or the change that queues it: the
 * confirmation the customer just got says the same (a visit booked 24 h 10 min ahead gets no day-before reminder ten
 * minutes later).
 */
export const REMINDER_MIN_MINUTES_AFTER_BOOKING = 60;

/**
 * Review requests (issue 36 item 5). One reminder this many days after the request when the review link was not
 * followed; each link works this long (ADR 075), long enough for the reminder and a late answer.
 */
export const REVIEW_REMINDER_AFTER_DAYS = 4;
export const REVIEW_LINKS_VALID_DAYS = 60;
/** The Analytics screen lists the newest this many review requests. */
export const ANALYTICS_REVIEW_REQUESTS_LIMIT = 20;
/** The longest private note to the owner from a review request's link. */
export const OWNER_FEEDBACK_MAX_LENGTH = 2000;
/** How long Basic Maintenance's "priority scheduling" holds after its paid order (issue 37 item 5). */
export const BASIC_PRIORITY_SCHEDULING_MONTHS = 12;
