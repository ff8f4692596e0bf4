import type { LegalDocument } from "./legal-document";

/**
 * The /terms page. Its figures (notice periods, warranties, the service call fee) are placeholders filled from
 * `app/config/business-rules.ts`, the marketing figures and the settings record (spec 1 §9).
 */
export const TERMS_OF_SERVICE: LegalDocument = {
  updatedOn: "2024-12-01",
  en: {
    intro:
      "These terms apply when you use this website, request an estimate, book service, buy a maintenance plan or hold a customer account with {company}. By booking service or creating an account you agree to them. If anything here is unclear, call us at {phone} before you book.",
    sections: [
      {
        id: "estimates-and-appointments",
        title: "Estimates and appointments",
        blocks: [
          {
            type: "list",
            items: [
              "Estimates for new systems are free and valid for the period written on them. Prices for repairs are quoted on site, after diagnosis, and no work starts until you approve the price.",
              "Appointments requested online are requests until our office confirms them by e-mail or phone. Arrival times are windows, not exact times; we call if a technician is running late.",
              "Cancellation notice: you can cancel or reschedule an appointment free of charge up to {cancelNotice} before it starts, from your customer account or by phone.",
            ],
          },
        ],
      },
      {
        id: "service-calls-and-payment",
        title: "Service calls and payment",
        blocks: [
          {
            type: "list",
            items: [
              "The service call fee is {serviceCallFee}. It covers the technician's visit and the diagnosis, and it is applied to the repair if you go ahead with it.",
              "Payment is due when the work is completed, unless your written estimate or plan says otherwise. We accept the payment methods shown on your invoice; online payments are processed by Stripe.",
              "Invoices that stay unpaid may be added to your account balance, which you can see in your customer account.",
            ],
          },
        ],
      },
      {
        id: "warranty",
        title: "Our warranty",
        blocks: [
          {
            type: "paragraph",
            text: "On top of any manufacturer's warranty, we warrant our own work as follows, from the date the work is completed:",
          },
          {
            type: "list",
            items: [
              "Labour on repairs: {laborWarranty}.",
              "Installation workmanship on new systems: {installationWarranty}.",
              "Parts we supply and install: {partsWarranty}.",
            ],
          },
          {
            type: "paragraph",
            text: "Equipment is also covered by its manufacturer's warranty, which usually requires registration within a set time after installation; we register the equipment we install for you. Our warranty does not cover damage from misuse, lack of the maintenance the manufacturer requires, power surges, lightning, flooding, storms, pests, or work done by someone else on the same equipment. To make a warranty claim, call us before you have anyone else touch the system.",
          },
        ],
      },
      {
        id: "maintenance-plans",
        title: "Maintenance plans",
        blocks: [
          {
            type: "list",
            items: [
              "Each plan includes the visits and benefits described on our website when you bought it. Visits are scheduled by our office; plan discounts apply to repairs billed while the plan is active.",
              "Monthly plans are billed through Stripe and renew automatically each month until cancelled.",
              "Cancellation requires {planCancelNotice} written notice, by e-mail or from your customer account. Your benefits continue until the end of the notice period.",
              "There is no refund for partial years: fees already paid for the current plan year are not refunded, in whole or in part, when a plan is cancelled.",
              "We may change a plan's price or benefits for future periods; we will tell you in writing at least {planCancelNotice} before the change applies to you.",
            ],
          },
        ],
      },
      {
        id: "access-and-safety",
        title: "Access, safety and permits",
        blocks: [
          {
            type: "list",
            items: [
              "Please give our technicians safe access to the equipment, the electrical panel and the attic, and keep pets secured during the visit.",
              "We may decline or stop work that is unsafe, for example equipment with flood or fire damage, until the hazard is removed.",
              "Where the law requires a permit, we obtain it and include its cost in the estimate.",
            ],
          },
        ],
      },
      {
        id: "your-account",
        title: "Your account and this website",
        blocks: [
          {
            type: "list",
            items: [
              "Keep your account details accurate and your password private; you are responsible for activity in your account.",
              "We may suspend an account that is used to abuse our forms, staff or systems.",
              "The articles and tips on this website are general information. They do not replace an inspection by a licensed technician; never open electrical panels or equipment covers yourself.",
            ],
          },
        ],
      },
      {
        id: "liability",
        title: "Limitation of liability",
        blocks: [
          {
            type: "paragraph",
            text: "To the extent Florida law allows, we are not liable for indirect or consequential losses, such as spoiled food or lost business, caused by an equipment failure, and our liability for any job is limited to the amount you paid for that job. Nothing in these terms limits rights you have under consumer protection laws.",
          },
        ],
      },
      {
        id: "governing-law",
        title: "Governing law and changes",
        blocks: [
          {
            type: "paragraph",
            text: "These terms are governed by the laws of the State of Florida, and disputes belong to the courts of Miami-Dade County. When we change these terms we update the date at the top of this page; changes do not affect work already completed or plan periods already paid.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contact us",
        blocks: [{ type: "paragraph", text: "{company}, {address}. E-mail: {email}. Phone: {phone}." }],
      },
    ],
  },
  es: {
    intro:
      "Estos términos se aplican cuando usted usa este sitio web, pide un estimado, agenda un servicio, compra un plan de mantenimiento o tiene una cuenta de cliente con {company}. Al agendar un servicio o crear una cuenta, usted los acepta. Si algo no le queda claro, llámenos al {phone} antes de agendar.",
    sections: [
      {
        id: "estimates-and-appointments",
        title: "Estimados y citas",
        blocks: [
          {
            type: "list",
            items: [
              "Los estimados para equipos nuevos son gratis y válidos por el plazo indicado en ellos. El precio de las reparaciones se da en el lugar, después del diagnóstico, y no empezamos ningún trabajo hasta que usted apruebe el precio.",
              "Las citas que se piden en línea son solicitudes hasta que nuestra oficina las confirme por correo o por teléfono. La hora de llegada es un margen, no una hora exacta; si el técnico se retrasa, le llamamos.",
              "Aviso de cancelación: puede cancelar o cambiar una cita sin costo hasta {cancelNotice} antes de que empiece, desde su cuenta de cliente o por teléfono.",
            ],
          },
        ],
      },
      {
        id: "service-calls-and-payment",
        title: "Visitas de servicio y pagos",
        blocks: [
          {
            type: "list",
            items: [
              "La tarifa de visita de servicio es de {serviceCallFee}. Cubre la visita del técnico y el diagnóstico, y se descuenta de la reparación si usted decide hacerla.",
              "El pago se hace al terminar el trabajo, salvo que su estimado por escrito o su plan digan otra cosa. Aceptamos los medios de pago que aparecen en su factura; los pagos en línea los procesa Stripe.",
              "Las facturas pendientes pueden sumarse al saldo de su cuenta, que usted puede consultar en su cuenta de cliente.",
            ],
          },
        ],
      },
      {
        id: "warranty",
        title: "Nuestra garantía",
        blocks: [
          {
            type: "paragraph",
            text: "Además de la garantía del fabricante, garantizamos nuestro propio trabajo así, a partir de la fecha en que se termina:",
          },
          {
            type: "list",
            items: [
              "Mano de obra en reparaciones: {laborWarranty}.",
              "Trabajo de instalación de equipos nuevos: {installationWarranty}.",
              "Piezas que suministramos e instalamos: {partsWarranty}.",
            ],
          },
          {
            type: "paragraph",
            text: "Los equipos también tienen la garantía de su fabricante, que suele exigir registrarlos dentro de un plazo después de la instalación; nosotros registramos los equipos que le instalamos. Nuestra garantía no cubre daños por mal uso, por falta del mantenimiento que exige el fabricante, picos de voltaje, rayos, inundaciones, tormentas, plagas ni trabajos hechos por otras personas en el mismo equipo. Para hacer un reclamo de garantía, llámenos antes de que otra persona toque el equipo.",
          },
        ],
      },
      {
        id: "maintenance-plans",
        title: "Planes de mantenimiento",
        blocks: [
          {
            type: "list",
            items: [
              "Cada plan incluye las visitas y los beneficios descritos en nuestro sitio web al momento de la compra. Nuestra oficina agenda las visitas; los descuentos del plan se aplican a las reparaciones facturadas mientras el plan esté activo.",
              "Los planes mensuales se cobran a través de Stripe y se renuevan automáticamente cada mes hasta que se cancelen.",
              "Para cancelar se requiere un aviso por escrito con {planCancelNotice} de anticipación, por correo o desde su cuenta de cliente. Sus beneficios continúan hasta que termine el plazo del aviso.",
              "No hay reembolsos por años parciales: lo ya pagado por el año en curso del plan no se devuelve, ni total ni parcialmente, cuando se cancela un plan.",
              "Podemos cambiar el precio o los beneficios de un plan para periodos futuros; se lo avisaremos por escrito al menos con {planCancelNotice} de anticipación antes de que el cambio se le aplique.",
            ],
          },
        ],
      },
      {
        id: "access-and-safety",
        title: "Acceso, seguridad y permisos",
        blocks: [
          {
            type: "list",
            items: [
              "Dé a nuestros técnicos acceso seguro al equipo, al panel eléctrico y al ático, y mantenga a sus mascotas aparte durante la visita.",
              "Podemos negarnos a hacer, o suspender, un trabajo que no sea seguro, por ejemplo en equipos dañados por una inundación o un incendio, hasta que se elimine el peligro.",
              "Cuando la ley exige un permiso, nosotros lo tramitamos e incluimos su costo en el estimado.",
            ],
          },
        ],
      },
      {
        id: "your-account",
        title: "Su cuenta y este sitio web",
        blocks: [
          {
            type: "list",
            items: [
              "Mantenga sus datos al día y su contraseña en privado; usted es responsable de lo que se haga con su cuenta.",
              "Podemos suspender una cuenta que se use para abusar de nuestros formularios, de nuestro personal o de nuestros sistemas.",
              "Los artículos y consejos de este sitio son información general. No reemplazan la inspección de un técnico con licencia; nunca abra usted mismo paneles eléctricos ni tapas de los equipos.",
            ],
          },
        ],
      },
      {
        id: "liability",
        title: "Límite de responsabilidad",
        blocks: [
          {
            type: "paragraph",
            text: "En la medida en que lo permita la ley de Florida, no respondemos por pérdidas indirectas, como alimentos echados a perder o negocios perdidos, causadas por la falla de un equipo, y nuestra responsabilidad por cualquier trabajo se limita a lo que usted pagó por ese trabajo. Nada en estos términos limita los derechos que le dan las leyes de protección al consumidor.",
          },
        ],
      },
      {
        id: "governing-law",
        title: "Ley aplicable y cambios",
        blocks: [
          {
            type: "paragraph",
            text: "Estos términos se rigen por las leyes del estado de Florida, y cualquier disputa corresponde a los tribunales del condado Miami-Dade. Cuando cambiamos estos términos, actualizamos la fecha que aparece al principio de esta página; los cambios no afectan los trabajos ya terminados ni los periodos de plan ya pagados.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contáctenos",
        blocks: [{ type: "paragraph", text: "{company}, {address}. Correo electrónico: {email}. Teléfono: {phone}." }],
      },
    ],
  },
};
