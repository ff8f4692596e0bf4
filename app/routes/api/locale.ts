// Work in progress: replaced by its owner before the first commit.
export async function action() {
  return new Response(null, { status: 404 });
}
