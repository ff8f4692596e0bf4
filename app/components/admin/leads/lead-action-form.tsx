import type { ReactNode } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

export type LeadIntent = "status" | "sync" | "link";

/**
 * One button that posts one lead action to the screen's own address (so the action returns to the same view, dialog
 * included). A plain form: it works before JavaScript loads. With JavaScript the pressed button shows its busy label,
 * and while any lead action is on its way every further press is ignored.
 */
export function LeadActionForm({
  intent,
  fields,
  label,
  busyLabel,
  ariaLabel,
  variant = "outline",
  disabled = false,
  icon,
}: {
  intent: LeadIntent;
  fields: Record<string, string>;
  label: string;
  busyLabel: string;
  ariaLabel?: string;
  variant?: ButtonProps["variant"];
  disabled?: boolean;
  icon?: ReactNode;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const submitting = navigation.state !== "idle" && navigation.formData?.has("intent") === true;
  const busy =
    submitting &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      preventScrollReset
      onSubmit={(event) => {
        if (submitting) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant={variant}
        size="sm"
        disabled={disabled || busy}
        aria-disabled={disabled || busy}
        aria-label={busy ? undefined : ariaLabel}
      >
        {icon}
        {busy ? busyLabel : label}
      </Button>
    </Form>
  );
}
