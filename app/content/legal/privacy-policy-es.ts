import type { LegalDocument } from "./legal-document";

/** The privacy policy in Spanish: the same sections, anchors and placeholders as privacy-policy-en.ts. */
export const PRIVACY_POLICY_ES: LegalDocument["es"] = {
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
      id: "text-messages",
      title: "Mensajes de texto",
      blocks: [
        {
          type: "paragraph",
          text: "Solo enviamos mensajes de texto a un número de celular cuyo titular marcó la casilla opcional «Envíenme mensajes de texto sobre mis visitas» en un formulario de cita, al crear su cuenta o en su perfil, o que nos lo pidió por teléfono. La casilla nunca viene marcada y no la necesita para agendar. Guardamos un registro de cada consentimiento y de cada retiro: el número, la fecha y la hora, las palabras mostradas junto a la casilla, el formulario, la dirección IP y el idioma.",
        },
        {
          type: "list",
          items: [
            "Qué enviamos: confirmaciones y cambios de citas, recordatorios antes de una visita, un aviso de «voy en camino» cuando el técnico sale y una solicitud para reseñar la visita cuando termina, siempre de {company}. Estos mensajes nunca incluyen publicidad ni ofertas.",
            "Con qué frecuencia: la frecuencia de los mensajes varía, normalmente de 1 a 5 por visita. Pueden aplicarse tarifas de mensajes y datos.",
            "Responda STOP a cualquiera de nuestros mensajes para dejar de recibirlos todos a la vez, o HELP para obtener ayuda; también puede desmarcar la casilla en su perfil o llamarnos al {phone}. Responda START para volver a recibir los mensajes de sus visitas.",
            "Twilio, nuestro proveedor de mensajes de texto, entrega los mensajes y recibe sus respuestas en nuestro nombre.",
          ],
        },
        {
          type: "paragraph",
          text: "Nunca compartimos ni vendemos su número de celular ni su consentimiento para recibir mensajes de texto.",
        },
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
            "Twilio envía y recibe nuestros mensajes de texto (vea «Mensajes de texto» arriba).",
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
};
