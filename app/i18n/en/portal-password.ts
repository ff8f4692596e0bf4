import { auth } from "./auth";

/** English messages: the portal's Change Password screen (nested under `portal.password`). */
export const portalPassword = {
  metaTitle: "Change Password | Customer Portal",
  backToProfile: "Back to Profile",
  title: "Password and Sign-In",
  intro: "Change the password you sign in with, or sign out on every device.",
  change: {
    title: "Change Password",
    description: "When you change your password, every other device signed in to your account is signed out.",
    currentPassword: "Current Password",
    newPassword: auth.fields.newPassword,
    confirmNewPassword: auth.fields.confirmNewPassword,
    hint: auth.welcome.passwordHint,
    submit: "Change Password",
    submitting: "Changing Password...",
  },
  everywhere: {
    title: "Sign Out Everywhere",
    description:
      "Signs you out on every device, this one included: your phone, other computers and any browser you forgot to sign out of. You will sign in again with your password.",
    submit: "Sign Out Everywhere",
    submitting: "Signing Out...",
  },
  toasts: {
    changedTitle: "Password Changed",
    changed: "Your password has been changed. Every other device has been signed out.",
    signedOutTitle: "Signed Out Everywhere",
    signedOut: "Every session of your account has ended. Sign in again to continue.",
    errorTitle: "Error",
    changeFailed: "Failed to change your password. Please try again.",
    signOutFailed: "Failed to sign out everywhere. Please try again.",
    invalidTitle: "Please check the form",
  },
  // The sign-up form's words for the same rules.
  validation: auth.validation,
};
