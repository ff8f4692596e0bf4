import type { AboutPageMessages } from "../en/pages-about";

/** Spanish copy of /about (see the English module for why page copy lives per page). */
export const aboutPage: AboutPageMessages = {
  metaTitle: "Quiénes somos | {company}",
  metaDescription:
    "Contratista familiar de aire acondicionado en Miami desde {year}: técnicos con licencia, asegurados y certificados por la EPA, al servicio de hogares y negocios en todo {region}.",
  eyebrow: "Empresa familiar desde {year}",
  title: "Su contratista de aire acondicionado de confianza en Miami",
  lead: "Desde hace más de {years} años mantenemos frescos hogares y negocios en todo {region}, con consejos honestos, precios justos y técnicos que llegan cuando dicen que van a llegar.",
  storyTitle: "Nuestra historia",
  story: [
    "{company} nació en {year} con un camión, un juego de manómetros y una promesa sencilla: hacer bien el trabajo, cobrar un precio justo y contestar el teléfono cuando una familia se está asando en una noche de verano en Miami.",
    "Más de {years} años después seguimos siendo una empresa familiar de Miami. Hoy somos un equipo que instala, repara y da mantenimiento a aires centrales, bombas de calor, minisplits y refrigeración comercial, pero los dueños todavía revisan los estimados y atienden personalmente a los clientes de toda la vida.",
    "Muchas de las familias que atendemos hoy son hijos de nuestros primeros clientes. Esa confianza se gana visita por visita, y por eso tratamos cada casa y cada negocio como si fueran nuestros.",
  ],
  factsLabel: "En pocas palabras",
  facts: {
    founded: "Fundada en",
    experience: "Más de {years} años",
    experienceLabel: "De experiencia",
    areas: "{count} zonas",
    areasLabel: "Atendidas en {region}",
    emergency: "24/7",
    emergencyLabel: "Servicio de emergencia",
  },
  valuesTitle: "Lo que nos define",
  valuesIntro: "Cuatro compromisos que cumple cada técnico y cada persona de nuestra oficina.",
  values: [
    {
      title: "Precios claros y honestos",
      body: "Usted conoce el precio antes de que empecemos. Le explicamos sin rodeos si conviene reparar o cambiar el equipo, y nunca le vendemos lo que no necesita.",
    },
    {
      title: "Puntualidad siempre",
      body: "Le damos un horario de llegada y le avisamos si algo cambia. Las emergencias se atienden a toda hora, incluidos fines de semana y días feriados.",
    },
    {
      title: "Bien hecho desde la primera vez",
      body: "Carga de refrigerante correcta, ductos sellados, drenajes limpios y permisos cuando el trabajo lo requiere. Respaldamos nuestro trabajo con garantías por escrito.",
    },
    {
      title: "Respeto por su hogar",
      body: "Cubrezapatos, lonas protectoras y el área de trabajo limpia al terminar. Hablamos español e inglés y nos tomamos el tiempo de responder sus preguntas.",
    },
  ],
  teamTitle: "Nuestro equipo y credenciales",
  teamIntro:
    "Todos los trabajos los hacen empleados nuestros, no subcontratistas por día, y cada técnico está capacitado en los equipos que de verdad usan los hogares y negocios de Miami.",
  credentials: [
    {
      title: "Contratista certificado por el estado",
      body: "Contratista de aire acondicionado certificado en Florida, licencia {license}, emitida por el Departamento de Regulación Comercial y Profesional (DBPR).",
    },
    {
      title: "Totalmente asegurados",
      body: "Seguro de responsabilidad civil general y de compensación laboral, para que usted esté protegido mientras trabajamos en su propiedad.",
    },
    {
      title: "Técnicos certificados por la EPA",
      body: "Nuestros técnicos tienen la certificación de la Sección 608 de la EPA para manejar y recuperar refrigerantes de forma segura y legal.",
    },
    {
      title: "Capacitación continua",
      body: "Formación constante en sistemas de alta eficiencia, equipos de velocidad variable y los refrigerantes y controles más recientes.",
    },
  ],
  licensingLink: "Cómo verificar nuestra licencia",
  customersTitle: "Hogares y negocios",
  residentialTitle: "Residencial",
  residentialBody:
    "Aire central, bombas de calor y minisplits para casas, townhouses y condominios: instalaciones nuevas, reparaciones de todas las marcas principales, ductos, calidad del aire interior y planes de mantenimiento.",
  commercialTitle: "Comercial",
  commercialBody:
    "Oficinas, restaurantes, tiendas, consultorios médicos y administradores de propiedades: equipos de techo y sistemas divididos, cuartos fríos y refrigeración, mantenimiento preventivo con informes de cumplimiento y respuesta prioritaria.",
  areaTitle: "Dónde trabajamos",
  areaIntro: "Atendemos hogares y negocios en todo {region}, incluyendo:",
  hoursTitle: "Horario de oficina",
  ctaTitle: "Hablemos de su casa o su negocio",
  ctaBody:
    "Los estimados son gratis. Cuéntenos qué está pasando y le responderemos en menos de 24 horas, o llámenos ahora mismo.",
};
