import type { Messages } from "../catalog";
import { admin } from "./admin";
import { auth } from "./auth";
import { billing } from "./billing";
import { blog } from "./blog";
import { common } from "./common";
import { contactPage } from "./contact-page";
import { documents } from "./documents";
import { estimate } from "./estimate";
import { formReplies } from "./form-replies";
import { home } from "./home";
import { legal } from "./legal";
import { newsletter } from "./newsletter";
import { outage } from "./outage";
import { pagesShared } from "./pages-shared";
import { portal } from "./portal";
import { shell } from "./shell";
import { smsConsent } from "./sms-consent";
import { system } from "./system";
import { tech } from "./tech";
import { techOffline } from "./tech-offline";

/** The Spanish catalogue; `satisfies Messages` makes a missing key a type error. */
export const es = {
  common,
  auth,
  shell,
  portal,
  admin,
  system,
  billing,
  newsletter,
  pagesShared,
  home,
  blog,
  legal,
  estimate,
  contactPage,
  outage,
  formReplies,
  tech,
  techOffline,
  smsConsent,
  documents,
} satisfies Messages;
