import { database } from "~/db/database.server";
import { settings } from "~/db/schema";
import type { Route } from "./+types/home";

export async function loader() {
  const db = await database();
  const [record] = await db.select().from(settings);
  return { companyName: record?.companyName ?? "" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1 className="text-3xl font-bold text-primary">{loaderData.companyName}</h1>;
}
