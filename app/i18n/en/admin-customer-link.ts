/**
 * English messages: admin.customerLink (the source of its type for every language): "Get the customer's link" on a
 * quote's and an invoice's page, and what Send says when there was no address to e-mail.
 */
export const adminCustomerLink = {
  heading: "Get the customer's link",
  quoteHint:
    "A link that opens this one quote without signing in, to compare the options, sign and pay the deposit. Use it when the quote could not be e-mailed: text it or read it out to the customer.",
  invoiceHint:
    "A link that opens this one invoice without signing in, to view and pay it. Use it when the invoice could not be e-mailed: text it or read it out to the customer.",
  noEmail: "No e-mail on file: nothing was e-mailed to this customer. Give them the link yourself.",
  get: "Get the link",
  again: "Get a new link",
  linkLabel: "The customer's link",
  copy: "Copy link",
  copied: "Copied.",
  copyFailed: "Could not copy: select the link and copy it.",
  shownOnce:
    "Shown only now: it is not kept, so copy it before you leave this page. Getting another link does not end this one.",
  opensQuote: "It opens quote {number} for whoever has it, without signing in, until {date}.",
  opensInvoice: "It opens invoice {number} for whoever has it, without signing in, until {date}.",
  giveTo: "Give it only to {name}.",
  giveToPhone: "Give it only to {name}, phone on file {phone}.",
  phoneCheck: "From {date} the page first asks for the last four digits of the phone on file.",
  phoneCheckNoPhone:
    "From {date} the page asks for the last four digits of the phone on file, and this customer has none: add a phone to the record, or they will have to call.",
  phoneCheckStarted:
    "This invoice was issued more than 14 days ago, so the page first asks for the last four digits of the phone on file.",
  phoneCheckStartedNoPhone:
    "This invoice was issued more than 14 days ago, so the page asks for the last four digits of the phone on file, and this customer has none: add a phone to the record, or they will have to call.",
  toasts: {
    issued: "Link ready",
    issuedDescription: "Copy it below and give it to the customer.",
    refused: "No link given",
  },
  errors: {
    quoteNotSent: "This quote is still a draft: send it first.",
    quoteClosed: "This quote is declined or expired: it can no longer be signed, so no link is given.",
    invoiceNotSent: "This invoice is still a draft: send it first.",
    invoiceVoid: "This invoice is void: nothing is owed on it, so no link is given.",
    invoicePaid: "This invoice is paid: nothing is owed on it, so no link is given.",
  },
  sent: {
    notMailed:
      "{number} is numbered and sent, but nothing was e-mailed: the customer has no usable e-mail address on file.",
    giveLink: "Give the customer the link below (Get the customer's link).",
    texted: "A text with its link was queued for the customer's phone.",
    send: "Send",
    quoteHint:
      "Numbers the quote. No e-mail on file: nothing is e-mailed, so give the customer its link from this page once it is sent.",
    invoiceHint:
      "Numbers the invoice and makes it owed, due in 30 days. No e-mail on file: nothing is e-mailed, so give the customer its link from this page once it is sent.",
  },
} as const;
