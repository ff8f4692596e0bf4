import type { BlogArticle } from "./article";

export const hurricanePrep: BlogArticle = {
  slug: "hurricane-season-prep-for-your-ac",
  category: "seasonal",
  publishedOn: "2026-05-27",
  readTimeMinutes: 5,
  en: {
    title: "Hurricane season prep for your AC: before, during and after the storm",
    excerpt:
      "Your outdoor unit sits in the path of wind, flying debris and floodwater. A practical checklist to protect your air conditioner from June to November, and to restart it safely after a storm.",
    body: [
      {
        type: "paragraph",
        text: "Hurricane season runs from June 1 to November 30, and in South Florida the air conditioner is one of the most exposed parts of the house. The outdoor unit sits on a pad or a roof, surrounded by things the wind can throw at it, and it is often the first piece of equipment to get wet in a flood. A little preparation in May or early June protects an investment of several thousand dollars and gets you cool again faster once the power comes back.",
      },
      { type: "heading", text: "At the start of the season" },
      {
        type: "list",
        ordered: true,
        items: [
          "Check the hurricane straps or tie-down brackets that anchor the outdoor unit to its pad. Florida code requires them; if they are rusted, loose or missing, have them replaced.",
          "Trim trees and shrubs near the unit and remove dead branches that could fall on it.",
          "Look around the unit for loose objects (pots, furniture, toys, tools) and decide where you will store them when a storm is coming.",
          "Photograph the outdoor unit, the air handler and their data plates. The photos help with insurance claims and with ordering parts.",
          "Schedule a maintenance visit so the system goes into the season clean, with a clear drain and tested electrical parts.",
          "If you have a generator, ask an electrician or your AC contractor whether it can run your system safely, and never connect it without a proper transfer switch.",
        ],
      },
      { type: "heading", text: "When a storm is on the way" },
      {
        type: "list",
        items: [
          "Pre-cool the house: lower the thermostat a few degrees the day before the storm so the home stays comfortable longer if the power goes out.",
          "Bring loose objects indoors or tie them down.",
          "When the wind picks up or the power starts to flicker, turn the system off at the thermostat and switch off the breakers for the AC. Power surges when the grid goes down and comes back can damage the compressor and the control board.",
          "Do not wrap the unit in a plastic tarp for the whole season: it traps moisture and invites rust and pests. A breathable cover for the duration of the storm is acceptable, but remove it before running the system.",
        ],
      },
      { type: "heading", text: "After the storm: restart safely" },
      {
        type: "paragraph",
        text: "It is tempting to turn the AC on the moment the power returns. Take a few minutes to look first.",
      },
      {
        type: "list",
        ordered: true,
        items: [
          "Walk around the outdoor unit. Look for debris inside the fan grille, bent fins, a unit that has shifted on its pad, or damaged refrigerant lines.",
          "If floodwater reached the unit or the air handler, do not turn it on. Water in the electrical components can cause a short circuit or a fire; the system must be inspected first.",
          "Remove branches and leaves from around and on top of the unit (with the breaker off).",
          "Wait about 30 minutes after the power has been stable before turning the breakers back on, then set the thermostat to cool.",
          "Listen and smell for anything unusual. If you hear grinding, smell burning or the breaker trips, turn it off and call.",
        ],
      },
      { type: "heading", text: "Dealing with humidity after an outage" },
      {
        type: "paragraph",
        text: "A few days without air conditioning in August lets moisture soak into walls, furniture and carpets. Once the system is running again, keep it on continuously for a day or two, replace the filter and check for musty odors. If mold appears, deal with the moisture source first and call for help if it covers a large area.",
      },
      { type: "heading", text: "Insurance and documentation" },
      {
        type: "paragraph",
        text: "If your equipment is damaged, take photos before anything is moved or repaired, keep every invoice and ask the technician for a written report describing the damage and its likely cause. Those documents make a homeowner's insurance claim much easier.",
      },
      { type: "heading", text: "We are here when the storm has passed" },
      {
        type: "paragraph",
        text: "After a hurricane, demand for AC service is enormous. Customers on a maintenance plan get priority scheduling, and our emergency line stays open 24/7 at {emergencyPhone}. For an inspection before the season, call {company} at {phone}.",
      },
    ],
  },
  es: {
    title: "Cómo preparar su aire acondicionado para la temporada de huracanes: antes, durante y después",
    excerpt:
      "La unidad exterior queda expuesta al viento, a los objetos que vuelan y al agua de las inundaciones. Una lista práctica para proteger su equipo de junio a noviembre y volver a encenderlo con seguridad después de la tormenta.",
    body: [
      {
        type: "paragraph",
        text: "La temporada de huracanes va del 1 de junio al 30 de noviembre, y en el sur de Florida el aire acondicionado es una de las partes más expuestas de la casa. La unidad exterior está sobre una base o en el techo, rodeada de cosas que el viento puede lanzarle, y muchas veces es el primer equipo que se moja en una inundación. Un poco de preparación en mayo o a principios de junio protege una inversión de varios miles de dólares y le permite recuperar el aire fresco más rápido cuando vuelva la luz.",
      },
      { type: "heading", text: "Al comenzar la temporada" },
      {
        type: "list",
        ordered: true,
        items: [
          "Revise las correas o anclajes contra huracanes que sujetan la unidad exterior a su base. El código de Florida los exige; si están oxidados, flojos o no existen, haga que los reemplacen.",
          "Pode los árboles y arbustos cercanos a la unidad y quite las ramas secas que podrían caerle encima.",
          "Busque objetos sueltos alrededor de la unidad (macetas, muebles, juguetes, herramientas) y decida dónde los va a guardar cuando se acerque una tormenta.",
          "Tome fotos de la unidad exterior, de la manejadora y de sus placas de datos. Le servirán para el seguro y para pedir piezas.",
          "Agende una visita de mantenimiento para empezar la temporada con el equipo limpio, el drenaje despejado y las piezas eléctricas probadas.",
          "Si tiene planta eléctrica, pregúntele a un electricista o a su técnico de aire si puede hacer funcionar el equipo con seguridad, y nunca la conecte sin un interruptor de transferencia adecuado.",
        ],
      },
      { type: "heading", text: "Cuando se acerca una tormenta" },
      {
        type: "list",
        items: [
          "Enfríe la casa con anticipación: baje el termostato unos grados el día antes para que la casa se mantenga cómoda más tiempo si se va la luz.",
          "Entre a la casa los objetos sueltos o amárrelos bien.",
          "Cuando arrecie el viento o la luz empiece a parpadear, apague el equipo en el termostato y baje los breakers del aire. Los picos de voltaje cuando la red se cae y vuelve pueden dañar el compresor y la tarjeta de control.",
          "No envuelva la unidad con una lona plástica toda la temporada: atrapa la humedad y atrae óxido y plagas. Una cubierta transpirable mientras dura la tormenta está bien, pero quítela antes de encender el equipo.",
        ],
      },
      { type: "heading", text: "Después de la tormenta: encienda con seguridad" },
      {
        type: "paragraph",
        text: "Es tentador prender el aire en cuanto vuelve la luz. Tómese unos minutos para revisar primero.",
      },
      {
        type: "list",
        ordered: true,
        items: [
          "Dé una vuelta alrededor de la unidad exterior. Busque basura dentro de la rejilla del ventilador, aletas dobladas, una unidad que se movió de su base o tuberías de refrigerante dañadas.",
          "Si el agua de una inundación llegó a la unidad o a la manejadora, no la encienda. El agua en los componentes eléctricos puede causar un cortocircuito o un incendio; primero hay que inspeccionar el equipo.",
          "Quite ramas y hojas alrededor y encima de la unidad (con el breaker apagado).",
          "Espere unos 30 minutos con la corriente estable antes de subir los breakers y luego ponga el termostato en frío.",
          "Preste atención a ruidos u olores raros. Si oye un roce metálico, huele a quemado o se dispara el breaker, apáguelo y llame.",
        ],
      },
      { type: "heading", text: "La humedad después de un apagón" },
      {
        type: "paragraph",
        text: "Unos días sin aire acondicionado en agosto dejan que la humedad penetre en paredes, muebles y alfombras. Cuando el equipo vuelva a funcionar, déjelo prendido sin parar uno o dos días, cambie el filtro y esté atento a los olores a humedad. Si aparece moho, corrija primero el origen de la humedad y pida ayuda si cubre un área grande.",
      },
      { type: "heading", text: "Seguro y documentación" },
      {
        type: "paragraph",
        text: "Si su equipo sufre daños, tome fotos antes de mover o reparar nada, guarde todas las facturas y pídale al técnico un informe por escrito que describa el daño y su causa probable. Esos documentos facilitan mucho el reclamo al seguro de la vivienda.",
      },
      { type: "heading", text: "Aquí estamos cuando pasa la tormenta" },
      {
        type: "paragraph",
        text: "Después de un huracán la demanda de servicio de aire acondicionado es enorme. Los clientes con plan de mantenimiento tienen prioridad en la agenda, y nuestra línea de emergencias sigue abierta las 24 horas, los 7 días, en el {emergencyPhone}. Para una inspección antes de la temporada, llame a {company} al {phone}.",
      },
    ],
  },
};
