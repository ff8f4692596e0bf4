/** English messages: admin.settings' Scheduling tab (issue 34), spread into admin-settings.ts. */
export const adminSettingsScheduling = {
  sections: {
    windows: {
      title: "Arrival windows",
      description:
        "The windows customers and visitors book into, for each day of the week. The technician arrives within the window. Each window must lie inside that day's business hours (Service Settings); a day with no windows is closed to online booking.",
    },
    durations: {
      title: "Visit durations",
      description:
        "How long a visit of each service type keeps its technician busy, from the window's start. A visit may run past its window.",
    },
    rules: {
      title: "Booking rules",
      description: "How far ahead customers book, and the places kept for emergencies.",
    },
    zones: {
      title: "Booking zones",
      description:
        "The zip codes of each zone. A zip code in no zone is outside the area: the visitor is asked to call instead. A zip code may be in several zones.",
    },
  },
  weekdays: {
    sunday: "Sunday",
    monday: "Monday",
    tuesday: "Tuesday",
    wednesday: "Wednesday",
    thursday: "Thursday",
    friday: "Friday",
    saturday: "Saturday",
  },
  start: "Start",
  end: "End",
  windowPart: "{day} window {number}: {part}",
  newWindowPart: "{day} new window: {part}",
  noWindows: "Closed to online booking",
  addWindow: "Add a window",
  addWindowOn: "Add a window on {day}",
  remove: "Remove",
  removeWindow: "Remove {day} window {number}",
  windowsHint: "To add a window, fill in the empty row. To remove one, empty both of its times.",
  serviceTypes: {
    "AC Repair": "AC Repair",
    "Heating Repair": "Heating Repair",
    Installation: "Installation",
    Maintenance: "Maintenance",
    "Emergency Service": "Emergency Service",
    Consultation: "Consultation",
  },
  durationLabel: "{type} (minutes)",
  durationHint: "Whole minutes, {min} to {max}.",
  travelBufferMinutes: "Travel buffer (minutes)",
  travelBufferHint: "Added after every visit for the drive to the next one, 0 to {max}.",
  leadTimeHours: "Online booking lead time (hours)",
  leadTimeHint: "Customers book at least this long before a window starts: at least {min} hours, at most {max}.",
  emergencyLeadTimeHours: "Emergency Service lead time (hours)",
  emergencyLeadTimeHint: "Emergency Service is exempt from the lead time above and uses this one, 0 to {max}.",
  memberLeadTimeHours: "Plan members' lead time (hours)",
  memberLeadTimeHint:
    "Priority scheduling: Premium Care, Commercial Plus and (for a year) Basic members book this long ahead, 0 up to the lead time above.",
  horizonDays: "Booking horizon (days)",
  horizonHint: "How far ahead windows are offered, {min} to {max} days.",
  emergencyReservePercent: "Emergency reserve (%)",
  emergencyReserveHint:
    "The share of each window's technicians kept for Emergency Service bookings and staff, 0 to 100.",
  emergencyReserveReleaseHours: "Reserve released (hours before the window)",
  emergencyReserveReleaseHint:
    "From this long before a window starts, its reserve is open to every booking, 0 to {max}.",
  zoneName: "Name",
  zoneNameOf: "Name of the zone {zone}",
  zipCodes: "Zip codes",
  zipCodesOf: "Zip codes of {zone}",
  newZone: "New zone",
  zipCodesHint: "Five-digit zip codes separated by spaces, commas or new lines.",
  zipCodesCount: "{count} zip codes",
  addZone: "Add a zone",
  removeZone: "Remove the zone {zone}",
  zoneRemoved: "{zone} will be removed when you save.",
  keepZone: "Keep it",
  areasWithoutZone: "Service areas without a zone of their name (nobody there can book online yet): {areas}.",
  zonesHint: "To add a zone, fill in the empty row at the end. To remove one, empty its name and zip codes.",
} as const;

/** The Scheduling tab's field messages, spread into admin.settings.validation. */
export const schedulingValidation = {
  windowEndBeforeStart: "The end must be after the start",
  windowsOverlap: "This window overlaps another window of the same day",
  windowOutsideHours: "Each window must lie inside this day's business hours (Service Settings)",
  windowOnClosedDay: "This day is closed in the business hours (Service Settings), so it can have no windows",
  windowsTooMany: "Enter at most {max} windows a day",
  durationInvalid: "Enter whole minutes from {min} to {max}",
  travelBufferInvalid: "Enter whole minutes from 0 to {max}",
  leadTimeInvalid: "Enter whole hours from {min} to {max}: online bookings need at least {min} hours' notice",
  emergencyLeadTimeInvalid: "Enter whole hours from 0 to {max}",
  memberLeadTimeInvalid: "Enter whole hours from 0 up to the online booking lead time",
  horizonInvalid: "Enter whole days from {min} to {max}",
  reservePercentInvalid: "Enter a whole percentage from 0 to {max}",
  reserveReleaseInvalid: "Enter whole hours from 0 to {max}",
  zipCodesRequired: "Enter at least one zip code, or empty the name too to remove the zone",
  zipCodesInvalid: "These are not five-digit zip codes: {codes}",
  zoneNameTaken: "Another zone already has this name",
  zonesTooMany: "Enter at most {max} zones",
} as const;
