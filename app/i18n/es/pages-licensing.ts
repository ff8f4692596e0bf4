import type { LicensingPageMessages } from "../en/pages-licensing";

/** Spanish copy of /licensing. */
export const licensingPage: LicensingPageMessages = {
  metaTitle: "Licencias y seguros | {company}",
  metaDescription:
    "{company} es contratista de aire acondicionado certificado en Florida, licencia {license}: totalmente asegurado y con técnicos certificados por la EPA (Sección 608). Cómo verificar la licencia de cualquier contratista.",
  eyebrow: "Licencias y seguros",
  title: "Con licencia, asegurados y certificados",
  lead: "Trabajar en un aire acondicionado implica cableado de alto voltaje, refrigerante a presión y permisos de construcción. Esto es lo que significan nuestras credenciales para usted, y cómo puede comprobarlas por su cuenta.",
  updated: "Última actualización: diciembre de 2024",
  licenseCardLabel: "Contratista de aire acondicionado certificado en Florida",
  licenseCardIssuer: "Emitida por el Departamento de Regulación Comercial y Profesional de Florida (DBPR)",
  sections: [
    {
      id: "state-license",
      title: "Nuestra licencia estatal",
      paragraphs: [
        "{company} tiene la licencia de contratista de aire acondicionado certificado de Florida {license}. Las licencias de contratista certificado las otorga la Junta de Licencias de la Industria de la Construcción del Departamento de Regulación Comercial y Profesional de Florida (DBPR).",
        "Para obtener una licencia certificada, el contratista debe aprobar los exámenes estatales del oficio y de administración de negocios y finanzas, demostrar años de experiencia en el campo, acreditar solvencia financiera y tener los seguros exigidos. La licencia se renueva cada dos años y requiere educación continua.",
        "Una licencia certificada es válida en todo el estado, así que podemos instalar, reemplazar, reparar y dar mantenimiento a sistemas de aire acondicionado, bombas de calor y refrigeración en cualquier lugar de Florida, y estamos autorizados a sacar los permisos de construcción que el trabajo requiera.",
      ],
    },
    {
      id: "insurance",
      title: "Seguros",
      paragraphs: [
        "Tenemos seguro de responsabilidad civil general y seguro de compensación laboral para nuestros empleados. Si algo sale mal mientras trabajamos en su propiedad, usted está protegido y no tiene que responder por los gastos médicos de un trabajador lesionado.",
        "Los administradores de propiedades, las asociaciones de condominio y los clientes comerciales pueden pedirnos un certificado de seguro a su nombre antes de comenzar el trabajo.",
      ],
    },
    {
      id: "epa",
      title: "Certificación de la EPA, Sección 608",
      paragraphs: [
        "Según la Sección 608 de la Ley federal de Aire Limpio, toda persona que repare, dé servicio o deseche equipos que puedan liberar refrigerante debe estar certificada por la Agencia de Protección Ambiental (EPA). Nuestros técnicos tienen esa certificación.",
        "Eso significa que el refrigerante se recupera y se recicla en lugar de liberarse al aire, que los sistemas se cargan con el refrigerante correcto en la cantidad correcta y que los equipos viejos se desechan conforme a las normas federales.",
      ],
    },
    {
      id: "permits",
      title: "Permisos e inspecciones",
      paragraphs: [
        "Cambiar un sistema de aire acondicionado en {region} requiere un permiso mecánico del condado o del departamento de construcción de su ciudad, y una inspección final. Nosotros tramitamos el permiso, coordinamos la inspección y atendemos al inspector, para que su instalación quede registrada a efectos de seguro, venta de la propiedad y garantía.",
      ],
    },
  ],
  verifyTitle: "Cómo verificar la licencia de un contratista",
  verifyIntro:
    "La ley de Florida exige que toda persona que haga trabajos de aire acondicionado a cambio de pago tenga licencia. Contratar a alguien sin licencia puede dejarle con inspecciones rechazadas, garantías anuladas y sin seguro. Comprobarlo toma un minuto:",
  verifySteps: [
    "Entre al buscador de licencias del DBPR en MyFloridaLicense.com.",
    "Busque por número de licencia (la nuestra es {license}) o por el nombre de la empresa o del contratista.",
    "Confirme que el tipo de licencia sea contratista de aire acondicionado certificado y que el estado diga «Current, Active» (vigente y activa).",
    "Asegúrese de que el nombre de la licencia coincida con la empresa que aparece en su estimado y su contrato.",
  ],
  verifyLink: "Buscar licencias en MyFloridaLicense.com",
  questionsTitle: "¿Necesita una copia de nuestras credenciales?",
  questionsBody:
    "Llame a nuestra oficina y le enviaremos una copia de nuestra licencia y del certificado de seguro, normalmente el mismo día.",
};
