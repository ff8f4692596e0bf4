import type { LegalDocument } from "./legal-document";

/** The /privacy page. Describes what this product really does (DECISIONS.md §3–4): keep it true when that changes. */
export const PRIVACY_POLICY: LegalDocument = {
  updatedOn: "2024-12-01",
  en: {
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
  },
  es: {
    intro:
      "Esta política explica qué datos personales recopila {company} (“nosotros”) cuando usted usa este sitio web, pide un estimado, agenda un servicio o tiene una cuenta de cliente, para qué los usamos, quién nos ayuda a procesarlos y qué opciones tiene usted.",
    sections: [
      {
        id: "information-we-collect",
        title: "Información que recopilamos",
        blocks: [
          { type: "paragraph", text: "Solo recopilamos lo necesario para responderle, hacer el trabajo y cobrarlo:" },
          {
            type: "list",
            items: [
              "Datos de la cuenta: su nombre, correo electrónico, teléfono, idioma preferido y una contraseña, que guardamos solo como un código cifrado irreversible que nadie en nuestra empresa puede leer.",
              "Datos del servicio: la dirección donde prestamos el servicio, los datos de los equipos que usted agregue, las solicitudes de cita, el historial de servicios, las facturas, el saldo, el plan de mantenimiento y los puntos de fidelidad.",
              "Formularios: lo que nos envía con los formularios de estimado, contacto y citas (nombre, correo, teléfono, dirección, código postal, el servicio que necesita y su mensaje), y su correo, con su nombre de forma opcional, si se suscribe a nuestro boletín.",
              "Registros de pago: el plan o la visita que pagó, el monto, la fecha y el estado del pago. Los datos de la tarjeta se ingresan en las páginas de Stripe y nunca llegan a nuestros servidores.",
              "Datos técnicos: nuestros servidores registran la dirección IP, el navegador y la página de cada solicitud, por seguridad, para evitar el abuso de los formularios y para corregir errores.",
            ],
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies y conteo de visitas",
        blocks: [
          {
            type: "paragraph",
            text: "Solo usamos las cookies que el sitio necesita para funcionar. No usamos cookies de publicidad, rastreadores de redes sociales ni herramientas de análisis de terceros.",
          },
          {
            type: "list",
            items: [
              "Cookie de sesión: mantiene abierta su sesión en la cuenta; se borra cuando usted cierra la sesión o cuando esta vence.",
              "Cookie de idioma: recuerda si eligió inglés o español.",
              "Cookie de la interfaz: recuerda durante {interfaceCookieDays} si el menú lateral del área de clientes está abierto o cerrado.",
              "Cookie de mensajes: lleva a la página siguiente una confirmación como “Mensaje enviado” y vence al minuto.",
            ],
          },
          {
            type: "paragraph",
            text: "Para saber qué páginas son útiles, contamos las visitas en nuestro propio servidor, sin cookies y sin identificarlo a usted: cada visita se cuenta con un código hecho a partir de su dirección IP y su navegador con una clave que cambia cada día, y la dirección misma nunca se guarda. Si su navegador envía Do Not Track o Global Privacy Control, sus visitas no se cuentan. Como solo usamos cookies esenciales, no mostramos un aviso de cookies.",
          },
        ],
      },
      {
        id: "how-we-use-it",
        title: "Cómo usamos su información",
        blocks: [
          {
            type: "list",
            items: [
              "Para responder a sus solicitudes de estimado y mensajes, y para agendar, confirmar y realizar las visitas de servicio.",
              "Para administrar su cuenta, su historial de servicios y su plan de mantenimiento, y para procesar los pagos.",
              "Para enviarle correos del servicio: confirmaciones, cambios en sus citas, recibos, verificación del correo y cambio de contraseña.",
              "Para enviarle nuestro boletín, solo si se suscribió; cada envío incluye un enlace para darse de baja.",
              "Para mantener el sitio seguro, prevenir el fraude y el spam, y cumplir nuestras obligaciones legales y fiscales.",
            ],
          },
          { type: "paragraph", text: "No vendemos su información personal ni la compartimos con fines publicitarios." },
        ],
      },
      {
        id: "processors",
        title: "Proveedores que procesan datos por nosotros",
        blocks: [
          {
            type: "paragraph",
            text: "Algunas empresas procesan datos personales en nuestro nombre, solo para prestarnos su servicio y bajo sus propios compromisos de seguridad y privacidad:",
          },
          {
            type: "list",
            items: [
              "Stripe procesa los pagos con tarjeta, las suscripciones y el portal de facturación donde usted administra su plan.",
              "monday.com aloja nuestro tablero de gestión de clientes (CRM): allí se copian las solicitudes de estimado, los mensajes de contacto, los registros de cuenta y las solicitudes de cita para que nuestra oficina les dé seguimiento.",
              "Nuestro proveedor de envío de correo electrónico manda los mensajes descritos arriba.",
              "Nuestro proveedor de alojamiento opera los servidores y la base de datos que usa este sitio.",
            ],
          },
          {
            type: "paragraph",
            text: "También podemos revelar información cuando la ley lo exija, para proteger a nuestros clientes, empleados o bienes, o como parte de la venta o fusión de la empresa, en cuyo caso esta política seguirá aplicándose.",
          },
        ],
      },
      {
        id: "retention",
        title: "Cuánto tiempo la guardamos",
        blocks: [
          {
            type: "list",
            items: [
              "Datos de la cuenta y del servicio: mientras su cuenta esté abierta o usted sea nuestro cliente, y después durante el tiempo que exijan las normas fiscales, de garantía y de registros para contratistas.",
              "Solicitudes de estimado y mensajes que no terminan en un trabajo: hasta dos años, para poder darles seguimiento y responder preguntas sobre ellos.",
              "Correo del boletín: hasta que se dé de baja.",
              "Registros del servidor: hasta 90 días, salvo que los necesitemos para investigar un incidente de seguridad.",
            ],
          },
        ],
      },
      {
        id: "your-rights",
        title: "Sus opciones y derechos",
        blocks: [
          {
            type: "paragraph",
            text: "Usted puede ver y corregir la mayor parte de su información en su cuenta de cliente. También puede pedirnos que:",
          },
          {
            type: "list",
            items: [
              "le entreguemos una copia de los datos personales que tenemos sobre usted;",
              "corrijamos los datos incorrectos o incompletos;",
              "eliminemos su cuenta y sus datos personales, salvo lo que debamos conservar por ley o para cumplir una garantía;",
              "dejemos de enviarle el boletín o cualquier otro mensaje promocional.",
            ],
          },
          {
            type: "paragraph",
            text: "Envíe su solicitud a {email} o llame al {phone}. Es posible que le pidamos confirmar su identidad, y le respondemos en un plazo de 30 días. Ejercer estos derechos no cambia en nada el trato que recibe.",
          },
        ],
      },
      {
        id: "security",
        title: "Seguridad",
        blocks: [
          {
            type: "paragraph",
            text: "El sitio funciona con una conexión cifrada, las contraseñas se guardan con un cifrado irreversible, los formularios están protegidos contra el abuso automatizado y la falsificación de solicitudes, y solo el personal que necesita los datos de los clientes puede verlos. Ningún sistema es perfectamente seguro; si una brecha afecta su información, se lo informaremos como exige la ley.",
          },
        ],
      },
      {
        id: "children",
        title: "Menores de edad",
        blocks: [
          {
            type: "paragraph",
            text: "Este sitio y nuestros servicios están dirigidos a adultos. No recopilamos a sabiendas información de menores de 13 años; si cree que un menor nos envió sus datos, escríbanos y los eliminaremos.",
          },
        ],
      },
      {
        id: "changes",
        title: "Cambios a esta política",
        blocks: [
          {
            type: "paragraph",
            text: "Cuando cambiamos esta política, actualizamos la fecha que aparece al principio de esta página. Si el cambio es importante, también se lo avisaremos por correo a los titulares de cuentas antes de que entre en vigor.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contáctenos",
        blocks: [
          {
            type: "paragraph",
            text: "{company}, {address}. Correo electrónico: {email}. Teléfono: {phone}.",
          },
        ],
      },
    ],
  },
};
