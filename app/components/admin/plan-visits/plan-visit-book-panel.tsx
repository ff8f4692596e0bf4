import { Form, Link, useNavigation } from "react-router";
import { windowDayText, windowTimesText } from "~/components/booking/window-text";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { formatCalendarDate } from "~/domain/dashboard/dashboard-format";
import type { PlanVisitWindows } from "~/domain/plan-visits/read-plan-visit-windows.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** Where a page of the booking panel lives: the screen with `book` (and `from` for a later or earlier page). */
export function planVisitBookHref(planVisitId: string, from?: string | null): string {
  const search = new URLSearchParams({ book: planVisitId });
  if (from) search.set("from", from);
  return `/admin/plan-visits?${search.toString()}`;
}

/**
 * "Book a window" for one follow-up visit: the free arrival windows of the customer's zone, a page of days at a time,
 * each a plain POST (works without JavaScript) that books that window for this visit. A window taken meanwhile comes
 * back as the form's reply above, and the page's windows are read again.
 */
export function PlanVisitBookPanel({ booking }: { booking: PlanVisitWindows }) {
  const m = useMessages().admin.planVisits.book;
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { visit, picker } = booking;
  const freeDays = picker?.days.filter((day) => day.windows.some((window) => window.free)) ?? [];
  return (
    <Card data-testid="plan-visit-book-panel">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div>
          <h2 className="text-lg font-semibold">{format(m.heading, { name: visit.customerName })}</h2>
          <p className="text-sm text-muted-foreground">
            {format(m.intro, { plan: visit.planName, date: formatCalendarDate(visit.dueDate, locale) })}
          </p>
        </div>
        {booking.reason !== "bookable" ? (
          <Alert>
            <AlertDescription>
              {booking.reason === "not-waiting"
                ? m.notWaiting
                : booking.reason === "outside-area"
                  ? m.outsideArea
                  : m.noZipCode}
            </AlertDescription>
          </Alert>
        ) : freeDays.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noneFree}</p>
        ) : (
          <ul aria-label={m.daysLabel} className="flex flex-col gap-3">
            {freeDays.map((day) => (
              <li key={day.date}>
                <h3 className="text-sm font-medium">{windowDayText(day.date, locale)}</h3>
                <div className="mt-1 flex flex-wrap gap-2">
                  {day.windows
                    .filter((window) => window.free)
                    .map((window) => {
                      const times = windowTimesText(window, locale);
                      return (
                        <Form key={window.id} method="post" action={planVisitBookHref(visit.id, picker?.from)}>
                          <input type="hidden" name="intent" value="book" />
                          <input type="hidden" name="planVisitId" value={visit.id} />
                          <input type="hidden" name="windowId" value={window.id} />
                          <Button
                            type="submit"
                            size="sm"
                            variant="outline"
                            disabled={busy}
                            aria-label={format(m.windowLabel, { date: windowDayText(day.date, locale), times })}
                          >
                            {times}
                          </Button>
                        </Form>
                      );
                    })}
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {picker?.earlierFrom ? (
            <Link to={planVisitBookHref(visit.id, picker.earlierFrom)} className={buttonVariants({ variant: "ghost" })}>
              {m.earlier}
            </Link>
          ) : null}
          {picker?.laterFrom ? (
            <Link to={planVisitBookHref(visit.id, picker.laterFrom)} className={buttonVariants({ variant: "ghost" })}>
              {m.later}
            </Link>
          ) : null}
          <Link to="/admin/plan-visits" className={buttonVariants({ variant: "outline" })}>
            {m.close}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
