import { CalendarX2, Phone } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { PhoneLink } from "~/components/site/phone-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { VisitorBookingView } from "~/domain/scheduling/open-visitor-booking.server";
import type { WindowPickerData } from "~/domain/scheduling/window-picker-days";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { FormToast } from "~/http/form-toast";
import type { BookingMessages } from "~/i18n/en/booking";
import { format, type Locale } from "~/i18n/catalog";
import { WindowPicker } from "./window-picker";
import { windowText } from "./window-text";

const FORM_ID = "manage-booking";

type Booking = VisitorBookingView & { picker: WindowPickerData | null };

/** The business date (Miami) of an instant; en-CA writes dates as YYYY-MM-DD. */
function dateOf(instant: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(instant));
}

/**
 * One booking as its manage link shows it: the visit, then the changes it still allows, each a POST form (a GET
 * never changes anything). Inside 24 hours of the window, the office's phone instead.
 */
export function ManageBookingView(props: {
  words: BookingMessages;
  locale: Locale;
  booking: Booking;
  phone: string;
  refusal: FormToast | null;
}) {
  const { words, locale, booking, phone } = props;
  const m = words.manage;
  const busy = useNavigation().state === "submitting";
  const window = { date: dateOf(booking.startsAt), startsAt: booking.startsAt, endsAt: booking.endsAt };
  const open = booking.status === "scheduled" || booking.status === "confirmed";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
      <p className="mt-2 text-muted-foreground">{format(m.greeting, { name: booking.firstName })}</p>
      <Card className="mt-6 space-y-5 p-5 sm:p-8">
        <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="text-sm text-muted-foreground">{m.service}</dt>
          <dd className="font-medium">{words.serviceTypes[booking.serviceType] ?? booking.serviceType}</dd>
          <dt className="text-sm text-muted-foreground">{m.window}</dt>
          <dd className="font-medium" data-testid="booking-window">
            {windowText(window, locale)}
          </dd>
          <dt className="text-sm text-muted-foreground">{m.address}</dt>
          <dd>{booking.serviceAddress}</dd>
          <dt className="text-sm text-muted-foreground">{m.status}</dt>
          <dd data-testid="booking-status">{m.statuses[booking.status] ?? booking.status}</dd>
        </dl>
        {props.refusal ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-semibold">{props.refusal.title}</p>
            {props.refusal.description ? <p>{props.refusal.description}</p> : null}
          </div>
        ) : null}
        {!open ? null : booking.canReschedule || booking.canCancel ? (
          <>
            {booking.picker ? (
              <Form method="post" className="space-y-4">
                <h2 className="text-lg font-semibold">{m.rescheduleHeading}</h2>
                <input type="hidden" name="intent" value="reschedule" />
                <HoneypotInput formId={`${FORM_ID}-reschedule`} />
                <WindowPicker
                  data={booking.picker}
                  words={words.picker}
                  locale={locale}
                  pageHref={(from) => `?reschedule${from ? `&from=${from}` : ""}`}
                  required
                />
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" variant="accent" disabled={busy || !booking.picker.firstFreeId}>
                    {busy ? m.rescheduling : m.rescheduleSubmit}
                  </Button>
                  <Link to="?" className={buttonVariants({ variant: "outline" })}>
                    {m.keep}
                  </Link>
                </div>
              </Form>
            ) : (
              <div className="flex flex-wrap gap-3">
                {booking.canReschedule ? (
                  <Link to="?reschedule" className={buttonVariants({ variant: "accent" })}>
                    {m.reschedule}
                  </Link>
                ) : null}
                {booking.canCancel ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel" />
                    <HoneypotInput formId={`${FORM_ID}-cancel`} />
                    <Button type="submit" variant="outline" disabled={busy}>
                      <CalendarX2 aria-hidden />
                      {busy ? m.cancelling : m.cancel}
                    </Button>
                  </Form>
                ) : null}
              </div>
            )}
            <p className="text-sm text-muted-foreground">{m.cancelNote}</p>
          </>
        ) : (
          <p className="flex flex-wrap items-center gap-2" data-testid="booking-call-us">
            {format(m.insideNotice, { phone })}
            <PhoneLink phone={phone} className={buttonVariants({ variant: "accent", size: "sm" })}>
              <Phone aria-hidden />
              {phone}
            </PhoneLink>
          </p>
        )}
      </Card>
    </div>
  );
}

/** Every bad link (unknown, expired, revoked, altered) answers this same page with 404. */
export function InvalidBookingLink({ words, phone }: { words: BookingMessages; phone: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <Card className="space-y-3 p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{words.manage.invalidTitle}</h1>
        <p className="text-muted-foreground">{format(words.manage.invalidBody, { phone })}</p>
      </Card>
    </div>
  );
}
