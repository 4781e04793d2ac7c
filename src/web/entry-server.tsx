/**
 * The public pages rendered on the server: a visitor's first visit shows the events, an event, its
 * cages or the results as HTML before any script has run, and the app in the browser takes that
 * HTML over (hydration, src/web/start.tsx) instead of painting the page again.
 *
 * Built by `vite build --ssr` into dist/ssr and loaded by the server (src/api/http/pages.ts), which
 * passes a `graphql` function answering in-process: no request leaves the server. Pages are always
 * rendered for a guest; a logged-in user's browser switches to the session after taking over.
 */
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import type { Locale } from '@shared/locales';
import { resultCsvRequest } from '@shared/resultCsv';
import type { GraphQLExecutor, ServerCsv, ServerRender } from '@shared/serverRender';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/App';
import { type RouteHandle, routes } from './app/routes';
import { type Ask, resultCsvFile } from './features/results/resultCsvFiles';
import { createAppCache } from './lib/apollo/appCache';
import { operationName } from './lib/graphql/fetchGraphQL';
import { printDocument } from './lib/graphql/printDocument';
import { activateLocale, i18n } from './lib/i18n/i18n';
import { type PageState, pageStateScript } from './lib/ssr/pageState';
import { type AnswerMap, type ServerAnswers, ServerAnswersContext } from './lib/ssr/serverAnswers';

/** Public queries answered once per render; a failure renders the page loading (the browser asks). */
function serverAnswers(execute: GraphQLExecutor, now: number, failed: () => void) {
  const pending = new Map<string, Promise<unknown>>();
  const answers: AnswerMap = {};
  const context: ServerAnswers = {
    renderedAt: now,
    fetch(key, document, variables) {
      let answer = pending.get(key);
      if (!answer) {
        answer = execute({
          query: printDocument(document),
          operationName: operationName(document),
          variables,
        }).then(
          (result) => {
            if (result.errors?.length || !result.data) {
              failed();
              return undefined;
            }
            answers[key] = { data: result.data, fetchedAt: now };
            return result.data;
          },
          () => {
            failed();
            return undefined;
          },
        );
        pending.set(key, answer);
      }
      return answer as never;
    },
  };
  return { context, answers };
}

/** Apollo for one render: every operation is answered in-process. */
function serverApollo(execute: GraphQLExecutor, failed: () => void): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          // Printed, not printDocument: Apollo's copy of the document (with `__typename` added)
          // keeps the text of the original.
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          (result) => {
            if (result.errors?.length) failed();
            observer.next(result as never);
            observer.complete();
          },
          (error: unknown) => {
            failed();
            observer.error(error);
          },
        );
      }),
  );
  return new ApolloClient({ ssrMode: true, link, cache: createAppCache() });
}

/**
 * Renders the page at `url` (path and search) in its locale for a guest; null when the routes
 * answer with a redirect or the page's data did not all come. Not re-entrant: the locale is the app's
 * one Lingui instance, so the server renders one page at a time (src/api/http/serverRendering.ts).
 */
export async function render(
  url: string,
  locale: Locale,
  execute: GraphQLExecutor,
): Promise<ServerRender | null> {
  await activateLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // A page whose data did not all come (an error, an event gone meanwhile) is not sent rendered: the
  // browser, which would fetch again, might show something else than the server's error.
  let complete = true;
  const failed = () => {
    complete = false;
  };
  const client = serverApollo(execute, failed);
  const renderedAt = Date.now();
  const { context: answersContext, answers } = serverAnswers(execute, renderedAt, failed);
  // The providers that render nothing themselves go outside the frame the browser shares.
  const tree = (
    <StrictMode>
      <ApolloProvider client={client}>
        <ServerAnswersContext value={answersContext}>
          <AppFrame>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </ServerAnswersContext>
      </ApolloProvider>
    </StrictMode>
  );
  const { result } = await prerenderStatic({ tree, renderFunction: prerenderToNodeStream, maxRerenders: 10 });
  if (!complete) return null;
  const state: PageState = {
    answers,
    apollo: client.extract() as Record<string, unknown>,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    renderedAt,
  };
  const handles = context.matches.map(({ route }) => route.handle as RouteHandle | undefined);
  const modules = [
    ...handles.flatMap((handle) => (handle?.module ? [handle.module] : [])),
    `locales/${locale}/messages.po`,
    ...handles.flatMap((handle) => (handle?.catalog ? [`locales/${locale}/${handle.catalog}.po`] : [])),
  ];
  return { html: result, stateScript: pageStateScript(state), modules };
}

/**
 * The CSV file of a results page (`/results/4/list.csv?class=…`, src/shared/resultCsv.ts) in the
 * page's language, every row its filters find; null when the address is no such file or the data
 * did not come (the event is gone, its results are not out, a filter is wrong). Not re-entrant,
 * like `render`: the server writes one at a time, in the queue of its renders.
 */
export async function csv(url: string, execute: GraphQLExecutor, origin: string): Promise<ServerCsv | null> {
  const [pathname, query = ''] = url.split('#', 1)[0].split('?', 2);
  const request = resultCsvRequest(pathname, query);
  if (!request) return null;
  await activateLocale(request.locale);
  const ask: Ask = async (document, variables) => {
    const result = await execute({
      query: printDocument(document),
      operationName: operationName(document),
      variables,
    });
    if (result.errors?.length || !result.data) throw new Error('the results are not there');
    return result.data as never;
  };
  return resultCsvFile(i18n, ask, request, origin).catch(() => null);
}
