import type { GraphQLFormattedError } from 'graphql';

export interface GqlResult<TData> {
  status: number;
  headers: Headers;
  data: TData | null;
  errors: GraphQLFormattedError[];
}

/** POSTs one operation as the web client does, with an optional bearer token. */
export async function gql<TData = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResult<TData>> {
  // The Accept header Apollo Client sends, so status codes match what the web app sees.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json,application/json;q=0.9',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: TData | null; errors?: GraphQLFormattedError[] };
  return {
    status: response.status,
    headers: response.headers,
    data: body.data ?? null,
    errors: body.errors ?? [],
  };
}

/** The codes of a result's errors, the part of an error a client acts on. */
export function errorCodes(result: GqlResult<unknown>): unknown[] {
  return result.errors.map((e) => e.extensions?.code);
}
