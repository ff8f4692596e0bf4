import { useMessages } from "~/i18n/use-messages";

/** The portal's service types in the page's language; a type typed by hand elsewhere is shown as it is. */
export function useServiceTypeName(): (serviceType: string) => string {
  const names = useMessages().admin.appointments.serviceTypes as Record<string, string>;
  return (serviceType) => names[serviceType] ?? serviceType;
}
