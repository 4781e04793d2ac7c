import type { TypedDocumentNode } from '@apollo/client';
import { type DocumentNode, print } from 'graphql';
import type { ErrorCode } from '../../../shared/errorCodes';
import { isErrorCode } from '../../../shared/errorCodes';
import { GRAPHQL_PATH } from '../../config/endpoints';

/** A failed request: `code` is the server's `extensions.code`, or NETWORK for no usable answer. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

const printed = new WeakMap<DocumentNode, string>();

export function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return operation && 'name' in operation ? operation.name?.value : undefined;
}

/**
 * One POST to the GraphQL endpoint (SPEC §7 body: operationName, variables, query), without Apollo:
 * the public pages use this so that Apollo's ~50 KB stay off the home page (DESIGN §7 budget).
 */
export async function fetchGraphQL<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  let query = printed.get(document);
  if (query === undefined) {
    query = print(document);
    printed.set(document, query);
  }
  let body: GraphQLResponse<TResult>;
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ operationName: operationName(document), variables, query }),
      signal,
    });
    body = (await response.json()) as GraphQLResponse<TResult>;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GraphQLRequestError('NETWORK', String(error));
  }
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code;
    throw new GraphQLRequestError(isErrorCode(code) ? code : 'INTERNAL_SERVER_ERROR', first.message);
  }
  if (!body.data) throw new GraphQLRequestError('NETWORK', 'Response without data');
  return body.data;
}
