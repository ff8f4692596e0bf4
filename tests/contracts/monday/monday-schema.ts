import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildSchema,
  getVariableValues,
  parse,
  validate,
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";

/**
 * monday.com's API schema for our pinned version, as the contract test and the fake read it: the full published
 * SDL when `npm run contracts:monday` has downloaded it (schema.graphql), else our hand-written excerpt of it.
 */
export const PUBLISHED_SCHEMA_PATH = fileURLToPath(new URL("./schema.graphql", import.meta.url));
export const SCHEMA_EXCERPT_PATH = fileURLToPath(new URL("./schema-excerpt.graphql", import.meta.url));

export type MondaySchemaSource = { kind: "published" | "excerpt"; path: string };

export function mondaySchemaSource(): MondaySchemaSource {
  return existsSync(PUBLISHED_SCHEMA_PATH)
    ? { kind: "published", path: PUBLISHED_SCHEMA_PATH }
    : { kind: "excerpt", path: SCHEMA_EXCERPT_PATH };
}

let cached: { path: string; schema: GraphQLSchema } | undefined;

export function mondaySchema(): GraphQLSchema {
  const source = mondaySchemaSource();
  if (cached?.path !== source.path)
    cached = { path: source.path, schema: buildSchema(readFileSync(source.path, "utf8")) };
  return cached.schema;
}

export type CheckedMondayRequest =
  | { ok: true; document: DocumentNode; operation: OperationDefinitionNode; variables: Record<string, unknown> }
  | { ok: false; errors: readonly GraphQLError[] };

/**
 * What monday.com's GraphQL layer checks before running anything: the document parses, validates against the
 * schema (fields, arguments, their types, variable use), and the variables' values coerce to their declared types.
 */
export function checkMondayRequest(
  query: string,
  variables: Record<string, unknown> = {},
  schema = mondaySchema(),
): CheckedMondayRequest {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return { ok: false, errors: [error] };
    throw error;
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) return { ok: false, errors: invalid };
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1)
    return { ok: false, errors: [new GraphQLError("Send exactly one operation per request")] };
  const operation = operations[0]!;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return { ok: false, errors: coerced.errors };
  return { ok: true, document, operation, variables: coerced.coerced };
}
