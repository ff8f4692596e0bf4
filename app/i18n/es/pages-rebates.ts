import type { RebatesPageMessages } from "../en/pages-rebates";

/** Spanish copy of /rebates. */
export const rebatesPage: RebatesPageMessages = {
  metaTitle: "Reembolsos y créditos fiscales para aire acondicionado en Miami | {company}",
  metaDescription:
    "Créditos fiscales federales de hasta {federalMax}, reembolsos de Florida de hasta {stateMax} y de la compañía eléctrica de hasta {utilityMax} por aires acondicionados y bombas de calor de alta eficiencia. Cómo solicitarlos en {region}.",
  eyebrow: "Reembolsos y créditos fiscales",
  title: "Pague menos por un sistema de alta eficiencia",
  lead: "Los programas federales, estatales y locales pueden rebajar bastante el precio de un aire acondicionado o una bomba de calor nuevos. Nosotros buscamos los que aplican a su casa y le ayudamos con los trámites.",
  programsTitle: "Programas disponibles para propietarios en Miami",
  programsIntro:
    "Una misma instalación puede calificar para más de un programa. Los montos son lo máximo que paga cada programa.",
  upTo: "Hasta {amount}",
  varies: "El monto varía",
  scopes: { federal: "Federal", florida: "Florida", local: "Local" },
  eligibilityLabel: "Quién califica:",
  equipmentTitle: "Qué equipos califican",
  equipmentIntro:
    "Cada programa fija sus propios requisitos de eficiencia (clasificaciones SEER2, EER2 y HSPF2), y los sube de vez en cuando. En general, califican estas mejoras:",
  equipment: [
    {
      title: "Aires centrales de alta eficiencia",
      body: "Sistemas que cumplen ENERGY STAR o los mínimos SEER2 y EER2 del programa, instalados como un conjunto interior y exterior compatible.",
    },
    {
      title: "Bombas de calor",
      body: "Bombas de calor con ductos o sin ductos que califiquen: enfrían con eficiencia todo el verano y calientan en las pocas noches frías de Miami.",
    },
    {
      title: "Minisplits sin ductos",
      body: "Minisplits con tecnología inverter para ampliaciones, garajes convertidos y cuartos que nunca enfrían bien.",
    },
    {
      title: "Sellado de ductos y aislamiento",
      body: "Reparar ductos con fugas y añadir aislamiento en el ático para que el aire frío que usted paga llegue a sus cuartos.",
    },
    {
      title: "Termostatos inteligentes",
      body: "Termostatos inteligentes certificados, que muchas compañías eléctricas premian por sí solos o junto con un equipo nuevo.",
    },
  ],
  claimTitle: "Cómo solicitar sus reembolsos",
  claimSteps: [
    {
      title: "Pida un estimado gratis",
      body: "Revisamos su dirección, su compañía eléctrica y su equipo actual para ver qué programas le aplican.",
    },
    {
      title: "Elija un equipo que califique",
      body: "Su cotización por escrito incluye los números de modelo exactos y sus clasificaciones de eficiencia certificadas, para que sepa qué califica antes de comprar.",
    },
    {
      title: "Instalación, permiso y documentos",
      body: "Instalamos según el código, sacamos el permiso y le entregamos la factura detallada y el certificado de eficiencia que pide cada programa.",
    },
    {
      title: "Presente la solicitud a tiempo",
      body: "Las solicitudes a la compañía eléctrica y al estado suelen vencer a los {days} días de la instalación, y le ayudamos a llenarlas. El crédito federal se reclama en su declaración de impuestos con el formulario 5695 del IRS.",
    },
    {
      title: "Reciba su dinero",
      body: "Los cheques de reembolso o créditos en la factura suelen llegar en {weeks} semanas; el crédito fiscal reduce lo que usted debe al declarar.",
    },
  ],
  noteTitle: "Los programas cambian",
  noteBody:
    "Los programas de reembolsos y créditos fiscales los manejan agencias del gobierno y compañías eléctricas, no nosotros, y sus montos, plazos y reglas cambian, a veces con poco aviso. Las cifras de esta página son montos máximos, no garantías. Pregúntenos qué está disponible hoy antes de comprar, y consulte a su asesor de impuestos sobre su situación particular.",
  ctaTitle: "Descubra a qué califica",
  ctaBody:
    "Solicite un estimado gratis y junto con su cotización le indicaremos cada reembolso y crédito que aplica a su casa.",
};
