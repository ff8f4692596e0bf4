/** PostgreSQL's unique_violation, as both drivers (pg and PGlite) report it. */
const UNIQUE_VIOLATION = "23505";
const CUSTOMER_NUMBER_CONSTRAINT = "customers_customer_number_unique";

/**
 * Whether a failed write lost a race for a customer number: two staff typing the same new number at once both pass
 * the "already exists" check, and the unique constraint refuses the second. Drizzle wraps the driver's error, so the
 * cause chain is searched.
 */
export function isCustomerNumberConflict(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION && constraint === CUSTOMER_NUMBER_CONSTRAINT) return true;
  }
  return false;
}
