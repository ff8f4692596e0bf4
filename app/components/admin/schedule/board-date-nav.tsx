import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useMessages } from "~/i18n/use-messages";
import { boardHref, shiftDate, type BoardView } from "./schedule-links";

/** Previous / today / next, a date input, and the day / week switch: all in the address, so every view has a link. */
export function BoardDateNav({ date, today, view }: { date: string; today: string; view: BoardView }) {
  const m = useMessages().admin.schedule;
  const step = view === "week" ? 7 : 1;
  return (
    <nav aria-label={m.dateNav.label} className="flex flex-wrap items-end gap-2">
      <Link
        to={boardHref({ date: shiftDate(date, -step), view })}
        className={buttonVariants({ variant: "outline", size: "icon" })}
        aria-label={view === "week" ? m.dateNav.previousWeek : m.dateNav.previous}
      >
        <ChevronLeft aria-hidden />
      </Link>
      <Link to={boardHref({ date: today, view })} className={buttonVariants({ variant: "outline" })}>
        {m.dateNav.today}
      </Link>
      <Link
        to={boardHref({ date: shiftDate(date, step), view })}
        className={buttonVariants({ variant: "outline", size: "icon" })}
        aria-label={view === "week" ? m.dateNav.nextWeek : m.dateNav.next}
      >
        <ChevronRight aria-hidden />
      </Link>
      <Form method="get" className="flex items-end gap-2">
        {view === "week" ? <input type="hidden" name="view" value="week" /> : null}
        <div className="flex flex-col gap-1">
          <Label htmlFor="board-date">{m.dateNav.date}</Label>
          <Input id="board-date" name="date" type="date" defaultValue={date} className="w-44" />
        </div>
        <Button type="submit" variant="outline">
          {m.dateNav.go}
        </Button>
      </Form>
      <div role="group" aria-label={m.views.label} className="ml-auto flex gap-1">
        <Link
          to={boardHref({ date, view: "day" })}
          aria-current={view === "day" ? "page" : undefined}
          className={buttonVariants({ variant: view === "day" ? "default" : "outline" })}
        >
          {m.views.day}
        </Link>
        <Link
          to={boardHref({ date, view: "week" })}
          aria-current={view === "week" ? "page" : undefined}
          className={buttonVariants({ variant: view === "week" ? "default" : "outline" })}
        >
          {m.views.week}
        </Link>
      </div>
    </nav>
  );
}
