/** The Team screen with one technician's form open (or the form to add one), as the address staff can share. */
export function technicianHref(technicianId: string | "new"): string {
  return `/admin/team?technician=${encodeURIComponent(technicianId)}`;
}
