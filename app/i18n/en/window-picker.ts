/**
 * English messages: the booking window picker (app/components/booking/window-picker.tsx), shared by the portal's and
 * the visitors' booking forms: each includes this object in its own namespace.
 */
export const windowPicker = {
  legend: "Preferred Date & Time",
  hint: "Arrival windows: the technician arrives within the window you choose (Miami time).",
  dayGroup: "Free windows on {day}",
  full: "Full",
  fullDay: "Every window on {day} is taken",
  taken: "Taken",
  none: "No free windows in these dates.",
  chooseServiceFirst: "Choose a service type to see the free windows.",
  earlier: "Earlier dates",
  more: "More dates",
  lastDate: "We book up to {date}.",
} as const;
