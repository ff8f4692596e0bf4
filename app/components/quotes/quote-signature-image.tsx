import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from "~/config/quote-rules";

/**
 * A kept signature drawn again from its path. The path was checked on the server to be only whole-number moves and
 * lines (signature-path.ts), so it is safe to put in the `d` attribute as it is.
 */
export function QuoteSignatureImage({ path, label }: { path: string; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}`}
      className="h-auto w-full max-w-xs rounded-md border bg-white"
      data-testid="quote-signature-image"
    >
      <path d={path} fill="none" stroke="#0f172a" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
