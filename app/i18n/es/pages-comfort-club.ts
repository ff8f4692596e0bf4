import type { ComfortClubPageMessages } from "../en/pages-comfort-club";

/** Spanish copy of /comfort-club. */
export const comfortClubPage: ComfortClubPageMessages = {
  metaTitle: "Planes de mantenimiento del Club Confort | {company}",
  metaDescription:
    "Planes de mantenimiento de aire acondicionado para hogares y negocios en Miami: {plans}. Servicio prioritario, descuentos en reparaciones y revisiones que evitan averías.",
  eyebrow: "Club Confort",
  title: "Planes de mantenimiento para que Miami siga fresco",
  lead: "Únase al Club Confort y nosotros nos ocupamos de su aire acondicionado antes de que se convierta en un problema: revisiones programadas, servicio prioritario cuando nos necesite y ahorro en cada reparación.",
  heroCta: "Ver los planes",
  includesTitle: "Qué incluye la membresía",
  includesIntro:
    "Todos los planes parten de la misma idea: detectar los problemas pequeños en una visita programada, antes de que se conviertan en una emergencia en pleno agosto.",
  includes: [
    {
      title: "Revisiones programadas",
      body: "Inspección y limpieza completas: serpentines, línea de drenaje, conexiones eléctricas, niveles de refrigerante, calibración del termostato y flujo de aire.",
    },
    {
      title: "Servicio prioritario",
      body: "Los miembros pasan primero en la fila para reparaciones, algo que se agradece en plena temporada de calor y después de una tormenta.",
    },
    {
      title: "Descuentos en reparaciones",
      body: "Todos los planes incluyen descuento en reparaciones, y los planes superiores incluyen además filtros y servicio de emergencia.",
    },
    {
      title: "Nosotros le avisamos",
      body: "No tiene que llevar la cuenta: le llamamos o le escribimos cuando le toca la próxima visita y la programamos a la hora que le convenga.",
    },
  ],
  plansTitle: "Elija su plan",
  plansIntro:
    "Precios y beneficios tomados directamente de nuestro catálogo de planes. Inicie sesión para suscribirse en línea, o llámenos y se lo configuramos nosotros.",
  howTitle: "Cómo funciona",
  howSteps: [
    {
      title: "Elija un plan",
      body: "{basic} para una revisión al año, {premium} para cobertura todo el año, o {commercial} para negocios.",
    },
    {
      title: "Suscríbase de forma segura",
      body: "Inicie sesión en su cuenta de cliente y pague en nuestro proceso de pago seguro. Su plan aparece en su cuenta de inmediato.",
    },
    {
      title: "Programamos su primera visita",
      body: "Nuestra oficina le contacta en menos de 24 horas para agendar su primera revisión, y después le recordamos antes de cada visita.",
    },
  ],
  whyTitle: "¿Por qué elegir un plan de servicio?",
  why: [
    {
      title: "Ahorre dinero",
      body: "El mantenimiento regular puede alargar la vida de su equipo hasta {lifeYears} años, y los miembros pagan menos en cada reparación.",
    },
    {
      title: "Servicio prioritario",
      body: "Cuando el aire se daña en el día más caluroso del año, los miembros se atienden primero.",
    },
    {
      title: "Tranquilidad",
      body: "El mantenimiento de rutina evita el {breakdownsPercent}% de las averías graves, así que las sorpresas son poco comunes.",
    },
    {
      title: "Ahorro de energía",
      body: "Un equipo limpio y con la carga correcta de refrigerante puede reducir el costo de energía hasta un {energyPercent}% frente a uno descuidado.",
    },
  ],
  faqTitle: "Preguntas sobre los planes",
  faq: [
    {
      question: "¿Qué diferencia hay entre los planes?",
      answer:
        "{basic} es una sola visita que se paga una vez, ideal para la revisión anual. {premium} es una membresía mensual con dos visitas al año, filtros gratis y servicio de emergencia prioritario. {commercial} añade visitas mensuales, informes de cumplimiento y un gerente de cuenta dedicado para negocios.",
    },
    {
      question: "¿Necesito una cuenta para suscribirme?",
      answer:
        "Sí. Para suscribirse en línea necesita una cuenta de cliente gratuita, así su plan, sus visitas y sus pagos quedan en un solo lugar. Si lo prefiere, llámenos y lo configuramos todo por teléfono.",
    },
    {
      question: "¿Puedo cancelar mi plan?",
      answer:
        "Sí. Los planes mensuales se cancelan con 30 días de aviso por escrito, y puede administrar su suscripción desde su cuenta de cliente en cualquier momento. Los detalles están en nuestros términos de servicio.",
    },
    {
      question: "¿Qué pasa si el técnico encuentra un problema durante la visita?",
      answer:
        "Le explicamos lo que encontramos y le damos el precio antes de hacer cualquier reparación. El descuento de su plan se aplica automáticamente y no hacemos nada sin su aprobación.",
    },
    {
      question: "¿Comercial Plus es solo para negocios?",
      answer:
        "Está pensado para restaurantes, oficinas, tiendas y otros locales comerciales con más carga de trabajo y requisitos de cumplimiento. A los propietarios de vivienda normalmente les conviene más {premium}.",
    },
  ],
  ctaTitle: "¿No sabe qué plan le conviene?",
  ctaBody: "Cuéntenos sobre su casa o su negocio y le recomendaremos el plan adecuado, sin presiones.",
};
