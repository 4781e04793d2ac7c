import { type ErrorCode, isErrorCode } from '@shared/errorCodes';

/**
 * What the UI needs of any failed request: the code (NETWORK: no answer), the field at fault, and
 * the error's other extensions (what some codes carry to be named, e.g. a ring number).
 */
export interface RequestFailure {
  code: ErrorCode | 'NETWORK' | null;
  field?: string;
  extensions?: Readonly<Record<string, unknown>>;
}

interface FormattedError {
  extensions?: { code?: unknown; field?: unknown; [key: string]: unknown };
}

function fromFormatted(error: FormattedError | undefined): RequestFailure {
  const code = error?.extensions?.code;
  const field = error?.extensions?.field;
  return {
    code: isErrorCode(code) ? code : null,
    field: typeof field === 'string' ? field : undefined,
    extensions: error?.extensions,
  };
}

/**
 * Reads fetchGraphQL's GraphQLRequestError and Apollo's errors alike, by shape: importing Apollo
 * here would put it on every page that shows an error.
 */
export function toRequestFailure(error: unknown): RequestFailure {
  if (!error || typeof error !== 'object') return { code: null };
  const candidate = error as {
    code?: unknown;
    field?: unknown;
    extensions?: unknown;
    errors?: unknown;
    name?: unknown;
  };
  if (candidate.code === 'NETWORK') return { code: 'NETWORK' };
  if (isErrorCode(candidate.code)) {
    return {
      code: candidate.code,
      field: typeof candidate.field === 'string' ? candidate.field : undefined,
      extensions:
        candidate.extensions && typeof candidate.extensions === 'object'
          ? (candidate.extensions as Record<string, unknown>)
          : undefined,
    };
  }
  // Apollo's CombinedGraphQLErrors: the GraphQL errors of one response.
  if (Array.isArray(candidate.errors)) return fromFormatted(candidate.errors[0] as FormattedError);
  // fetch() rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return { code: 'NETWORK' };
  return { code: null };
}
