/** English messages: outage (what the server answers, without React, while its database is away; ADR 027). */
export const outage = {
  title: "We'll be right back",
  body: "Our website is briefly unavailable while it reconnects to its database. If you were sending a form, it was not received: please send it again in a minute.",
  tryAgain: "Try again",
  api: "The service is briefly unavailable. Please try again in a minute.",
};
