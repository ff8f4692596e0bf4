import { HONEYPOT_FIELD } from "~/http/honeypot";

/**
 * The bot trap every public form carries: off-screen (not `type=hidden`, which bots skip), out of the tab
 * order and hidden from assistive technology, so only a form-filling bot puts a value in it.
 */
export function HoneypotInput({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      {/* Read by no person (hidden from assistive technology too), so it needs no translation. */}
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
