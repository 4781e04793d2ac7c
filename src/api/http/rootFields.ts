import type { DocumentNode, OperationDefinitionNode } from 'graphql';

/** The operation of a document and the names of its top-level fields (`submitJudgingOps`, …). */
export function rootFields(document: DocumentNode): {
  operation: OperationDefinitionNode | undefined;
  fields: string[];
} {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  const fields =
    operation?.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])) ?? [];
  return { operation, fields };
}
