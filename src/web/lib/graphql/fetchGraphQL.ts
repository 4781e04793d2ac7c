import type { TypedDocumentNode } from '@apollo/client';
import type { ErrorCode } from '@shared/errorCodes';
import { isErrorCode } from '@shared/errorCodes';
import { GRAPHQL_PATH } from '@shared/site';
import type { DocumentNode } from 'graphql';
import { recordServerTimeOf } from '../clock/serverClock';
import { endSession } from '../session/sessionStore';
import { authorizationHeader, readToken } from '../session/tokenStorage';

/**
 * A failed request: `code` is the server's `extensions.code`, or NETWORK for no usable answer;
 * `field` names the input at fault (VALIDATION_FAILED, CLIENT_ALREADY_EXISTS); `extensions` are
 * all the error's extensions.
 */
export class GraphQLRequestError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly field?: string,
    readonly extensions?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: unknown; field?: unknown; [key: string]: unknown } }[];
}

export function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return operation && 'name' in operation ? operation.name?.value : undefined;
}

/**
 * A document's query text: the text the build put into it (see printDocument); graphql's printer
 * is loaded only for a document without one.
 */
export async function queryText(document: DocumentNode): Promise<string> {
  return document.loc?.source.body ?? (await import('./printDocument')).printDocument(document);
}

/**
 * One POST to the GraphQL endpoint (body: operationName, variables, query), without Apollo:
 * the public pages use this so that Apollo's ~50 KB stay off the home page (JS budget: bench/size.ts).
 */
export async function fetchGraphQL<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  const query = await queryText(document);
  // Every request carries the stored token.
  const token = readToken();
  const authorization = authorizationHeader(token);
  let body: GraphQLResponse<TResult>;
  try {
    const sentAt = Date.now();
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({ operationName: operationName(document), variables, query }),
      signal,
    });
    // Every answer tells the device the server's time (a judge's login and its first pages too).
    recordServerTimeOf(response.headers, sentAt, Date.now());
    body = (await response.json()) as GraphQLResponse<TResult>;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GraphQLRequestError('NETWORK', String(error));
  }
  const first = body.errors?.[0];
  if (first) {
    const raw = first.extensions?.code;
    const code = isErrorCode(raw) ? raw : 'INTERNAL_SERVER_ERROR';
    if (code === 'UNAUTHENTICATED') endSession(undefined, { refusedToken: token });
    const field = first.extensions?.field;
    throw new GraphQLRequestError(
      code,
      first.message,
      typeof field === 'string' ? field : undefined,
      first.extensions,
    );
  }
  if (!body.data) throw new GraphQLRequestError('NETWORK', 'Response without data');
  return body.data;
}
