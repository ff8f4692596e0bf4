import type { TestimonialsPageMessages } from "../en/pages-testimonials";

/** Spanish copy of /testimonials. */
export const testimonialsPage: TestimonialsPageMessages = {
  metaTitle: "Opiniones y testimonios de clientes | {company}",
  metaDescription:
    "Calificación de {score} sobre {max} en más de {count} reseñas: lo que dicen hogares y negocios de Miami sobre nuestras reparaciones, instalaciones y mantenimiento de aire acondicionado.",
  eyebrow: "Testimonios",
  title: "Lo que dicen nuestros clientes",
  lead: "Hogares y negocios en todo {region} nos confían su comodidad. Esto es lo que algunos de ellos cuentan, con sus propias palabras.",
  summary: "Promedio de {score} sobre {max} en más de {count} reseñas",
  stars: "{rating} de 5 estrellas",
  residentialTitle: "Propietarios de vivienda",
  commercialTitle: "Clientes comerciales",
  commercialIntro:
    "Restaurantes, consultorios médicos y administradores de propiedades cuentan con nosotros para seguir abiertos.",
  ctaTitle: "Sea nuestro próximo cliente satisfecho",
  ctaBody:
    "Solicite un estimado gratis o llámenos hoy. Respondemos en menos de 24 horas y las emergencias se atienden a toda hora.",
};
