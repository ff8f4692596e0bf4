import type { LegalDocument } from "./legal-document";

/** The privacy policy in English; privacy-policy-es.ts says the same in Spanish, section for section. */
export const PRIVACY_POLICY_EN: LegalDocument["en"] = {
  intro:
    "This policy explains what personal information {company} (“we”, “us”) collects when you use this website, request an estimate, book service or hold a customer account, why we collect it, who helps us process it and the choices you have.",
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        { type: "paragraph", text: "We collect only what we need to answer you, do the work and bill for it:" },
        {
          type: "list",
          items: [
            "Account information: your name, e-mail address, phone number, preferred language and a password, which we store only as a secure one-way hash that nobody at our company can read.",
            "Service information: your service address, the equipment details you add, appointment requests, service history, invoices, balance, maintenance plan and loyalty points.",
            "Form submissions: what you send through the estimate request, contact and appointment forms (name, e-mail, phone, address, ZIP code, the service you need and your message), and your e-mail address, with an optional name, if you subscribe to our newsletter.",
            "Payment records: the plan or visit you paid for, the amount, the date and the payment status. Card details are entered on Stripe's pages and never reach our servers.",
            "Technical information: our servers record the IP address, browser and page of each request for security, to limit abuse of our forms and to fix errors.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and page-view counting",
      blocks: [
        {
          type: "paragraph",
          text: "We use only cookies that the site needs to work. We do not use advertising cookies, social-media trackers or third-party analytics.",
        },
        {
          type: "list",
          items: [
            "Session cookie: keeps you signed in to your account; it is removed when you sign out or the session expires.",
            "Language cookie: remembers whether you chose English or Spanish.",
            "Interface cookie: remembers whether the side menu of the customer area is open or collapsed, for {interfaceCookieDays}.",
            "Message cookie: carries a confirmation such as “Message sent” to the next page, and expires after one minute.",
          ],
        },
        {
          type: "paragraph",
          text: "To know which pages are useful we count page views on our own server without cookies and without identifying you: a visit is counted under a code made from your IP address and browser with a key that changes every day, and the address itself is never stored. If your browser sends Do Not Track or Global Privacy Control, your visits are not counted at all. Because we only use essential cookies, we do not show a cookie banner.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        {
          type: "list",
          items: [
            "To answer estimate requests and messages, and to schedule, confirm and carry out service visits.",
            "To run your customer account, service history and maintenance plan, and to take payments.",
            "To send service e-mails: confirmations, appointment updates, receipts, e-mail verification and password resets.",
            "To send our newsletter, only if you subscribed; every issue has a link to unsubscribe.",
            "To keep the site secure, prevent fraud and spam, and meet our legal and tax obligations.",
          ],
        },
        {
          type: "paragraph",
          text: "We do not sell your personal information, and we do not share it for advertising.",
        },
      ],
    },
    {
      id: "text-messages",
      title: "Text messages",
      blocks: [
        {
          type: "paragraph",
          text: "We send text messages only to a mobile number whose owner ticked the optional box “Text me about my visits” on a booking form, at sign-up or in their profile, or who asked us to by phone. The box is never ticked for you and you do not need it to book. We keep a record of each consent and each withdrawal: the number, the date and time, the words shown beside the box, the form, the IP address and the language.",
        },
        {
          type: "list",
          items: [
            "What we send: appointment confirmations and changes, reminders before a visit, an “on my way” message when the technician leaves, and a request to review a visit after it is done, each from {company}. These texts never carry advertising or offers.",
            "How often: message frequency varies, usually 1 to 5 texts per visit. Message and data rates may apply.",
            "Reply STOP to any of our texts to stop them all at once, or HELP for help; you can also untick the box in your profile or call us at {phone}. Reply START to receive visit texts again.",
            "Twilio, our text-message provider, delivers the texts and receives your replies on our behalf.",
          ],
        },
        {
          type: "paragraph",
          text: "We never share or sell your mobile number or your consent to receive texts.",
        },
      ],
    },
    {
      id: "processors",
      title: "Service providers who process data for us",
      blocks: [
        {
          type: "paragraph",
          text: "A few companies process personal information on our behalf, only to provide their service to us and under their own security and privacy commitments:",
        },
        {
          type: "list",
          items: [
            "Stripe processes card payments, subscriptions and the billing portal where you manage your plan.",
            "monday.com hosts our customer relationship management board: estimate requests, contact messages, sign-ups and appointment requests are copied there so our office can follow up.",
            "Our e-mail delivery provider sends the messages described above.",
            "Twilio sends and receives our text messages (see “Text messages” above).",
            "Our hosting provider runs the servers and database this website uses.",
          ],
        },
        {
          type: "paragraph",
          text: "We may also disclose information when the law requires it, to protect our customers, staff or property, or as part of a sale or merger of the business, in which case this policy continues to apply.",
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          type: "list",
          items: [
            "Account and service records: for as long as your account is open or you are our customer, and afterwards for as long as tax, warranty and contractor record-keeping rules require.",
            "Estimate requests and messages that do not lead to a job: up to two years, so we can follow up and answer questions about them.",
            "Newsletter address: until you unsubscribe.",
            "Server logs: up to 90 days, unless we need them to investigate a security incident.",
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your choices and rights",
      blocks: [
        {
          type: "paragraph",
          text: "You can see and correct most of your information yourself in your customer account. You can also ask us to:",
        },
        {
          type: "list",
          items: [
            "give you a copy of the personal information we hold about you;",
            "correct information that is wrong or incomplete;",
            "delete your account and personal information, except what we must keep by law or to honor a warranty;",
            "stop sending you the newsletter or any other marketing message.",
          ],
        },
        {
          type: "paragraph",
          text: "Send your request to {email} or call {phone}. We may ask you to confirm your identity, and we answer within 30 days. We will not treat you differently for using these rights.",
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        {
          type: "paragraph",
          text: "The site is served over an encrypted connection, passwords are stored as one-way hashes, our forms are protected against automated abuse and cross-site forgery, and only staff who need customer information can see it. No system is perfectly secure; if a breach affects your information we will tell you as the law requires.",
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          type: "paragraph",
          text: "This website and our services are meant for adults. We do not knowingly collect information from children under 13; if you believe a child has sent us information, contact us and we will delete it.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "When we change this policy we update the date at the top of this page. If a change is significant, we will also tell account holders by e-mail before it takes effect.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text: "{company}, {address}. E-mail: {email}. Phone: {phone}.",
        },
      ],
    },
  ],
};
