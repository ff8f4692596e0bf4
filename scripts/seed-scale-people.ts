/**
 * Who the scale seed's customers are: names drawn from long lists (so a name search meets a realistic spread, not
 * thirty names repeated 3,000 times each), an e-mail address of each person's own and a phone number of each
 * person's own, written the four ways staff and customers type them. The customer search bench looks them up.
 */
import { sql, type SQL } from "drizzle-orm";
import { FIRST_NAMES, LAST_NAMES } from "~/db/demo/demo-places";

/** Miami-Dade is a Hispanic-majority county; the names follow (the demo's thirty first, then many more). */
export const SCALE_FIRST_NAMES = [
  ...FIRST_NAMES,
  "Maria",
  "Juan",
  "Rosa",
  "Pedro",
  "Marta",
  "Francisco",
  "Teresa",
  "Antonio",
  "Beatriz",
  "Manuel",
  "Adriana",
  "Ricardo",
  "Claudia",
  "Fernando",
  "Veronica",
  "Eduardo",
  "Mariana",
  "Rafael",
  "Alicia",
  "Javier",
  "Camila",
  "Sergio",
  "Paola",
  "Oscar",
  "Lorena",
  "Hector",
  "Silvia",
  "Raul",
  "Ximena",
  "Victor",
  "Andrea",
  "Pablo",
  "Julia",
  "Ramon",
  "Irene",
  "Alberto",
  "Gloria",
  "Ignacio",
  "Liliana",
  "Mario",
  "Sarah",
  "John",
  "Emily",
  "William",
  "Jessica",
  "Thomas",
  "Ashley",
  "Christopher",
  "Amanda",
  "Matthew",
  "Stephanie",
  "Joshua",
  "Nicole",
  "Andrew",
  "Melissa",
  "Brian",
  "Laura",
  "Anthony",
  "Rebecca",
  "Mark",
  "Olivia",
  "Ethan",
  "Emma",
  "Noah",
  "Ava",
  "Liam",
  "Mia",
  "Lucas",
  "Chloe",
  "Mateo",
  "Guadalupe",
  "Esteban",
  "Marisol",
  "Ruben",
  "Yesenia",
  "Gustavo",
  "Dayana",
  "Orlando",
  "Yanelis",
  "Reinaldo",
  "Jean",
  "Marie",
  "Pierre",
  "Nadege",
  "Samuel",
  "Esther",
  "Aaron",
  "Miriam",
  "Benjamin",
  "Hannah",
  "Dmitri",
  "Olga",
  "Giovanni",
  "Chiara",
  "Wei",
  "Mei",
  "Raj",
  "Priya",
  "Kwame",
  "Amara",
] as const;

export const SCALE_LAST_NAMES = [
  ...LAST_NAMES,
  "Gonzalez",
  "Ruiz",
  "Jimenez",
  "Romero",
  "Gomez",
  "Vargas",
  "Castro",
  "Mendoza",
  "Guerrero",
  "Rios",
  "Dominguez",
  "Vazquez",
  "Iglesias",
  "Santana",
  "Soto",
  "Marin",
  "Pena",
  "Carrillo",
  "Espinoza",
  "Valdes",
  "Figueroa",
  "Rojas",
  "Aguilar",
  "Salazar",
  "Blanco",
  "Cordero",
  "Montero",
  "Leon",
  "Molina",
  "Serrano",
  "Quintero",
  "Cardenas",
  "Villanueva",
  "Pacheco",
  "Benitez",
  "Lozano",
  "Trujillo",
  "Sandoval",
  "Zamora",
  "Bravo",
  "Smith",
  "Jones",
  "Miller",
  "Davis",
  "Wilson",
  "Anderson",
  "Taylor",
  "Thomas",
  "Moore",
  "Jackson",
  "White",
  "Harris",
  "Martin",
  "Thompson",
  "Clark",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Green",
  "Baker",
  "Adams",
  "Nelson",
  "Hill",
  "Campbell",
  "Mitchell",
  "Roberts",
  "Carter",
  "Phillips",
  "Evans",
  "Turner",
  "Parker",
  "Collins",
  "Edwards",
  "Stewart",
  "Murphy",
  "Pierre",
  "Jean-Baptiste",
  "Joseph",
  "Charles",
  "Louis",
  "Dupont",
  "Baptiste",
  "Celestin",
  "Augustin",
  "Toussaint",
  "Rossi",
  "Russo",
  "Ferrari",
  "Esposito",
  "Bianchi",
  "Schwartz",
  "Levy",
  "Friedman",
  "Katz",
  "Shapiro",
  "Nguyen",
  "Tran",
  "Chen",
  "Wang",
  "Li",
  "Kim",
  "Park",
  "Patel",
  "Shah",
  "Singh",
  "O'Brien",
  "O'Connor",
  "McCarthy",
  "Sullivan",
  "Kelly",
  "Ivanov",
  "Petrov",
  "Kowalski",
  "Nowak",
  "Novak",
] as const;

