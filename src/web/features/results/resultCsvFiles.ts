import type { TypedDocumentNode } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@shared/locales';
import type { ResultCsvRequest } from '@shared/resultCsv';
import type { PigeonClass } from '@web/gql/graphql';
import { cageCardUrl } from './cageCardUrl';
import { RESULT_BEST_BREEDERS } from './graphql/ResultBestBreeders';
import { RESULT_BREEDERS } from './graphql/ResultBreeders';
import { RESULT_CARDS } from './graphql/ResultCards';
import { RESULT_CLASSES } from './graphql/ResultClasses';
import { RESULT_EVENTS } from './graphql/ResultEvents';
import { RESULT_SEASON } from './graphql/ResultSeason';
import { RESULT_SUMMARY } from './graphql/ResultSummary';
import { LATEST_RESULTS } from './hooks/useResultEvents';
import {
  bestBreedersCsv,
  breedersCsv,
  cageCardsCsv,
  classListCsv,
  resultEventsCsv,
  seasonCsv,
  summaryCsv,
} from './resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from './resultTexts';

/** Asks the API: a document and its variables, the answer's data (a failure throws). */
export type Ask = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) => Promise<TResult>;

export interface CsvFile {
  text: string;
  fileName: string;
}

/**
 * The CSV file of a results page: every row its filters find (not only the page shown), in the
 * active language, the texts as the page shows them. Written by the server for the page's CSV link
 * (src/shared/resultCsv.ts); `origin` is the site's, for the cards' addresses.
 */
export async function resultCsvFile(
  i18n: I18n,
  ask: Ask,
  request: ResultCsvRequest,
  origin: string,
): Promise<CsvFile> {
  const eventId = request.params.resultId ?? '';
  const classCode = request.classCode as PigeonClass | null;
  const search = request.search || null;
  switch (request.page) {
    case 'results': {
      const data = await ask(RESULT_EVENTS, { limit: LATEST_RESULTS });
      return { text: resultEventsCsv(i18n, data.resultEvents), fileName: csvFileName(i18n, msg`Ergebnisse`) };
    }
    case 'resultDetail': {
      const { eventResults } = await ask(RESULT_SUMMARY, { eventId });
      return {
        text: summaryCsv(i18n, eventResults),
        fileName: csvFileName(i18n, RESULT_VIEW_LABELS.summary, eventResults.event.title),
      };
    }
    case 'resultList': {
      const { eventResults } = await ask(RESULT_CLASSES, { eventId, classCode });
      return {
        text: classListCsv(i18n, eventResults.classList.classes),
        fileName: csvFileName(i18n, RESULT_VIEW_LABELS.list, eventResults.event.title),
      };
    }
    case 'resultCards': {
      const { eventResults } = await ask(RESULT_CARDS, { eventId, classCode, search });
      const locale = i18n.locale as Locale;
      return {
        text: cageCardsCsv(i18n, eventResults.cageCards.entries, (cage) =>
          cageCardUrl(origin, locale, eventId, cage),
        ),
        fileName: csvFileName(i18n, RESULT_VIEW_LABELS.cards, eventResults.event.title),
      };
    }
    case 'resultBreeders': {
      const { eventResults } = await ask(RESULT_BREEDERS, { eventId, search });
      return {
        text: breedersCsv(i18n, eventResults.breederList.breeders),
        fileName: csvFileName(i18n, RESULT_VIEW_LABELS.breeders, eventResults.event.title),
      };
    }
    case 'resultSeason': {
      const season = Number(request.params.season);
      const bestOf = request.bestOf === null ? null : Number(request.bestOf);
      const data = await ask(RESULT_SEASON, { season, bestOf });
      return {
        text: seasonCsv(i18n, data.seasonChampionship),
        fileName: csvFileName(i18n, msg`Saisonwertung ${season}`),
      };
    }
    case 'resultBestBreeder': {
      const { eventResults } = await ask(RESULT_BEST_BREEDERS, { eventId });
      return {
        text: bestBreedersCsv(i18n, eventResults.bestBreeders),
        fileName: csvFileName(i18n, RESULT_VIEW_LABELS.bestBreeder, eventResults.event.title),
      };
    }
  }
}
