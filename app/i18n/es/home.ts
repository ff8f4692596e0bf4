import type { Messages } from "../catalog";

/** Spanish messages: home (see app/i18n/en/home.ts). */
export const home = {
  hero: {
    eyebrow: "Expertos en aire acondicionado en Miami",
    title: "Reparación e instalación de aire acondicionado en Miami, a toda hora",
    lead: "Cuando su aire acondicionado falla en pleno calor de Miami, nuestros técnicos con licencia lo ponen a funcionar de nuevo: reparamos todas las marcas, instalamos equipos nuevos y damos mantenimiento a hogares y negocios.",
    highlightsLabel: "Por qué nos llaman nuestros clientes",
    emergency: "Servicio de emergencia 24/7",
    estimates: "Estimados gratis",
    financing: "Financiamiento disponible",
    experience: "Más de {years} años de experiencia",
    license: "Licencia de contratista de aire acondicionado de Florida {license}",
    emergencyCardTitle: "¿Se le dañó el aire ahora mismo?",
    emergencyCardBody:
      "¿No enfría, gotea agua o hace ruidos extraños? Nuestra línea de emergencias atiende a toda hora, todos los días del año.",
    emergencyCta: "Emergencias: {phone}",
    emergencyAlwaysOpen: "Abierto las 24 horas, los 7 días de la semana",
    loginPrompt: "¿Ya es cliente? Administre sus citas y planes de servicio en línea.",
    freeEstimate: "Pida un presupuesto gratis",
    pricingPlans: "Planes y precios",
  },
  painPoints: {
    heading: "¿Le suena conocido?",
    intro: "El calor de Miami castiga a los aires acondicionados. Estas son las llamadas que recibimos todos los días.",
    items: [
      {
        title: "Su aire no enfría",
        body: "Sin aire frío, agua en el piso o un equipo que no arranca, en plena tarde de {threshold}°F.",
      },
      {
        title: "La factura no para de subir",
        body: "Un sistema viejo o sin mantenimiento trabaja más cada verano, y se nota en la factura de luz.",
      },
      {
        title: "Reparaciones sin fin",
        body: "La misma avería una y otra vez, con una factura nueva cada vez y sin una solución de verdad.",
      },
    ],
  },
  solutions: {
    heading: "Cómo lo resolvemos de una vez",
    intro: "Respuestas claras, precios por adelantado y trabajos que duran.",
    items: [
      {
        title: "Reparación de emergencia rápida",
        body: "Una persona le atiende 24/7 y un técnico con licencia llega con las piezas que requieren la mayoría de las averías.",
      },
      {
        title: "Equipos de alta eficiencia",
        body: "Un sistema eficiente y del tamaño correcto puede reducir el gasto de energía hasta un {savings}%, muchas veces con reembolsos que bajan el precio.",
      },
      {
        title: "Mantenimiento preventivo",
        body: "Las revisiones periódicas evitan el {prevented}% de las averías graves y pueden alargar la vida del equipo hasta {years} años.",
      },
    ],
  },
  services: {
    heading: "Nuestros servicios",
    intro: "Todo lo que necesita su aire acondicionado, con un solo contratista con licencia.",
    cta: "Presupuesto gratis",
    items: [
      {
        title: "Instalación y venta",
        body: "Aire central, minisplits y equipos compactos del tamaño adecuado para su casa o edificio, instalados según el código.",
      },
      {
        title: "Reparaciones de todas las marcas",
        body: "Diagnosticamos y reparamos cualquier marca y modelo, con las piezas más comunes en nuestros camiones.",
      },
      {
        title: "Emergencias 24 horas",
        body: "Noches, fines de semana y feriados: llame a cualquier hora y le devolvemos el aire frío.",
      },
      {
        title: "Residencial",
        body: "Confort para casas, condominios y townhouses, con técnicos limpios y respetuosos.",
      },
      {
        title: "Comercial",
        body: "Oficinas, restaurantes, tiendas y almacenes, con horarios que no le obligan a cerrar.",
      },
      {
        title: "Bombas de calor",
        body: "Bombas de calor eficientes que enfrían en verano y calientan en las pocas noches frescas.",
      },
      {
        title: "Presupuestos gratis",
        body: "Una evaluación honesta y una cotización por escrito para sistemas nuevos, sin compromiso.",
      },
    ],
  },
  about: {
    heading: "Contratistas de aire acondicionado en Miami desde {year}",
    body: [
      "Nuestra empresa familiar mantiene frescos hogares y negocios en todo {region}. Hemos crecido, pero seguimos contestando el teléfono nosotros mismos y respaldamos cada trabajo.",
      "Nuestros técnicos tienen licencia, seguro y formación en los equipos de alta eficiencia de hoy. Le explicamos lo que encontramos, le damos el precio antes de empezar y nunca le vendemos lo que no necesita.",
    ],
  },
  detailedServices: {
    heading: "Servicios completos de aire acondicionado y refrigeración",
    intro: "Sea cual sea el trabajo, lo hemos hecho miles de veces.",
    groups: [
      {
        title: "Reparación y emergencias",
        items: [
          "Diagnóstico cuando no enfría",
          "Detección y reparación de fugas de refrigerante",
          "Cambio de compresor y capacitor",
          "Serpentines congelados y líneas de drenaje",
          "Reparación de termostatos y parte eléctrica",
          "Visitas de emergencia el mismo día",
        ],
      },
      {
        title: "Instalación y reemplazo",
        items: [
          "Sistemas de aire central",
          "Minisplits sin ductos",
          "Bombas de calor",
          "Equipos compactos y de techo",
          "Diseño y reemplazo de ductos",
          "Instalación de termostatos inteligentes",
        ],
      },
      {
        title: "Mantenimiento y calidad del aire",
        items: [
          "Revisiones de temporada",
          "Limpieza de serpentines y drenajes",
          "Programas de cambio de filtros",
          "Limpieza y sellado de ductos",
          "Control de humedad y moho",
          "Servicio de refrigeración comercial",
        ],
      },
    ],
  },
  reviews: {
    heading: "Lo que dicen nuestros clientes",
    summary: "Promedio de {score} de {max} en más de {count} reseñas",
    stars: "{rating} de 5 estrellas",
    allReviews: "Ver más reseñas",
  },
  brandsWhy: {
    brandsHeading: "Marcas que instalamos y reparamos",
    brandsIntro: "Capacitados por los principales fabricantes, y también reparamos las demás marcas.",
    whyHeading: "Por qué elegirnos",
    why: [
      "Empresa familiar y local de {region}",
      "Contratista de Florida con licencia y seguro",
      "Precio por adelantado: usted lo aprueba antes de empezar",
      "Emergencias 24/7 con una persona real al teléfono",
      "Presupuestos gratis para sistemas nuevos",
      "Opciones de financiamiento flexibles",
      "Técnicos bilingües (inglés y español)",
    ],
  },
  carousel: {
    heading: "La confianza de los negocios de Miami",
    intro:
      "Nuestros clientes comerciales cuentan con nosotros para mantener frescos a sus clientes, empleados y mercancía.",
    label: "Testimonios de clientes comerciales",
    slideLabel: "{current} de {total}",
    previous: "Testimonio anterior",
    next: "Testimonio siguiente",
    pause: "Pausar la rotación automática",
    play: "Reanudar la rotación automática",
    stars: "{rating} de 5 estrellas",
  },
  rebates: {
    heading: "Reembolsos y créditos fiscales",
    intro:
      "Un sistema nuevo de alta eficiencia puede calificar para varios programas a la vez. Nosotros los buscamos y le ayudamos con el papeleo.",
    upTo: "Hasta {amount}",
    varies: "El monto varía",
    scopes: { federal: "Federal", florida: "Florida", local: "Local" },
    footnote:
      "Solicítelo dentro de los {days} días posteriores a la instalación; el pago suele tardar {weeks} semanas. Los programas y montos cambian: confirmamos para qué califica antes de que compre.",
    learnMore: "Más sobre reembolsos",
  },
  warranty: {
    heading: "Respaldamos nuestro trabajo",
    intro: "Cada trabajo incluye una garantía por escrito, además de la garantía del fabricante del equipo.",
    items: [
      { title: "Mano de obra", body: "Garantía de {labor} año en la mano de obra de nuestras reparaciones." },
      { title: "Instalación", body: "Garantía de {installation} años en cada instalación de sistema nuevo." },
      { title: "Piezas", body: "Garantía de {parts} días en las piezas de repuesto que suministramos." },
    ],
    premium: "Los miembros de Cuidado Premium también tienen cobertura de garantía extendida.",
  },
  gallery: {
    heading: "Trabajos recientes",
    intro:
      "Ilustraciones de los tipos de sistemas que instalamos, reparamos y mantenemos en casas y negocios de todo Miami-Dade.",
    photosIntro: "Fotos de trabajos que nuestros equipos completaron en Miami-Dade.",
    items: [
      {
        title: "Aire central residencial",
        caption:
          "Sistemas de aire central para casas: el condensador exterior, la manejadora interior y los ductos que los unen.",
        alt: "Ilustración de un condensador de aire acondicionado junto a una casa",
      },
      {
        title: "Equipos comerciales de techo",
        caption:
          "Equipos compactos en los techos de oficinas, tiendas y restaurantes, instalados y mantenidos en el horario que le convenga al negocio.",
        alt: "Ilustración de equipos de aire acondicionado en el techo de un edificio comercial",
      },
      {
        title: "Minisplits sin ductos",
        caption:
          "Aire silencioso sin ductos para ampliaciones, garajes convertidos y cuartos a los que no llega el sistema central.",
        alt: "Ilustración de la unidad interior de un minisplit montada en la pared",
      },
    ],
  },
  blog: {
    heading: "Consejos de nuestros técnicos",
    intro: "Consejos prácticos para mantenerse fresco en el sur de Florida.",
    allArticles: "Visite nuestro blog",
  },
  booking: {
    heading: "Reserve hoy y gánele al calor",
    body: "Las agendas de verano se llenan rápido. Reserve ya su mantenimiento o reparación y manténgase fresco toda la temporada.",
    cta: "Reservar servicio",
  },
  plans: {
    heading: "Planes de mantenimiento",
    intro:
      "El mantenimiento periódico evita el {prevented}% de las averías graves. Elija el plan ideal para su casa o negocio.",
    mostPopular: "El más popular",
    perMonth: "/mes",
    perVisit: "por visita",
    oneTime: "Pago único",
    monthly: "Cobro mensual; cancele con 30 días de aviso",
    subscribe: "Suscribirse",
    bookVisit: "Reservar visita",
    subscribeLabel: "Suscribirse a {plan}",
    bookVisitLabel: "Reservar visita: {plan}",
    processing: "Procesando...",
    paymentErrorTitle: "Error de pago",
    paymentError: "Hubo un problema al procesar su pago. Inténtelo de nuevo.",
    compare: "Comparar planes",
  },
  hoursAreas: {
    heading: "Horario y zonas de servicio",
    hoursHeading: "Horario de atención",
    areasHeading: "Zonas que atendemos",
    areasIntro: "En todo {region}, dentro de {radius} millas, incluyendo:",
  },
  credentials: {
    label: "Nuestras credenciales",
    license: "Licencia: {license}",
    insured: "Totalmente asegurados",
    epa: "Técnicos certificados por la EPA",
    rating: "{score}/{max} en más de {count} reseñas",
  },
  freeEstimate: {
    heading: "Pida hoy su presupuesto gratis",
    body: "Sin costo y sin compromiso, para hogares y negocios por igual.",
    cta: "Solicitar presupuesto gratis",
  },
  floating: {
    label: "Acciones rápidas",
    call: "Llamar",
    callLabel: "Llamar al {phone}",
    book: "Reservar servicio",
  },
} satisfies Messages["home"];
