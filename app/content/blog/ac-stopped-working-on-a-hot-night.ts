import type { BlogArticle } from "./article";

export const hotNight: BlogArticle = {
  slug: "ac-stopped-working-on-a-hot-night",
  category: "emergencies",
  publishedOn: "2026-07-22",
  readTimeMinutes: 5,
  en: {
    title: "Your AC stopped on a hot night: safe checks and when to call",
    excerpt:
      "Before you call for emergency service at midnight, a few safe checks can get the cool air back. Here is what to look at, what never to touch, and how to keep your family safe in the heat.",
    body: [
      {
        type: "paragraph",
        text: "It is 11 p.m., it is still 84 degrees outside and the house is getting warmer by the minute. An air conditioner that stops at night is more than an inconvenience in Miami: for babies, older adults and anyone with a health condition, a hot, humid bedroom can be dangerous. Before you call, take five minutes for the safe checks below. Many night-time “breakdowns” turn out to be a tripped breaker, a thermostat setting or a full drain pan.",
      },
      { type: "heading", text: "Safe checks you can do yourself" },
      {
        type: "list",
        ordered: true,
        items: [
          "Thermostat: make sure it is set to cool, that the set temperature is below the room temperature and that the screen is on. A blank screen often means dead batteries.",
          "Breakers: in the electrical panel, look for breakers labeled AC, air handler or condenser. If one has tripped to the middle position, push it fully off and then on once. If it trips again, leave it off and call.",
          "Outdoor disconnect: next to the outdoor unit there is a switch or pull-out block. Make sure nobody turned it off by accident.",
          "Air filter: a filter that is completely clogged can freeze the coil and stop cooling. Replace it if it is dirty.",
          "Drain safety switch: many air handlers have a float switch that shuts the system off when the drain pan fills with water. If you see standing water in the pan, the drain is clogged.",
        ],
      },
      { type: "heading", text: "What not to do" },
      {
        type: "list",
        items: [
          "Do not open the outdoor unit or the air handler panels: they carry high voltage, and capacitors hold a charge even with the power off.",
          "Do not reset a breaker more than once. A breaker that keeps tripping is protecting you from an electrical fault.",
          "Do not chip ice off a frozen coil. Turn the system off, set the fan to on and let it thaw for a few hours.",
          "Do not buy refrigerant online or let anyone top off the system without finding the leak.",
        ],
      },
      { type: "heading", text: "Signs it is time to call right away" },
      {
        type: "list",
        items: [
          "A burning smell, smoke or sparks: turn the system off at the thermostat and the breaker, and call.",
          "The outdoor unit hums but the fan does not spin, or the breaker trips again after one reset.",
          "Water is leaking through a ceiling or spreading across the floor.",
          "The home is getting dangerously hot and someone in the house is vulnerable to heat.",
        ],
      },
      {
        type: "paragraph",
        text: "Our emergency line is answered 24 hours a day, 7 days a week: {emergencyPhone}. Tell the dispatcher what you already checked, whether the outdoor unit is running, and whether anyone at home is at risk from the heat, so we can prioritize the call. The service call fee is {serviceCallFee}, and it is applied to the repair if you go ahead with it.",
      },
      { type: "heading", text: "Keeping cool while you wait" },
      {
        type: "list",
        items: [
          "Close blinds and curtains, and keep doors to unused rooms shut to concentrate whatever cool air is left.",
          "Use ceiling fans and portable fans; they make you feel several degrees cooler.",
          "Drink water regularly, even if you are not thirsty, and avoid alcohol.",
          "Take a cool shower before bed and dress babies and children in light cotton.",
          "Check on older neighbors and relatives. If someone feels dizzy, confused or nauseous, treat it as a medical emergency and call 911.",
        ],
      },
      { type: "heading", text: "Why systems fail at night" },
      {
        type: "paragraph",
        text: "After a long, hot day the system has been running for hours without a break. Weak capacitors, worn contactors and tired fan motors often give out at the end of that marathon. A clogged drain fills slowly all day and trips the float switch at night. That is why the same parts come up again and again on emergency calls, and why a yearly maintenance visit, where those parts are tested under load, prevents most of them.",
      },
      { type: "heading", text: "After the repair" },
      {
        type: "paragraph",
        text: "Ask the technician what failed and why, and whether other parts are close to the end of their life. If your system is old and the repair is expensive, ask for a replacement estimate too, so you can compare calmly in daylight. {company} technicians explain the options and the price before any work starts.",
      },
    ],
  },
  es: {
    title: "Se le apagó el aire en una noche calurosa: revisiones seguras y cuándo llamar",
    excerpt:
      "Antes de pedir servicio de emergencia a medianoche, unas revisiones sencillas pueden devolverle el aire frío. Le contamos qué mirar, qué no tocar nunca y cómo proteger a su familia del calor.",
    body: [
      {
        type: "paragraph",
        text: "Son las 11 de la noche, afuera todavía hace 84 grados y la casa se calienta minuto a minuto. Un aire acondicionado que se apaga de noche es más que una molestia en Miami: para los bebés, los adultos mayores y cualquier persona con problemas de salud, un cuarto caliente y húmedo puede ser peligroso. Antes de llamar, dedique cinco minutos a estas revisiones seguras. Muchas “averías” nocturnas resultan ser un breaker disparado, un ajuste del termostato o una bandeja de drenaje llena.",
      },
      { type: "heading", text: "Revisiones seguras que puede hacer usted" },
      {
        type: "list",
        ordered: true,
        items: [
          "Termostato: confirme que esté en modo frío, que la temperatura programada sea más baja que la del cuarto y que la pantalla esté encendida. Una pantalla en blanco casi siempre significa baterías agotadas.",
          "Breakers: en el panel eléctrico, busque los breakers marcados como AC, manejadora o condensador. Si alguno quedó en la posición del medio, bájelo por completo y vuelva a subirlo una sola vez. Si se dispara de nuevo, déjelo apagado y llame.",
          "Desconectador exterior: junto a la unidad de afuera hay un interruptor o un bloque que se saca. Verifique que nadie lo haya apagado por accidente.",
          "Filtro de aire: un filtro completamente tapado puede congelar el serpentín y cortar el frío. Cámbielo si está sucio.",
          "Interruptor de seguridad del drenaje: muchas manejadoras tienen un flotador que apaga el equipo cuando la bandeja se llena de agua. Si ve agua estancada en la bandeja, el drenaje está tapado.",
        ],
      },
      { type: "heading", text: "Lo que no debe hacer" },
      {
        type: "list",
        items: [
          "No abra los paneles de la unidad exterior ni de la manejadora: tienen alto voltaje, y los capacitores guardan carga aunque la corriente esté cortada.",
          "No reinicie un breaker más de una vez. Un breaker que se dispara una y otra vez lo está protegiendo de una falla eléctrica.",
          "No raspe el hielo de un serpentín congelado. Apague el frío, ponga el ventilador en “on” y deje que se descongele durante unas horas.",
          "No compre refrigerante por internet ni deje que nadie recargue el equipo sin encontrar la fuga.",
        ],
      },
      { type: "heading", text: "Señales de que debe llamar de inmediato" },
      {
        type: "list",
        items: [
          "Olor a quemado, humo o chispas: apague el equipo en el termostato y en el breaker, y llame.",
          "La unidad exterior zumba pero el ventilador no gira, o el breaker se vuelve a disparar después de reiniciarlo una vez.",
          "Se está filtrando agua por el techo o se extiende por el piso.",
          "La casa se está calentando de forma peligrosa y alguien en el hogar es vulnerable al calor.",
        ],
      },
      {
        type: "paragraph",
        text: "Nuestra línea de emergencias atiende las 24 horas, los 7 días de la semana: {emergencyPhone}. Cuéntele al despachador lo que ya revisó, si la unidad exterior está funcionando y si alguien en la casa corre riesgo por el calor, para que podamos dar prioridad a su llamada. La visita de servicio cuesta {serviceCallFee} y se descuenta de la reparación si decide hacerla.",
      },
      { type: "heading", text: "Cómo mantenerse fresco mientras espera" },
      {
        type: "list",
        items: [
          "Cierre persianas y cortinas, y mantenga cerradas las puertas de los cuartos que no usa para concentrar el aire fresco que queda.",
          "Use ventiladores de techo y portátiles; hacen que se sienta varios grados más fresco.",
          "Tome agua con frecuencia aunque no tenga sed y evite el alcohol.",
          "Dese una ducha fresca antes de dormir y vista a los bebés y los niños con ropa ligera de algodón.",
          "Pregunte cómo están los vecinos y familiares mayores. Si alguien se siente mareado, confundido o con náuseas, trátelo como una emergencia médica y llame al 911.",
        ],
      },
      { type: "heading", text: "Por qué los equipos fallan de noche" },
      {
        type: "paragraph",
        text: "Después de un día largo y caluroso, el equipo lleva horas trabajando sin descanso. Los capacitores débiles, los contactores gastados y los motores cansados suelen rendirse al final de esa maratón. Un drenaje tapado se llena poco a poco durante el día y dispara el flotador en la noche. Por eso las mismas piezas aparecen una y otra vez en las llamadas de emergencia, y por eso una visita de mantenimiento al año, en la que se prueban esas piezas con el equipo trabajando, evita la mayoría de estas averías.",
      },
      { type: "heading", text: "Después de la reparación" },
      {
        type: "paragraph",
        text: "Pregúntele al técnico qué falló y por qué, y si hay otras piezas cerca del final de su vida útil. Si su equipo es viejo y la reparación es costosa, pida también un estimado de reemplazo para comparar con calma y a la luz del día. Los técnicos de {company} le explican las opciones y el precio antes de empezar cualquier trabajo.",
      },
    ],
  },
};
