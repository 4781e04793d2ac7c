import { type DocumentNode, getOperationAST, type OperationDefinitionNode } from 'graphql';

/**
 * The operation a request runs (the one `operationName` names, else the document's only one) and
 * the names of its top-level fields (`submitJudgingOps`, …). Not the document's first operation: a
 * document may hold a query before the mutation it runs, and a check of the query would pass it.
 * With a fragment at the top level (`{ ...F }`, `{ a ...F }`) the fields are not known and none are
 * listed, so a caller deciding by the fields must treat an operation without fields as unknown
 * (a mutation: it may change anything; a query: it may read anything).
 */
export function rootFields(
  document: DocumentNode,
  operationName?: string | null,
): {
  operation: OperationDefinitionNode | undefined;
  fields: string[];
} {
  const operation = getOperationAST(document, operationName) ?? undefined;
  const selections = operation?.selectionSet.selections ?? [];
  const known = selections.every((selection) => selection.kind === 'Field');
  const fields = known ? selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])) : [];
  return { operation, fields };
}
