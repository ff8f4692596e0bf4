import { CalendarDays } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { REQUEST_APPOINTMENT_PATH } from "./quick-actions-card";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatBusinessDate, formatBusinessTime } from "~/domain/dashboard/dashboard-format";
import type { UpcomingAppointment } from "~/domain/dashboard/get-customer-dashboard.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** Upcoming Appointments: a labelled region (other screens' tests find it by its heading). */
export function UpcomingAppointmentsCard({ appointments }: { appointments: UpcomingAppointment[] }) {
  const m = useMessages().portal.dashboard.upcoming;
  const locale = useLocale();
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex h-full flex-col">
        <CardHeader>
          <CardTitle id={headingId}>{m.title}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3">
          {appointments.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground">{m.empty}</p>
              <Link to={REQUEST_APPOINTMENT_PATH} className={buttonVariants({ variant: "outline", size: "sm" })}>
                {m.schedule}
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col divide-y">
              {appointments.map((appointment) => (
                <li
                  key={appointment.id}
                  className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
                  data-testid="upcoming-appointment"
                >
                  <div className="flex min-w-0 gap-3">
                    <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                    <div className="min-w-0">
                      <p className="font-medium">{appointment.serviceType}</p>
                      <p className="text-sm text-muted-foreground">
                        {formatBusinessDate(appointment.appointmentDate, locale)} ·{" "}
                        {formatBusinessTime(appointment.appointmentDate, locale)} ·{" "}
                        {format(m.duration, { minutes: appointment.durationMinutes })}
                      </p>
                    </div>
                  </div>
                  <Badge variant={appointment.status === "confirmed" ? "success" : "secondary"}>
                    {m.statuses[appointment.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
