import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one operation may ask for. The app's own documents stay far below (a test runs each of
 * them through these limits); a request above any of them is refused before it runs, in
 * milliseconds, over HTTP and WebSocket alike.
 */
const QUERY_LIMITS = {
  /** Lexical tokens: also what stops a 10,000-level nesting before the parser recurses into it. */
  maxTokens: 3_000,
  maxAliases: 15,
  maxDepth: 12,
  maxDirectives: 20,
  /** graphql-armor's static cost: 1 per field, 2 per object, × 1.5 per nesting level. */
  maxCost: 20_000,
};

/**
 * graphql-armor's limits, with each refusal given our code QUERY_TOO_COMPLEX, and every other
 * parse or validation error a code of its own, so the web can word each one.
 */
export function queryLimitsPlugin(): Plugin {
  const refused = new WeakSet<GraphQLError>();
  // The parser's limit throws (there is no document yet to report on); validation rules report a
  // coded error instead of throwing, so validation ends with errors, not an exception.
  const onReject: GraphQLArmorRejectCallback[] = [(_ctx, error) => refused.add(error)];
  const reportCoded: GraphQLArmorRejectCallback[] = [
    (ctx, error) =>
      ctx?.reportError(new GraphQLError(error.message, { extensions: { code: 'QUERY_TOO_COMPLEX' } })),
  ];
  const rule = { onReject: reportCoded, propagateOnRejection: false };
  const withCode = (error: GraphQLError, code: string) =>
    error.extensions?.code
      ? error
      : new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, code },
        });
  const coded = (error: GraphQLError, otherwise: string) =>
    withCode(error, refused.has(error) ? 'QUERY_TOO_COMPLEX' : otherwise);

  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        EnvelopArmorPlugin({
          maxTokens: { n: QUERY_LIMITS.maxTokens, onReject },
          maxAliases: { n: QUERY_LIMITS.maxAliases, ...rule },
          maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: false, ...rule },
          maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...rule },
          costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: false, ...rule },
          // Suggestions ("did you mean …") tell a stranger the schema; the app needs none.
          blockFieldSuggestion: { enabled: true },
        }),
      );
    },
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof GraphQLError) replaceParseResult(coded(result, 'GRAPHQL_PARSE_FAILED'));
      };
    },
    onValidate() {
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED')));
      };
    },
  };
}
