import type { Messages } from "../catalog";

/** Spanish words of the 404 and error screens (see ../en/shell-errors.ts). */
export const shellErrors = {
  notFound: {
    code: "404",
    title: "¡Uy! Página no encontrada",
    body: "La página que busca no existe o cambió de dirección.",
    backHome: "Volver al inicio",
    needHelp: "¿Necesita ayuda con su aire acondicionado? Llame al {phone}",
    metaTitle: "Página no encontrada | {company}",
  },
  noStaffAccess: {
    code: "403",
    title: "Esta cuenta no tiene acceso de personal",
    body: "Ha iniciado sesión como {email}, una cuenta de cliente. La oficina administrativa es solo para el personal de AW.",
    toPortal: "Ir a mi portal",
    signInAsStaff: "Cerrar sesión e iniciar como personal",
    needHelp: "¿Cree que debería tener acceso? Llame al {phone}",
    metaTitle: "Sin acceso de personal | {company}",
  },
  technicianOnly: {
    code: "403",
    title: "Esta es una cuenta de técnico",
    body: "Ha iniciado sesión como {email}, una cuenta de técnico. No abre el portal de clientes ni la oficina administrativa.",
    toMyDay: "Ir a mi día",
    signOut: "Cerrar sesión",
    needHelp: "¿Preguntas? Llame a la oficina al {phone}",
    metaTitle: "Cuenta de técnico | {company}",
  },
  error: {
    title: "Algo salió mal",
    body: "Lo sentimos: un error inesperado impidió cargar esta página. Intente de nuevo o llámenos si necesita ayuda de inmediato.",
    tryAgain: "Intentar de nuevo",
    reload: "Recargar página",
    needHelp: "¿Necesita servicio ya? Llame al {phone}",
    details: "Detalles del error",
  },
} satisfies Pick<Messages["shell"], "notFound" | "error" | "noStaffAccess" | "technicianOnly">;
