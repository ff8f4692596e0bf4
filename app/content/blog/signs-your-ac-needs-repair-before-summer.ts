import type { BlogArticle } from "./article";

export const signsBeforeSummer: BlogArticle = {
  slug: "signs-your-ac-needs-repair-before-summer",
  category: "repair",
  publishedOn: "2026-04-08",
  readTimeMinutes: 5,
  en: {
    title: "8 signs your AC needs repair before the Miami summer",
    excerpt:
      "Small symptoms in spring turn into breakdowns in August, when every technician in town is busy. Learn the warning signs to look and listen for, and what each one usually means.",
    body: [
      {
        type: "paragraph",
        text: "In South Florida the air conditioner never really gets a vacation, but spring is the calm before the storm. From June to September systems run almost nonstop, and a part that is already weak is the one that fails on the hottest afternoon of the year. The good news is that most breakdowns announce themselves weeks in advance. If you notice any of the signs below, have the system checked now, while appointments are easy to get and parts are in stock.",
      },
      { type: "heading", text: "1. Air from the vents is not as cold as it used to be" },
      {
        type: "paragraph",
        text: "Place your hand over a supply vent a few minutes after the system starts. The air should feel clearly cold, usually 15 to 20 degrees cooler than the room. Lukewarm air can point to low refrigerant from a leak, a dirty outdoor coil, or a compressor that is starting to struggle. Adding refrigerant without fixing the leak only postpones the problem.",
      },
      { type: "heading", text: "2. The system runs and runs" },
      {
        type: "paragraph",
        text: "On a mild spring day a healthy system should reach the thermostat setting and cycle off. If it runs for hours without getting there, it is losing capacity. Common causes are dirty coils, leaky ducts in a hot attic, a failing capacitor or a unit that was undersized from the start.",
      },
      { type: "heading", text: "3. New noises" },
      {
        type: "list",
        items: [
          "Buzzing or humming at the outdoor unit: often an electrical part such as a contactor or capacitor.",
          "Squealing or grinding: a worn fan motor bearing or a belt.",
          "Rattling: loose panels, debris in the condenser fan or a motor mount that is coming apart.",
          "Clicking over and over without the unit starting: a control or electrical fault that needs a technician.",
        ],
      },
      { type: "heading", text: "4. Water where it should not be" },
      {
        type: "paragraph",
        text: "Your AC removes gallons of water from Miami air every day, and that water has to drain outside. Puddles around the air handler, water stains on the ceiling below an attic unit or a float switch that keeps shutting the system off mean the condensate drain is clogged with algae. It is a simple fix when caught early and an expensive ceiling repair when it is not.",
      },
      { type: "heading", text: "5. The house feels humid even when it is cool" },
      {
        type: "paragraph",
        text: "A sticky, clammy feeling, condensation on windows or a musty smell tell you the system is not removing enough moisture. The cause can be an oversized unit that cycles too quickly, a blower set too fast, or a dirty coil. High humidity is uncomfortable and, in our climate, invites mold.",
      },
      { type: "heading", text: "6. Higher electric bills without a reason" },
      {
        type: "paragraph",
        text: "Compare this spring's bills with the same months last year. A jump with no change in how you use the house is often the first sign that the system is working harder to deliver the same cooling.",
      },
      { type: "heading", text: "7. Bad smells" },
      {
        type: "paragraph",
        text: "A burning or electrical smell is a reason to turn the system off at the thermostat and call right away. A musty smell usually comes from mold in the drain pan, the coil or the ducts.",
      },
      { type: "heading", text: "8. The system is more than 12 to 15 years old" },
      {
        type: "paragraph",
        text: "Salt air and year-round use age equipment faster here than up north. An older system is not necessarily failing, but it deserves a careful inspection before summer, and it is worth knowing what a replacement would cost before you need one in a hurry.",
      },
      { type: "heading", text: "What you can check yourself" },
      {
        type: "list",
        ordered: true,
        items: [
          "Replace the air filter.",
          "Clear plants, leaves and debris for at least two feet around the outdoor unit.",
          "Make sure every supply and return vent is open and not blocked by furniture.",
          "Pour a cup of white vinegar into the condensate drain access, if you have one, to keep algae down.",
          "Check that the thermostat batteries are fresh and that it is set to cool.",
        ],
      },
      { type: "heading", text: "Book a tune-up before the rush" },
      {
        type: "paragraph",
        text: "A spring tune-up is the best protection against a summer breakdown: the technician cleans the coils, tests the capacitor and the refrigerant charge, clears the drain and tells you what to watch. Call {company} at {phone} or request an estimate online, and let us find the small problem before it becomes a big one.",
      },
    ],
  },
  es: {
    title: "8 señales de que su aire acondicionado necesita reparación antes del verano en Miami",
    excerpt:
      "Los pequeños síntomas de la primavera se convierten en averías en agosto, cuando todos los técnicos de la ciudad están ocupados. Conozca las señales de alerta y lo que suele significar cada una.",
    body: [
      {
        type: "paragraph",
        text: "En el sur de Florida el aire acondicionado nunca descansa de verdad, pero la primavera es la calma antes de la tormenta. De junio a septiembre los equipos trabajan casi sin parar, y la pieza que ya está débil es la que falla en la tarde más calurosa del año. La buena noticia es que la mayoría de las averías avisan con semanas de anticipación. Si nota alguna de estas señales, haga revisar el equipo ahora, cuando es fácil conseguir cita y hay piezas disponibles.",
      },
      { type: "heading", text: "1. El aire de las rejillas ya no sale tan frío" },
      {
        type: "paragraph",
        text: "Ponga la mano frente a una rejilla unos minutos después de que arranque el equipo. El aire debe sentirse claramente frío, por lo general entre 15 y 20 grados más fresco que el cuarto. Un aire tibio puede indicar poco refrigerante por una fuga, un serpentín exterior sucio o un compresor que empieza a fallar. Recargar refrigerante sin reparar la fuga solo aplaza el problema.",
      },
      { type: "heading", text: "2. El equipo no deja de funcionar" },
      {
        type: "paragraph",
        text: "En un día templado de primavera, un equipo sano debe llegar a la temperatura del termostato y apagarse. Si trabaja durante horas sin lograrlo, está perdiendo capacidad. Las causas más comunes son serpentines sucios, ductos con fugas en un ático caliente, un capacitor que está fallando o una unidad que quedó pequeña desde el principio.",
      },
      { type: "heading", text: "3. Ruidos nuevos" },
      {
        type: "list",
        items: [
          "Zumbido en la unidad exterior: a menudo una pieza eléctrica, como el contactor o el capacitor.",
          "Chirridos o roce metálico: un rodamiento gastado en el motor del ventilador o una correa.",
          "Traqueteo: paneles flojos, basura en el ventilador del condensador o un soporte del motor que se está soltando.",
          "Clics repetidos sin que la unidad arranque: una falla eléctrica o de control que necesita un técnico.",
        ],
      },
      { type: "heading", text: "4. Agua donde no debería haberla" },
      {
        type: "paragraph",
        text: "Su aire acondicionado le saca litros y litros de agua al aire de Miami cada día, y esa agua tiene que salir afuera. Charcos alrededor de la manejadora, manchas de agua en el techo debajo de una unidad en el ático o un interruptor de flotador que apaga el equipo una y otra vez indican que el drenaje está tapado por algas. Es un arreglo sencillo si se detecta a tiempo y una reparación de techo costosa si no.",
      },
      { type: "heading", text: "5. La casa se siente húmeda aunque esté fresca" },
      {
        type: "paragraph",
        text: "Una sensación pegajosa, ventanas empañadas o un olor a humedad le dicen que el equipo no está sacando suficiente humedad. La causa puede ser una unidad demasiado grande que se apaga muy rápido, un ventilador ajustado a una velocidad muy alta o un serpentín sucio. La humedad alta es incómoda y, en nuestro clima, favorece el moho.",
      },
      { type: "heading", text: "6. Facturas de luz más altas sin motivo" },
      {
        type: "paragraph",
        text: "Compare las facturas de esta primavera con las de los mismos meses del año pasado. Un aumento sin cambios en el uso de la casa suele ser la primera señal de que el equipo trabaja más para dar el mismo frío.",
      },
      { type: "heading", text: "7. Malos olores" },
      {
        type: "paragraph",
        text: "Un olor a quemado o a cable caliente es motivo para apagar el equipo en el termostato y llamar de inmediato. Un olor a humedad casi siempre viene de moho en la bandeja de drenaje, el serpentín o los ductos.",
      },
      { type: "heading", text: "8. El equipo tiene más de 12 a 15 años" },
      {
        type: "paragraph",
        text: "El aire salino y el uso durante todo el año envejecen los equipos más rápido aquí que en el norte. Un equipo viejo no necesariamente está fallando, pero merece una inspección cuidadosa antes del verano, y conviene saber cuánto costaría reemplazarlo antes de tener que hacerlo con prisa.",
      },
      { type: "heading", text: "Lo que puede revisar usted mismo" },
      {
        type: "list",
        ordered: true,
        items: [
          "Cambie el filtro de aire.",
          "Retire plantas, hojas y basura en al menos dos pies alrededor de la unidad exterior.",
          "Verifique que todas las rejillas de suministro y de retorno estén abiertas y sin muebles delante.",
          "Si tiene acceso al drenaje, eche una taza de vinagre blanco para frenar las algas.",
          "Confirme que las baterías del termostato estén buenas y que esté en modo de frío.",
        ],
      },
      { type: "heading", text: "Agende un mantenimiento antes de la temporada alta" },
      {
        type: "paragraph",
        text: "Un mantenimiento en primavera es la mejor protección contra una avería en verano: el técnico limpia los serpentines, prueba el capacitor y la carga de refrigerante, destapa el drenaje y le dice qué vigilar. Llame a {company} al {phone} o pida un estimado en línea, y deje que encontremos el problema pequeño antes de que se vuelva grande.",
      },
    ],
  },
};
