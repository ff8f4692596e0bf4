import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "./class-names";

export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 font-semibold", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-secondary text-secondary-foreground",
      destructive: "border-transparent bg-destructive text-destructive-foreground",
      success: "border-transparent bg-success text-success-foreground",
      outline: "text-foreground",
      warning: "border-warning text-warning",
    },
    size: {
      default: "text-xs",
      md: "text-sm",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export function Badge({
  className,
  variant,
  size,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
