import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { SidebarTooltip } from "./app-sidebar";

/**
 * Ends the session through `/sign-out` and lands on `redirectTo` ("/" for customers, "/admin" for staff).
 * A full page load, so nothing of the signed-in pages stays in memory.
 */
export function SignOutForm({
  label,
  redirectTo,
  iconOnly = false,
  fullWidth = false,
  variant = "outline",
}: {
  label: string;
  redirectTo: string;
  /** Collapsed sidebar: the icon alone, named for screen readers and shown in a tooltip. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  variant?: ButtonProps["variant"];
}) {
  return (
    <Form method="post" action="/sign-out" reloadDocument>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SidebarTooltip label={label} enabled={iconOnly}>
        <Button
          type="submit"
          variant={variant}
          size={iconOnly ? "icon" : "sm"}
          className={cn(fullWidth && !iconOnly && "w-full")}
          aria-label={iconOnly ? label : undefined}
        >
          <LogOut aria-hidden />
          {iconOnly ? null : label}
        </Button>
      </SidebarTooltip>
    </Form>
  );
}
