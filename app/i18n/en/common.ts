/** English messages: common (words several screens share). */
export const common = {
  languages: {
    label: "Language",
    en: "English",
    es: "Español",
  },
  callPhone: "Call {phone}",
  emergencyLine: "24/7 emergency line: {phone}",
  customerLogin: "Customer Login",
  signOut: "Sign Out",
  home: "Home",
  opensInNewTab: "(opens in a new tab)",
  /** The lasting confirmation a sent estimate request or contact message leaves where its form was. */
  sentConfirmation: {
    nextHeading: "What happens next",
    emergency: "No cooling and it can't wait? Call our 24/7 emergency line:",
  },
} as const;
