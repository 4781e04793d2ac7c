import { useGraphQlJit as graphqlJit } from '@envelop/graphql-jit';
import { type DocumentNode, Kind } from 'graphql';

const RESULT_FIELDS = new Set(['eventResults', 'resultEvents']);

/** True when a query asks for results at its top level (fragments there are not looked into). */
export function readsResults(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'query' &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && RESULT_FIELDS.has(selection.name.value),
      ),
  );
}

/**
 * A big show's results are some 10,000 entries of 30 fields each, where the default executor
 * spends most of the answer's time; graphql-jit compiles the query once and runs it several times
 * faster. Only results queries use it, so every other operation runs exactly as before.
 */
export function resultsJitPlugin() {
  return graphqlJit({}, { enableIf: (args) => readsResults(args.document) });
}
