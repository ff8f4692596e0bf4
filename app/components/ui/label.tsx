import * as React from "react";
import { cn } from "./class-names";

/** A plain <label>: no primitive library, so the public pages' forms ship no extra script for it. */
export const Label = React.forwardRef<HTMLLabelElement, React.ComponentPropsWithoutRef<"label">>(
  ({ className, htmlFor, ...props }, ref) => (
    <label ref={ref} htmlFor={htmlFor} className={cn("text-sm font-medium leading-none", className)} {...props} />
  ),
);
Label.displayName = "Label";

/** A field's error line, linked to its input with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {message}
    </p>
  );
}
