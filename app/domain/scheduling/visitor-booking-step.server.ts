import { isAppError } from "~/domain/app-error";
import { getSettings } from "~/domain/settings/get-settings.server";
import { listWindowPicker, type PickerWindow, type WindowPickerData } from "./list-window-picker.server";
import { BookingStartSchema, visitorBookingErrors } from "./visitor-booking-schemas";

/** Where a visitor is in the booking flow, from the page's query (every step is a plain GET before the booking). */
export type VisitorBookingStep =
  | { step: "start"; values: Record<string, string>; fieldErrors: Record<string, string> }
  | { step: "outside"; zipCode: string; phone: string }
  | { step: "window"; serviceType: string; zipCode: string; picker: WindowPickerData; windowError: string | null }
  | { step: "details"; serviceType: string; zipCode: string; window: PickerWindow };

/**
 * The booking flow's step for a query (issue 34 item 6): nothing or a refused service type / zip code → step 1 with
 * the field keys; a zip code in no zone → "outside our area" with the office's phone (never a window); no window
 * chosen → step 2, the picker's page from `from`; a window chosen that is still free for a visitor → step 3, else
 * step 2 again around it with `windowTaken`. Reads only.
 */
export async function visitorBookingStep(query: {
  serviceType?: string | null;
  zipCode?: string | null;
  window?: string | null;
  from?: string | null;
  /** Back to step 1 with the service type and zip code filled in. */
  change?: boolean;
  now?: Date;
}): Promise<VisitorBookingStep> {
  const values = { serviceType: query.serviceType ?? "", zipCode: query.zipCode ?? "" };
  // No zip code asked yet (a link may preselect the service type): step 1, nothing refused.
  if (query.change || query.zipCode == null) return { step: "start", values, fieldErrors: {} };
  const parsed = BookingStartSchema.safeParse(values);
  if (!parsed.success) return { step: "start", values, fieldErrors: visitorBookingErrors(parsed.error) };
  const { serviceType, zipCode } = parsed.data;
  const chosen = query.window && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(query.window) ? query.window : null;
  let picker: WindowPickerData;
  try {
    picker = await listWindowPicker({
      serviceType,
      zipCode,
      from: chosen ? chosen.slice(0, 10) : (query.from ?? null),
      booker: "self",
      now: query.now,
    });
  } catch (error) {
    if (isAppError(error) && error.code === "OUTSIDE_AREA")
      return { step: "outside", zipCode, phone: (await getSettings()).mainPhone };
    if (isAppError(error) && error.code === "BAD_INPUT")
      return { step: "start", values, fieldErrors: { ...error.fieldErrors } };
    throw error;
  }
  if (!chosen) return { step: "window", serviceType, zipCode, picker, windowError: null };
  for (const day of picker.days) {
    const window = day.windows.find((candidate) => candidate.id === chosen && candidate.free);
    if (window) return { step: "details", serviceType, zipCode, window };
  }
  return { step: "window", serviceType, zipCode, picker, windowError: "windowTaken" };
}
