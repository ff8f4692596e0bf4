import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (docs/decisions/022): a component's
 * `className` only adds what its own classes leave unset, and a different look is a variant of the component.
 * tests/e2e/class-conflicts.test.ts checks every page for two utilities fighting over one property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
