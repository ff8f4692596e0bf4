import type { BlogArticle } from "./article";

export const changeFilters: BlogArticle = {
  slug: "how-often-to-change-ac-filters-south-florida",
  category: "maintenance",
  publishedOn: "2026-10-14",
  readTimeMinutes: 5,
  en: {
    title: "How often should you change your AC filter in South Florida?",
    excerpt:
      "The “every 90 days” rule on the package was not written for Miami. Here is how often to change your filter when your AC runs almost all year, and how to pick the right one.",
    body: [
      {
        type: "paragraph",
        text: "Most filter packages say to change the filter every 90 days. That advice assumes a home where the air conditioner rests for a good part of the year. In Miami-Dade the system can run ten or eleven months a year, often for many hours a day, so the filter catches far more dust, pet hair and pollen than the box expects. A filter that is clogged makes the blower work harder, lowers airflow across the cold coil and is one of the most common reasons we find frozen coils and high electric bills.",
      },
      { type: "heading", text: "A simple schedule for Miami homes" },
      {
        type: "paragraph",
        text: "As a starting point, check your filter every month and plan to replace it every 30 to 60 days. Then adjust for the way your household lives:",
      },
      {
        type: "list",
        items: [
          "Every 30 days if you have dogs or cats, someone with allergies or asthma, or a home near construction or a busy road.",
          "Every 45 days for a typical family home with the AC running most of the day.",
          "Every 60 days for a small condo or a home with one or two people and no pets.",
          "Right away after a renovation, a sanding or painting job, or a week of heavy Saharan dust in the air.",
        ],
      },
      {
        type: "paragraph",
        text: "Thick media filters (four or five inches deep, installed in a cabinet next to the air handler) hold more dirt and can usually last three to six months. Thin one-inch filters behind a return grille fill up much faster. If you are not sure which one you have, look at the edge of the filter: the size and depth are printed on the frame.",
      },
      { type: "heading", text: "How to tell a filter needs changing" },
      {
        type: "list",
        items: [
          "Hold it up to a light: if you cannot see light through the pleats, replace it.",
          "The surface is gray or brown instead of white, or you can see a layer of lint.",
          "Airflow from the vents feels weaker than usual, or some rooms stay warm.",
          "Dust settles on furniture faster than it used to.",
          "The system runs longer to reach the temperature on the thermostat.",
        ],
      },
      { type: "heading", text: "Which filter should you buy?" },
      {
        type: "paragraph",
        text: "Filters are rated by MERV, a scale that tells you how small a particle they can catch. Higher is not always better. A very dense filter can restrict airflow in a system that was not designed for it, which causes the same problems as a dirty filter. For most homes in South Florida a pleated MERV 8 to MERV 11 filter is the right balance between clean air and good airflow. If someone in the family has severe allergies, ask a technician whether your blower and return ducts can handle MERV 13; sometimes a larger filter cabinet solves the problem.",
      },
      {
        type: "paragraph",
        text: "Avoid the cheap fiberglass filters that you can see straight through. They protect the equipment from large debris but do very little for the air you breathe, and in a humid climate they let dust reach the coil, where it mixes with moisture and feeds mold growth.",
      },
      { type: "heading", text: "Changing the filter, step by step" },
      {
        type: "list",
        ordered: true,
        items: [
          "Turn the thermostat to off so the blower does not pull dust in while the slot is open.",
          "Open the return grille or the filter door and slide the old filter out. Note the arrow printed on its frame.",
          "Insert the new filter with the arrow pointing toward the air handler (in the direction the air flows).",
          "Make sure it sits flat with no gaps around the edges, then close the grille and turn the system back on.",
          "Write the date on the frame with a marker, or set a reminder on your phone for the next check.",
        ],
      },
      { type: "heading", text: "Why it matters so much here" },
      {
        type: "paragraph",
        text: "In our climate the air handler does two jobs: it cools the air and it pulls moisture out of it. Both depend on the right amount of air moving across the evaporator coil. When a clogged filter starves the coil of air, the coil gets too cold, ice forms, water stops draining properly and the house starts to feel sticky even though the AC is running. Over a summer this can shorten the life of the compressor, the most expensive part of the system.",
      },
      {
        type: "paragraph",
        text: "A clean filter is also the cheapest energy upgrade you can make. It costs a few dollars, takes two minutes and keeps your system running the way it was designed to. Buy a few filters at a time in the right size so you always have one ready.",
      },
      { type: "heading", text: "When to call a professional" },
      {
        type: "paragraph",
        text: "If the filter is black or wet, if you find ice on the copper lines or the coil, or if the filter gets dirty again within a week or two, something else is going on: a leak in the return duct, a drainage problem or a coil that needs cleaning. The technicians at {company} check the filter, the coil and the drain on every maintenance visit and can show you the right size and rating for your home. Call {phone} to schedule a visit.",
      },
    ],
  },
  es: {
    title: "¿Cada cuánto se cambia el filtro del aire acondicionado en el sur de Florida?",
    excerpt:
      "La regla de “cada 90 días” que trae el empaque no se pensó para Miami. Le explicamos cada cuánto cambiar el filtro cuando el aire funciona casi todo el año y cómo elegir el adecuado.",
    body: [
      {
        type: "paragraph",
        text: "Casi todos los empaques de filtros dicen que hay que cambiarlo cada 90 días. Ese consejo supone una casa donde el aire acondicionado descansa buena parte del año. En Miami-Dade el equipo puede trabajar diez u once meses al año, muchas veces durante horas seguidas, así que el filtro atrapa mucho más polvo, pelo de mascotas y polen de lo que calcula el fabricante. Un filtro tapado obliga al ventilador a esforzarse más, reduce el flujo de aire sobre el serpentín frío y es una de las causas más comunes de serpentines congelados y facturas de luz altas.",
      },
      { type: "heading", text: "Un calendario sencillo para las casas de Miami" },
      {
        type: "paragraph",
        text: "Como punto de partida, revise el filtro cada mes y cámbielo cada 30 a 60 días. Después ajuste según cómo se vive en su casa:",
      },
      {
        type: "list",
        items: [
          "Cada 30 días si tiene perros o gatos, alguien con alergias o asma, o si vive cerca de una obra o de una avenida con mucho tráfico.",
          "Cada 45 días en una casa familiar típica con el aire prendido casi todo el día.",
          "Cada 60 días en un apartamento pequeño o una casa con una o dos personas y sin mascotas.",
          "De inmediato después de una remodelación, de lijar o pintar, o de una semana con mucho polvo del Sahara en el aire.",
        ],
      },
      {
        type: "paragraph",
        text: "Los filtros gruesos (de cuatro o cinco pulgadas, instalados en un gabinete junto a la manejadora de aire) retienen más suciedad y suelen durar de tres a seis meses. Los filtros delgados de una pulgada, detrás de una rejilla de retorno, se llenan mucho más rápido. Si no sabe cuál tiene, mire el borde del filtro: la medida y el grosor vienen impresos en el marco.",
      },
      { type: "heading", text: "Cómo saber si el filtro ya hay que cambiarlo" },
      {
        type: "list",
        items: [
          "Póngalo a contraluz: si no ve pasar la luz entre los pliegues, cámbielo.",
          "La superficie está gris o marrón en vez de blanca, o tiene una capa de pelusa.",
          "El aire sale con menos fuerza por las rejillas o algunos cuartos no se enfrían.",
          "El polvo se acumula en los muebles más rápido que antes.",
          "El equipo tarda más en llegar a la temperatura del termostato.",
        ],
      },
      { type: "heading", text: "¿Qué filtro conviene comprar?" },
      {
        type: "paragraph",
        text: "Los filtros se clasifican por MERV, una escala que indica qué tan pequeñas son las partículas que atrapan. Más alto no siempre es mejor. Un filtro demasiado denso puede frenar el aire en un sistema que no fue diseñado para él y causar los mismos problemas que un filtro sucio. Para la mayoría de las casas del sur de Florida, un filtro plisado MERV 8 a MERV 11 es el equilibrio correcto entre aire limpio y buen flujo. Si alguien en la familia sufre de alergias fuertes, pregúntele a un técnico si su ventilador y sus ductos de retorno aguantan un MERV 13; a veces la solución es un gabinete de filtro más grande.",
      },
      {
        type: "paragraph",
        text: "Evite los filtros baratos de fibra de vidrio que dejan ver a través. Protegen el equipo de la basura grande, pero hacen muy poco por el aire que usted respira y, en un clima húmedo, dejan pasar polvo al serpentín, donde se mezcla con la humedad y alimenta el moho.",
      },
      { type: "heading", text: "Cómo cambiar el filtro, paso a paso" },
      {
        type: "list",
        ordered: true,
        items: [
          "Apague el termostato para que el ventilador no chupe polvo mientras la ranura está abierta.",
          "Abra la rejilla de retorno o la tapa del filtro y saque el filtro viejo. Fíjese en la flecha impresa en el marco.",
          "Coloque el filtro nuevo con la flecha apuntando hacia la manejadora de aire (en la dirección en que circula el aire).",
          "Verifique que quede parejo y sin espacios en los bordes, cierre la rejilla y vuelva a encender el equipo.",
          "Escriba la fecha en el marco con un marcador o ponga un recordatorio en el celular para la próxima revisión.",
        ],
      },
      { type: "heading", text: "Por qué importa tanto aquí" },
      {
        type: "paragraph",
        text: "En nuestro clima la manejadora de aire hace dos trabajos: enfría el aire y le saca la humedad. Los dos dependen de que pase la cantidad correcta de aire por el serpentín evaporador. Cuando un filtro tapado deja al serpentín sin aire, este se enfría demasiado, se forma hielo, el agua deja de drenar bien y la casa se siente pegajosa aunque el aire esté prendido. A lo largo de un verano esto puede acortar la vida del compresor, la pieza más cara del sistema.",
      },
      {
        type: "paragraph",
        text: "Un filtro limpio es, además, la mejora de eficiencia más barata que existe. Cuesta unos pocos dólares, se cambia en dos minutos y mantiene el equipo trabajando como fue diseñado. Compre varios filtros de la medida correcta para tener siempre uno a mano.",
      },
      { type: "heading", text: "Cuándo llamar a un profesional" },
      {
        type: "paragraph",
        text: "Si el filtro sale negro o mojado, si ve hielo en las tuberías de cobre o en el serpentín, o si el filtro se ensucia de nuevo en una o dos semanas, hay otro problema: una fuga en el ducto de retorno, un drenaje tapado o un serpentín que necesita limpieza. Los técnicos de {company} revisan el filtro, el serpentín y el drenaje en cada visita de mantenimiento y le indican la medida y la clasificación adecuadas para su casa. Llame al {phone} para agendar una visita.",
      },
    ],
  },
};