/** Florida area codes: with the 555 exchange, 20 × 10,000 = 200,000 distinct numbers before one repeats. */
const AREA_CODES = [
  "305",
  "786",
  "954",
  "754",
  "561",
  "239",
  "407",
  "321",
  "813",
  "727",
  "904",
  "850",
  "352",
  "386",
  "772",
  "863",
  "941",
  "689",
  "656",
  "448",
];
const DISTINCT_PHONES = AREA_CODES.length * 10_000;
/** Coprime with 200,000, so n × this mod 200,000 visits every number once: neighbours get unrelated phones. */
const PHONE_STRIDE = 7_919;

const MAIL_DOMAINS = ["example.com", "example.net", "example.org", "mail.example.com"];

const jsonText = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The SQL arrays the expressions below index into, as columns of one row: cross join it into the rows being made. */
export function peopleCatalogSql(): SQL {
  return sql`select ${jsonText(SCALE_FIRST_NAMES)} as first_names, ${jsonText(SCALE_LAST_NAMES)} as last_names,
    ${jsonText(AREA_CODES)} as area_codes, ${jsonText(MAIL_DOMAINS)} as mail_domains`;
}

/** A person's first name, from `r` (a stable pseudo-random bigint per row). */
export function firstNameSql(r: SQL): SQL {
  return sql`first_names[1 + ${r} % cardinality(first_names)]`;
}

export function lastNameSql(r: SQL): SQL {
  return sql`last_names[1 + (${r} / 100) % cardinality(last_names)]`;
}

/**
 * A phone of the person's own (`n`: the customer's serial number in the database), in one of the four ways people
 * write it: "(305) 555-0123", "305-555-0123", "3055550123", "+1 305 555 0123".
 */
export function phoneSql(n: SQL, r: SQL): SQL {
  const slot = sql`((${n} * ${PHONE_STRIDE}) % ${DISTINCT_PHONES})`;
  const area = sql`area_codes[1 + ${slot} / 10000]`;
  const line = sql`lpad((${slot} % 10000)::text, 4, '0')`;
  return sql`case (${r} / 31) % 4
    when 0 then '(' || ${area} || ') 555-' || ${line}
    when 1 then ${area} || '-555-' || ${line}
    when 2 then ${area} || '555' || ${line}
    else '+1 ' || ${area} || ' 555 ' || ${line} end`;
}

/** An address of the person's own: their name in one of four usual shapes, their serial number, an example domain. */
export function emailSql(first: SQL, last: SQL, n: SQL, r: SQL): SQL {
  const plain = (name: SQL) => sql`regexp_replace(lower(${name}), '[^a-z]', '', 'g')`;
  const local = sql`case (${r} / 37) % 4
    when 0 then ${plain(first)} || '.' || ${plain(last)}
    when 1 then left(${plain(first)}, 1) || ${plain(last)}
    when 2 then ${plain(first)} || '_' || ${plain(last)}
    else ${plain(last)} || '.' || ${plain(first)} end`;
  return sql`${local} || ${n}::text || '@' || mail_domains[1 + (${r} / 41) % cardinality(mail_domains)]`;
}
