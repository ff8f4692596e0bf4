import type { BlogArticle } from "./article";

export const seer2Guide: BlogArticle = {
  slug: "seer2-choosing-a-new-ac-or-heat-pump",
  category: "buying-guide",
  publishedOn: "2026-09-16",
  readTimeMinutes: 6,
  en: {
    title: "SEER2 explained: choosing a new AC or heat pump in Miami",
    excerpt:
      "SEER2 ratings, heat pumps, sizing and rebates: what actually matters when you replace a system in South Florida, and the questions to ask before you sign an estimate.",
    body: [
      {
        type: "paragraph",
        text: "Replacing a central air system is one of the bigger purchases a homeowner makes, and the brochures are full of numbers and acronyms. In Miami, where the system runs most of the year, the right choice can lower your electric bill for the next fifteen years, and the wrong one can leave you with a house that is cool but clammy. Here is what the terms mean and how to compare estimates.",
      },
      { type: "heading", text: "What SEER2 means" },
      {
        type: "paragraph",
        text: "SEER2 (Seasonal Energy Efficiency Ratio, second version) measures how much cooling a system delivers for each unit of electricity over a typical season. The higher the number, the less it costs to run. Since 2023 the Department of Energy tests equipment under conditions closer to real homes, with more resistance in the ductwork, which is why SEER2 numbers look a little lower than the old SEER ratings for the same equipment.",
      },
      {
        type: "paragraph",
        text: "In the Southeast, new central air conditioners must meet a minimum of 14.3 SEER2 for smaller systems. Many homeowners in Miami choose equipment in the 15 to 17 SEER2 range, which usually offers the best balance between purchase price and savings. Very high ratings make the most sense if you plan to stay in the home for many years or run the system almost constantly.",
      },
      { type: "heading", text: "Why a heat pump makes sense here" },
      {
        type: "paragraph",
        text: "A heat pump is an air conditioner that can also run in reverse to heat the house. In cooling mode it works exactly like a regular AC. For the few cool mornings we get in January, it heats far more efficiently than electric heat strips. Because our winters are mild, a heat pump in South Florida rarely needs backup heat, and heat pumps often qualify for more incentives than cooling-only systems.",
      },
      { type: "heading", text: "Single-stage, two-stage or variable speed" },
      {
        type: "list",
        items: [
          "Single-stage systems run at full power or not at all. They are the most affordable, but they cycle on and off often and remove less humidity.",
          "Two-stage systems run at a lower setting most of the time and switch to full power on the hottest afternoons. They are quieter and better at drying the air.",
          "Variable-speed (inverter) systems adjust their output continuously. They are the most efficient and the best at humidity control, which matters a great deal in Miami.",
        ],
      },
      { type: "heading", text: "Sizing is more important than the brand" },
      {
        type: "paragraph",
        text: "A system that is too large cools the house quickly and shuts off before it has removed the moisture, leaving you cold and damp. One that is too small runs all day and never catches up. The right size comes from a load calculation (often called a Manual J) that considers your square footage, windows, insulation, roof, shade and how many people live in the home. Be cautious with an estimate that simply copies the size of the old unit without measuring anything.",
      },
      { type: "heading", text: "Do not forget the ducts" },
      {
        type: "paragraph",
        text: "A high-efficiency system connected to leaky, undersized or poorly insulated ducts will never reach its rating. Ducts that run through a hot attic can lose a large share of the cooling before it reaches your rooms. Ask the contractor to inspect the ductwork and to include sealing or repairs in the estimate if they are needed.",
      },
      { type: "heading", text: "Rebates and tax credits" },
      {
        type: "paragraph",
        text: "Qualifying heat pumps and high-efficiency air conditioners may be eligible for a federal tax credit, Florida rebate programs and utility rebates. The amounts and rules change, and many programs require that you apply within a set time after installation and keep the paperwork. A good contractor will tell you which programs your equipment qualifies for and give you the documents you need. Check our rebates page for the current programs we help customers with.",
      },
      { type: "heading", text: "Questions to ask before you sign" },
      {
        type: "list",
        ordered: true,
        items: [
          "Did you do a load calculation for my home, and can I see it?",
          "What is the SEER2 rating of the matched system (outdoor unit plus indoor coil or air handler)?",
          "How will this system control humidity?",
          "Does the estimate include permits, a new drain line, a pad or hurricane tie-downs, and disposal of the old unit?",
          "What warranty covers the equipment, and what warranty covers the installation work?",
          "Which rebates or tax credits does this equipment qualify for?",
        ],
      },
      { type: "heading", text: "Get a free, honest estimate" },
      {
        type: "paragraph",
        text: "{company} sizes every replacement for the home, not the old unit, and explains the options side by side so you can choose with confidence. Call {phone} or request an estimate online and a comfort advisor will visit your home.",
      },
    ],
  },
  es: {
    title: "SEER2 en palabras sencillas: cómo elegir un aire acondicionado o una bomba de calor en Miami",
    excerpt:
      "Clasificación SEER2, bombas de calor, tamaño correcto y reembolsos: lo que de verdad importa al cambiar el equipo en el sur de Florida y las preguntas que debe hacer antes de firmar un estimado.",
    body: [
      {
        type: "paragraph",
        text: "Cambiar el aire central es una de las compras más grandes que hace un propietario, y los folletos están llenos de números y siglas. En Miami, donde el equipo funciona casi todo el año, la elección correcta puede bajar su factura de luz durante los próximos quince años, y la equivocada puede dejarle una casa fresca pero pegajosa. Le explicamos qué significa cada término y cómo comparar estimados.",
      },
      { type: "heading", text: "Qué significa SEER2" },
      {
        type: "paragraph",
        text: "SEER2 (índice de eficiencia energética estacional, segunda versión) mide cuánto frío produce un equipo por cada unidad de electricidad durante una temporada típica. Mientras más alto el número, menos cuesta hacerlo funcionar. Desde 2023 el Departamento de Energía prueba los equipos en condiciones más parecidas a las de una casa real, con más resistencia en los ductos; por eso los números SEER2 se ven un poco más bajos que los antiguos SEER para el mismo equipo.",
      },
      {
        type: "paragraph",
        text: "En el sureste, los aires centrales nuevos deben cumplir un mínimo de 14.3 SEER2 en los equipos más pequeños. Muchos propietarios en Miami eligen equipos de entre 15 y 17 SEER2, que suelen ofrecer el mejor equilibrio entre precio de compra y ahorro. Las clasificaciones muy altas tienen más sentido si piensa quedarse en la casa muchos años o si el equipo trabaja casi sin parar.",
      },
      { type: "heading", text: "Por qué una bomba de calor tiene sentido aquí" },
      {
        type: "paragraph",
        text: "Una bomba de calor es un aire acondicionado que también puede funcionar al revés para calentar la casa. En modo de frío trabaja exactamente igual que un aire normal. Para las pocas mañanas frescas de enero, calienta con mucha más eficiencia que las resistencias eléctricas. Como nuestros inviernos son suaves, en el sur de Florida una bomba de calor casi nunca necesita calefacción de respaldo, y muchas veces califica para más incentivos que un equipo que solo enfría.",
      },
      { type: "heading", text: "Una etapa, dos etapas o velocidad variable" },
      {
        type: "list",
        items: [
          "Los equipos de una etapa trabajan a toda potencia o están apagados. Son los más económicos, pero se prenden y se apagan con frecuencia y sacan menos humedad.",
          "Los de dos etapas funcionan casi siempre a una potencia menor y pasan a toda potencia en las tardes más calurosas. Son más silenciosos y secan mejor el aire.",
          "Los de velocidad variable (inverter) ajustan su potencia de forma continua. Son los más eficientes y los que mejor controlan la humedad, algo que en Miami importa muchísimo.",
        ],
      },
      { type: "heading", text: "El tamaño importa más que la marca" },
      {
        type: "paragraph",
        text: "Un equipo demasiado grande enfría la casa rápido y se apaga antes de sacar la humedad, así que usted queda con frío y con el ambiente húmedo. Uno demasiado pequeño trabaja todo el día y nunca alcanza la temperatura. El tamaño correcto sale de un cálculo de carga térmica (el llamado Manual J) que tiene en cuenta los pies cuadrados, las ventanas, el aislamiento, el techo, la sombra y cuántas personas viven en la casa. Desconfíe de un estimado que simplemente copia el tamaño del equipo viejo sin medir nada.",
      },
      { type: "heading", text: "No se olvide de los ductos" },
      {
        type: "paragraph",
        text: "Un equipo de alta eficiencia conectado a ductos con fugas, pequeños o mal aislados nunca va a rendir lo que promete. Los ductos que pasan por un ático caliente pueden perder buena parte del frío antes de llegar a los cuartos. Pídale al contratista que inspeccione los ductos y que incluya en el estimado el sellado o las reparaciones que hagan falta.",
      },
      { type: "heading", text: "Reembolsos y créditos fiscales" },
      {
        type: "paragraph",
        text: "Las bombas de calor y los aires acondicionados de alta eficiencia que califican pueden tener derecho a un crédito fiscal federal, a programas de reembolso de Florida y a reembolsos de la compañía eléctrica. Los montos y las reglas cambian, y muchos programas exigen presentar la solicitud dentro de un plazo después de la instalación y guardar los comprobantes. Un buen contratista le dirá a qué programas califica su equipo y le entregará los documentos necesarios. Consulte nuestra página de reembolsos para ver los programas vigentes con los que ayudamos a nuestros clientes.",
      },
      { type: "heading", text: "Preguntas antes de firmar" },
      {
        type: "list",
        ordered: true,
        items: [
          "¿Hicieron un cálculo de carga para mi casa? ¿Puedo verlo?",
          "¿Cuál es la clasificación SEER2 del sistema completo (unidad exterior más serpentín o manejadora interior)?",
          "¿Cómo va a controlar la humedad este equipo?",
          "¿El estimado incluye permisos, línea de drenaje nueva, base o anclajes contra huracanes y el retiro del equipo viejo?",
          "¿Qué garantía cubre el equipo y qué garantía cubre el trabajo de instalación?",
          "¿A qué reembolsos o créditos fiscales califica este equipo?",
        ],
      },
      { type: "heading", text: "Pida un estimado gratis y honesto" },
      {
        type: "paragraph",
        text: "En {company} calculamos cada reemplazo según la casa, no según el equipo viejo, y le explicamos las opciones una al lado de la otra para que decida con confianza. Llame al {phone} o pida un estimado en línea y un asesor visitará su casa.",
      },
    ],
  },
};
