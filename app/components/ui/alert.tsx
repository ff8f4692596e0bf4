import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "./class-names";

const alertVariants = cva(
  "relative w-full rounded-lg p-4 text-sm [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-4 [&>svg~*]:pl-7",
  {
    variants: {
      variant: {
        default: "border bg-background text-foreground",
        info: "border border-primary/30 bg-secondary text-secondary-foreground",
        /** An info box that must not be missed (the demo payment notices). */
        note: "border-2 border-primary/30 bg-secondary text-secondary-foreground",
        destructive: "border border-destructive/50 text-destructive",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Alert({
  className,
  variant,
  ...props
}: React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof alertVariants>) {
  return <div role="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, children, ...props }: React.HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h3 className={cn("mb-1 font-semibold leading-none", className)} {...props}>
      {children}
    </h3>
  );
}

export function AlertDescription({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("text-sm [&_p]:leading-relaxed", className)} {...props} />;
}
