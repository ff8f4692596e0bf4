import type { Messages } from "../catalog";
import { auth } from "./auth";

/** Spanish messages: the portal's Change Password screen (nested under `portal.password`). */
export const portalPassword = {
  metaTitle: "Cambiar contraseña | Portal del Cliente",
  backToProfile: "Volver al perfil",
  title: "Contraseña e inicio de sesión",
  intro: "Cambie la contraseña con la que inicia sesión o cierre la sesión en todos sus dispositivos.",
  change: {
    title: "Cambiar contraseña",
    description:
      "Al cambiar su contraseña, se cierra la sesión en todos los demás dispositivos conectados a su cuenta.",
    currentPassword: "Contraseña actual",
    newPassword: auth.fields.newPassword,
    confirmNewPassword: auth.fields.confirmNewPassword,
    hint: auth.welcome.passwordHint,
    submit: "Cambiar contraseña",
    submitting: "Cambiando contraseña...",
  },
  everywhere: {
    title: "Cerrar sesión en todas partes",
    description:
      "Cierra su sesión en todos los dispositivos, incluido este: su teléfono, otras computadoras y cualquier navegador en el que olvidó cerrarla. Volverá a iniciar sesión con su contraseña.",
    submit: "Cerrar sesión en todas partes",
    submitting: "Cerrando sesión...",
  },
  toasts: {
    changedTitle: "Contraseña cambiada",
    changed: "Su contraseña se cambió. Se cerró la sesión en todos los demás dispositivos.",
    signedOutTitle: "Sesión cerrada en todas partes",
    signedOut: "Todas las sesiones de su cuenta terminaron. Inicie sesión de nuevo para continuar.",
    errorTitle: "Error",
    changeFailed: "No se pudo cambiar su contraseña. Inténtelo de nuevo.",
    signOutFailed: "No se pudo cerrar la sesión en todas partes. Inténtelo de nuevo.",
    invalidTitle: "Revise el formulario",
  },
  // Las palabras del formulario de registro para las mismas reglas.
  validation: auth.validation,
} satisfies Messages["portal"]["password"];
