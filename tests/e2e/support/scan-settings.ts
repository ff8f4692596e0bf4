/**
 * The two settings every screen's accessibility scan runs in: English on a desktop and Spanish on a phone. Between
 * them each language and each width is scanned. axe's rules read structure, names, contrast and target sizes: a
 * language changes the words (the Spanish catalogue has the English one's keys, typed by app/i18n/catalog.ts), a
 * width the layout. What depends on both (a longer word wrapping a control into a smaller target) is worst in
 * Spanish, whose words are longer, on the narrowest screen: the second setting. Scanning all four pairings doubled
 * the end-to-end run (README, "Tests").
 */
export const SCAN_SETTINGS = [
  { locale: "en", viewportName: "desktop", viewport: { width: 1280, height: 900 } },
  { locale: "es", viewportName: "phone", viewport: { width: 390, height: 844 } },
] as const;
