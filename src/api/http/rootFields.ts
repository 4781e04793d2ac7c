import { type DocumentNode, getOperationAST, type OperationDefinitionNode } from 'graphql';

/**
 * The operation a request runs (the one `operationName` names, else the document's only one) and
 * the names of its top-level fields (`submitJudgingOps`, …). Not the document's first operation: a
 * document may hold a query before the mutation it runs, and a check of the query would pass it.
 * Fields in fragments at the top level are not listed: no field list is then complete, so a caller
 * deciding by the fields must treat an operation without fields as unknown.
 */
export function rootFields(
  document: DocumentNode,
  operationName?: string | null,
): {
  operation: OperationDefinitionNode | undefined;
  fields: string[];
} {
  const operation = getOperationAST(document, operationName) ?? undefined;
  const fields =
    operation?.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])) ?? [];
  return { operation, fields };
}
