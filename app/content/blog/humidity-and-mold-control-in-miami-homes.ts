import type { BlogArticle } from "./article";

export const humidityMold: BlogArticle = {
  slug: "humidity-and-mold-control-in-miami-homes",
  category: "indoor-air",
  publishedOn: "2026-08-19",
  readTimeMinutes: 5,
  en: {
    title: "Humidity and mold control in Miami homes",
    excerpt:
      "In South Florida, moisture is as big an enemy as heat. How to keep indoor humidity in the healthy range, spot the early signs of mold, and make your AC do its job as a dehumidifier.",
    body: [
      {
        type: "paragraph",
        text: "Miami's outdoor air is humid almost every day of the year, and every time a door opens, someone showers or a pot boils, more moisture comes into the house. Your air conditioner is your main dehumidifier: as warm air passes over the cold coil, water condenses and drains away. When that process does not work well, the home feels sticky, smells musty and, given a few weeks, grows mold on closets, ceilings and inside the ducts.",
      },
      { type: "heading", text: "The healthy range" },
      {
        type: "paragraph",
        text: "Indoor relative humidity should stay between 40 and 60 percent, and ideally close to 50 percent. Above 60 percent, mold and dust mites thrive. An inexpensive digital hygrometer from a hardware store tells you where you stand; many smart thermostats also display humidity. Check it in the afternoon and again late at night, when the system is running less.",
      },
      { type: "heading", text: "Early signs of a moisture problem" },
      {
        type: "list",
        items: [
          "A musty or earthy smell when the AC starts, or in closets and bathrooms.",
          "Condensation on windows, mirrors that stay foggy, or sweating supply vents.",
          "Black or green spots on the ceiling around vents, on grout or on the back of furniture against outside walls.",
          "Leather shoes, bags or wooden furniture that develop a white film.",
          "Allergy symptoms that get better when you leave the house.",
        ],
      },
      { type: "heading", text: "Why an AC may not remove enough moisture" },
      {
        type: "list",
        items: [
          "The system is oversized: it cools the air fast and shuts off before the coil has had time to pull out the water.",
          "The thermostat fan is set to on instead of auto, so water on the coil is blown back into the house between cycles.",
          "The coil or the filter is dirty and air does not move across the coil properly.",
          "Leaky return ducts in the attic or garage pull hot, humid air into the system.",
          "The condensate drain is partially clogged and water sits in the pan.",
        ],
      },
      { type: "heading", text: "Everyday habits that help" },
      {
        type: "list",
        ordered: true,
        items: [
          "Set the thermostat fan to auto.",
          "Run bathroom exhaust fans during showers and for 20 minutes after, and make sure they vent outside, not into the attic.",
          "Use the range hood while cooking.",
          "Keep the thermostat at a steady temperature instead of turning the system off when you leave for the day; a home that heats up also soaks up moisture.",
          "Keep closet doors slightly open or use louvered doors so air circulates.",
          "Do not dry clothes indoors, and fix dripping faucets and leaks right away.",
        ],
      },
      { type: "heading", text: "What a technician can do" },
      {
        type: "paragraph",
        text: "During a visit, a technician can measure how much moisture the system is removing, clean the coil and the drain, adjust the blower speed for better dehumidification and check the ducts for leaks. If the house still stays too humid, there are good solutions: a variable-speed system that runs longer at low speed, a whole-home dehumidifier connected to the ductwork, or a fresh-air system that brings in outside air in a controlled way.",
      },
      { type: "heading", text: "About mold in the ducts and the air handler" },
      {
        type: "paragraph",
        text: "Mold inside the air handler or the ducts spreads spores every time the system runs. Spraying products into the vents does not solve it and can damage the equipment. The source has to be found and corrected first (usually humidity or a drainage problem), and then the affected components cleaned or replaced. If the growth covers a large area, a licensed mold remediation company may need to be involved; we can coordinate with them.",
      },
      { type: "heading", text: "After a storm or a power outage" },
      {
        type: "paragraph",
        text: "When the power goes out for a day or more in summer, indoor humidity climbs fast. Once the power is back, run the AC continuously for a day to dry the house, replace the filter and watch for musty smells over the following week.",
      },
      {
        type: "paragraph",
        text: "If your home feels damp or smells musty, call {company} at {phone}. We will find the cause and recommend the simplest fix that works for your home.",
      },
    ],
  },
  es: {
    title: "Cómo controlar la humedad y el moho en las casas de Miami",
    excerpt:
      "En el sur de Florida la humedad es tan enemiga como el calor. Cómo mantener la humedad interior en un nivel sano, detectar a tiempo las señales de moho y lograr que su aire acondicionado deshumidifique como debe.",
    body: [
      {
        type: "paragraph",
        text: "El aire de Miami está húmedo casi todos los días del año, y cada vez que se abre una puerta, alguien se ducha o hierve una olla, entra más humedad a la casa. Su aire acondicionado es su principal deshumidificador: cuando el aire caliente pasa por el serpentín frío, el agua se condensa y se va por el drenaje. Cuando ese proceso no funciona bien, la casa se siente pegajosa, huele a humedad y, en pocas semanas, aparece moho en los clósets, los techos y dentro de los ductos.",
      },
      { type: "heading", text: "El nivel saludable" },
      {
        type: "paragraph",
        text: "La humedad relativa dentro de la casa debe mantenerse entre 40 y 60 por ciento, idealmente cerca del 50. Por encima de 60 por ciento, el moho y los ácaros del polvo se multiplican. Un higrómetro digital económico de la ferretería le dice en qué nivel está; muchos termostatos inteligentes también muestran la humedad. Mídala en la tarde y otra vez tarde en la noche, cuando el equipo trabaja menos.",
      },
      { type: "heading", text: "Primeras señales de un problema de humedad" },
      {
        type: "list",
        items: [
          "Olor a humedad o a tierra cuando arranca el aire, o en clósets y baños.",
          "Ventanas empañadas, espejos que no se desempañan o rejillas que “sudan”.",
          "Manchas negras o verdes en el techo alrededor de las rejillas, en las juntas de los azulejos o detrás de los muebles pegados a paredes exteriores.",
          "Zapatos, carteras de cuero o muebles de madera que se cubren de una capa blanca.",
          "Síntomas de alergia que mejoran cuando sale de la casa.",
        ],
      },
      { type: "heading", text: "Por qué el aire puede no sacar suficiente humedad" },
      {
        type: "list",
        items: [
          "El equipo es demasiado grande: enfría rápido y se apaga antes de que el serpentín alcance a sacar el agua.",
          "El ventilador del termostato está en “on” en lugar de “auto”, y el agua del serpentín vuelve a la casa entre un ciclo y otro.",
          "El serpentín o el filtro están sucios y el aire no circula bien por el serpentín.",
          "Los ductos de retorno con fugas en el ático o el garaje chupan aire caliente y húmedo hacia el sistema.",
          "El drenaje está parcialmente tapado y el agua se queda en la bandeja.",
        ],
      },
      { type: "heading", text: "Costumbres diarias que ayudan" },
      {
        type: "list",
        ordered: true,
        items: [
          "Ponga el ventilador del termostato en “auto”.",
          "Use el extractor del baño durante la ducha y 20 minutos después, y verifique que saque el aire hacia afuera y no hacia el ático.",
          "Prenda la campana de la cocina mientras cocina.",
          "Mantenga el termostato a una temperatura estable en vez de apagar el equipo cuando sale de día; una casa que se calienta también absorbe humedad.",
          "Deje las puertas de los clósets entreabiertas o use puertas con persianas para que circule el aire.",
          "No seque la ropa dentro de la casa y repare enseguida las llaves que gotean y cualquier filtración.",
        ],
      },
      { type: "heading", text: "Lo que puede hacer un técnico" },
      {
        type: "paragraph",
        text: "En una visita, el técnico puede medir cuánta humedad está sacando el equipo, limpiar el serpentín y el drenaje, ajustar la velocidad del ventilador para deshumidificar mejor y buscar fugas en los ductos. Si aun así la casa sigue demasiado húmeda, hay buenas soluciones: un equipo de velocidad variable que trabaja más tiempo a baja velocidad, un deshumidificador para toda la casa conectado a los ductos o un sistema de aire fresco que trae aire de afuera de forma controlada.",
      },
      { type: "heading", text: "Sobre el moho en los ductos y en la manejadora" },
      {
        type: "paragraph",
        text: "El moho dentro de la manejadora o de los ductos esparce esporas cada vez que el equipo funciona. Rociar productos por las rejillas no lo resuelve y puede dañar el equipo. Primero hay que encontrar y corregir el origen (casi siempre la humedad o un problema de drenaje) y después limpiar o reemplazar las piezas afectadas. Si el moho cubre un área grande, puede hacer falta una empresa de remediación de moho con licencia; nosotros podemos coordinar con ella.",
      },
      { type: "heading", text: "Después de una tormenta o un apagón" },
      {
        type: "paragraph",
        text: "Cuando se va la luz por un día o más en verano, la humedad dentro de la casa sube muy rápido. Cuando vuelva la corriente, deje el aire funcionando sin parar durante un día para secar la casa, cambie el filtro y esté atento a olores a humedad durante la semana siguiente.",
      },
      {
        type: "paragraph",
        text: "Si su casa se siente húmeda o huele a encierro, llame a {company} al {phone}. Encontraremos la causa y le recomendaremos la solución más sencilla que funcione para su hogar.",
      },
    ],
  },
};
