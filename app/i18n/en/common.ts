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
} as const;
