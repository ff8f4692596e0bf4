import type { FaqPageMessages } from "../en/pages-faq";

/** Spanish copy of /faq (same placeholders as the English module). */
export const faqPage: FaqPageMessages = {
  metaTitle: "Preguntas frecuentes | {company}",
  metaDescription:
    "Respuestas sobre el servicio de aire acondicionado en Miami: costo de la visita, reparaciones de emergencia 24/7, planes de mantenimiento, financiamiento, reembolsos, marcas y cada cuánto dar servicio a su equipo.",
  eyebrow: "Preguntas frecuentes",
  title: "Preguntas frecuentes",
  lead: "Respuestas claras a lo que más nos preguntan los propietarios y negocios de Miami. ¿No encuentra la suya? Llámenos: le atiende una persona de verdad.",
  listLabel: "Preguntas y respuestas",
  items: [
    {
      id: "service-call-fee",
      question: "¿Cuánto cuesta una visita de servicio?",
      answer:
        "La visita de servicio cuesta {fee}. El técnico diagnostica el problema y le da un precio por escrito antes de empezar cualquier trabajo; si usted aprueba la reparación, esos {fee} se descuentan del costo de la reparación.",
    },
    {
      id: "emergency",
      question: "¿Tienen servicio de emergencia 24/7?",
      answer:
        "Sí. Nuestra línea de emergencia, {emergencyPhone}, atiende las 24 horas, los 7 días de la semana, incluidas noches, fines de semana y días feriados. Llame si su equipo deja de enfriar y afuera hace más de {heatThreshold}°F, si sale agua de la unidad interior, o si huele a quemado o el breaker se dispara una y otra vez.",
    },
    {
      id: "ac-stopped",
      question: "Mi aire dejó de funcionar. ¿Qué reviso antes de llamar?",
      answer:
        "Primero verifique que el termostato esté en modo frío (Cool) y por debajo de la temperatura de la casa, y cámbiele las baterías si la pantalla está apagada. Revise los breakers de la unidad interior y de la exterior, y si uno se disparó, restablézcalo una sola vez. Mire el filtro: uno tapado puede congelar el serpentín. Muchos equipos en Miami tienen además un interruptor de flotador que apaga el aire cuando el drenaje de condensado se tapa. Si aun así no enfría, apague el sistema para no dañar el compresor y llámenos al {mainPhone}.",
    },
    {
      id: "how-often",
      question: "¿Cada cuánto debo darle mantenimiento a mi aire en Miami?",
      answer:
        "Dos veces al año. En Miami el aire acondicionado trabaja casi todo el año con calor, humedad y salitre, mucho más que en la mayor parte del país. Un mantenimiento en primavera, antes de lo más fuerte del verano, y otro en otoño mantienen limpios los serpentines, despejado el drenaje y el refrigerante en su nivel. Cambie o limpie el filtro cada uno a tres meses. El mantenimiento regular puede alargar la vida del equipo hasta {lifeYears} años y evitar el {breakdownsPercent}% de las averías graves.",
    },
    {
      id: "plans",
      question: "¿Qué planes de mantenimiento ofrecen?",
      answer:
        "Ofrecemos {planCount} planes: {plans}. Todos incluyen inspección completa y limpieza, y los miembros tienen prioridad en la programación y descuento en reparaciones.",
      linkLabel: "Compare los planes del Club Confort",
      linkPath: "/comfort-club",
    },
    {
      id: "areas",
      question: "¿En qué zonas trabajan?",
      answer: "Atendemos hogares y negocios en todo {region}, incluyendo {areas}.",
    },
    {
      id: "estimates",
      question: "¿De verdad los estimados son gratis?",
      answer:
        "Sí. Los estimados para un sistema nuevo o de reemplazo, trabajos de ductos y proyectos comerciales son gratis y sin compromiso. Medimos su casa, revisamos los ductos y le explicamos sus opciones por escrito. La tarifa de visita solo aplica cuando vamos a diagnosticar y reparar un equipo existente.",
    },
    {
      id: "financing",
      question: "¿Ofrecen financiamiento?",
      answer:
        "Sí, hay financiamiento disponible para equipos nuevos y reparaciones grandes, con pagos mensuales para clientes que califiquen. Pregunte por los detalles al pedir su estimado gratis y le incluiremos las opciones de pago en la cotización.",
    },
    {
      id: "brands",
      question: "¿Qué marcas instalan y reparan?",
      answer:
        "Reparamos todas las marcas principales, como {brands}, además de equipos antiguos o descontinuados. Para instalaciones nuevas le recomendamos la marca y el nivel de eficiencia que mejor se ajusten a su casa y a su presupuesto, no los que más nos convengan a nosotros.",
    },
    {
      id: "rebates",
      question: "¿Puedo recibir un reembolso o crédito fiscal por un equipo nuevo?",
      answer:
        "Muchas veces, sí. Los sistemas de alta eficiencia que califican pueden obtener un crédito fiscal federal de hasta {federalMax}, reembolsos de Florida de hasta {stateMax} y reembolsos de la compañía eléctrica de hasta {utilityMax}. Los programas y los montos cambian, así que revisamos cuáles aplican a su casa y le ayudamos con los trámites.",
      linkLabel: "Vea los programas de reembolso vigentes",
      linkPath: "/rebates",
    },
    {
      id: "replace-or-repair",
      question: "¿Me conviene reparar o cambiar el aire?",
      answer:
        "Si su equipo tiene más de 12 a 15 años, usa el refrigerante R-22 (ya descontinuado), o la reparación costaría más de la mitad de lo que vale una unidad nueva, normalmente conviene cambiarlo. Si no, reparar suele ser la mejor opción. Nuestros técnicos le dan ambos precios y una recomendación honesta.",
    },
    {
      id: "license",
      question: "¿Tienen licencia y seguro?",
      answer:
        "Sí. Somos contratistas de aire acondicionado certificados en Florida, licencia {license}, estamos totalmente asegurados y nuestros técnicos tienen la certificación de la EPA (Sección 608) para manejar refrigerantes.",
      linkLabel: "Nuestras licencias y cómo verificarlas",
      linkPath: "/licensing",
    },
    {
      id: "hours",
      question: "¿Cuál es su horario?",
      answer:
        "Nuestro horario de oficina es {hours}. El servicio de emergencia está disponible a toda hora en el {emergencyPhone}.",
    },
  ],
  stillTitle: "¿Le queda alguna duda?",
  stillBody: "Llámenos o solicite un estimado gratis y alguien de nuestro equipo le responderá en menos de 24 horas.",
};
