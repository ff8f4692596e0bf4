/**
 * Every GraphQL document the client sends to monday.com, in one place so that the contract test
 * (tests/contracts/monday/) can validate each against monday's published schema for MONDAY_API_VERSION.
 * Values always travel as variables, never in the document text.
 */
export const MONDAY_DOCUMENTS = {
  listBoards: "query ($limit: Int!) { boards(limit: $limit) { id name description columns { id title type } } }",
  getBoard: "query ($ids: [ID!]) { boards(ids: $ids) { id name description columns { id title type } } }",
  // create_labels_if_missing: a Source or Status label the board does not have yet is added instead of refused.
  createItem:
    "mutation ($boardId: ID!, $itemName: String!, $columnValues: JSON) { create_item(board_id: $boardId, item_name: $itemName, column_values: $columnValues, create_labels_if_missing: true) { id } }",
  // monday.com filters the name column by its full value; the client keeps only exact matches.
  findItemsByName:
    'query ($boardId: ID!, $name: String!) { items_page_by_column_values(board_id: $boardId, limit: 10, columns: [{ column_id: "name", column_values: [$name] }]) { items { id name } } }',
  // An item's updates as plain text, to tell whether a create_update whose answer was lost landed (ADR 046).
  listItemUpdates: "query ($ids: [ID!]) { items(ids: $ids) { updates(limit: 100) { id text_body } } }",
  createUpdate: "mutation ($itemId: ID!, $body: String!) { create_update(item_id: $itemId, body: $body) { id } }",
} as const;

export type MondayDocumentName = keyof typeof MONDAY_DOCUMENTS;
