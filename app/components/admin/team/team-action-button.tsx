import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * One button that posts one intent for one technician (and a day, for a day off): a plain POST form that works
 * without JavaScript; while it is on its way a second press is ignored.
 */
export function TeamActionButton({
  intent,
  technicianId,
  day,
  label,
  accessibleLabel,
  variant = "outline",
  icon,
}: {
  intent: string;
  technicianId: string;
  day?: string;
  label: string;
  accessibleLabel?: string;
  variant?: ButtonProps["variant"];
  icon?: ReactNode;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("technicianId") === technicianId;
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      preventScrollReset
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="technicianId" value={technicianId} />
      {day ? <input type="hidden" name="day" value={day} /> : null}
      <Button
        type="submit"
        size="sm"
        variant={variant}
        disabled={busy}
        aria-disabled={busy}
        aria-label={accessibleLabel}
      >
        {icon}
        {label}
      </Button>
    </Form>
  );
}
