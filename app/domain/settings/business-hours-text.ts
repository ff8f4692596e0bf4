import type { BusinessHours } from "~/config/settings-shapes";
import type { Locale } from "~/i18n/catalog";

const WORDS = {
  en: {
    weekdays: "Mon-Fri",
    saturday: "Sat",
    sunday: "Sun",
    sundayEmergencyOnly: "Sunday emergency service only",
    saturdayEmergencyOnly: "Saturday emergency service only",
    weekdaysClosed: "Mon-Fri by appointment",
    emergencyLine: "24/7 emergency line",
  },
  es: {
    weekdays: "Lun-Vie",
    saturday: "Sáb",
    sunday: "Dom",
    sundayEmergencyOnly: "Domingo: solo servicio de emergencia",
    saturdayEmergencyOnly: "Sábado: solo servicio de emergencia",
    weekdaysClosed: "Lun-Vie con cita previa",
    emergencyLine: "Línea de emergencia 24/7",
  },
} as const;

/** "07:00" → "7 AM", "18:30" → "6:30 PM" (the spec's US style in both languages). */
export function clockText(time: string): string {
  const [hourText = "0", minuteText = "00"] = time.split(":");
  const hour = Number(hourText);
  const suffix = hour >= 12 ? "PM" : "AM";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return minuteText === "00" ? `${hour12} ${suffix}` : `${hour12}:${minuteText} ${suffix}`;
}

/** The business hours as display lines, e.g. ["Mon-Fri 7 AM-6 PM", "Sat 8 AM-4 PM", "Sunday emergency service only", "24/7 emergency line"]. */
export function businessHoursLines(hours: BusinessHours, locale: Locale): string[] {
  const words = WORDS[locale];
  const span = (label: string, day: { opens: string; closes: string }) =>
    `${label} ${clockText(day.opens)}-${clockText(day.closes)}`;
  const lines = [
    hours.weekdays ? span(words.weekdays, hours.weekdays) : words.weekdaysClosed,
    hours.saturday ? span(words.saturday, hours.saturday) : words.saturdayEmergencyOnly,
    hours.sunday ? span(words.sunday, hours.sunday) : words.sundayEmergencyOnly,
  ];
  if (hours.emergencyLine24x7) lines.push(words.emergencyLine);
  return lines;
}
