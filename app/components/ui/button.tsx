import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "./class-names";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-background hover:bg-muted",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
        /** Outlined in the primary colour, for a choice beside a filled primary button (plan cards). */
        outlinePrimary: "border border-primary bg-background text-primary hover:bg-muted",
        /** A white button on the blue or orange bands of the home page. */
        light: "border border-transparent bg-card text-foreground hover:bg-card/90",
        /** An outlined button on the blue bands. */
        onPrimary:
          "border border-primary-foreground/50 bg-transparent text-primary-foreground hover:bg-primary-foreground/10",
        /** An outlined button on the orange booking band. */
        onAccent: "border border-accent-foreground/60 bg-transparent hover:bg-accent-foreground/10",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-11 px-6 text-base",
        /** The hero's calls to action. */
        xl: "h-13 px-7 text-lg",
        icon: "h-10 w-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

/** For a link styled as a button, put `buttonVariants()` on the <Link> (no Slot: public pages ship no Radix). */
export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, ...props }, ref) => (
    <button ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  ),
);
Button.displayName = "Button";
