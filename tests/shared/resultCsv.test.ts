import { resultCsvAddress, resultCsvRequest } from '@shared/resultCsv';
import { describe, expect, it } from 'vitest';

describe("a results page's CSV link", () => {
  it("is the page's address with .csv, keeping its filters but not its page", () => {
    expect(resultCsvAddress('/results/4/list', '?class=ELITE_F&page=3&utm=x')).toBe(
      '/results/4/list.csv?class=ELITE_F',
    );
    expect(resultCsvAddress('/en/results/4/cards', '?q=Vogel+12&page=all')).toBe(
      '/en/results/4/cards.csv?q=Vogel+12',
    );
    expect(resultCsvAddress('/results/4', '')).toBe('/results/4.csv');
    expect(resultCsvAddress('/en/results', '')).toBe('/en/results.csv');
    expect(resultCsvAddress('/results/season/2026', '?bestOf=3')).toBe('/results/season/2026.csv?bestOf=3');
  });

  it('names the page, its language, its event and filters, and nothing else', () => {
    expect(resultCsvRequest('/en/results/4/cards.csv', 'class=ELITE_M&q=12')).toEqual({
      page: 'resultCards',
      locale: 'en',
      params: { resultId: '4' },
      classCode: 'ELITE_M',
      search: '12',
      bestOf: null,
    });
    expect(resultCsvRequest('/results/season/2026.csv', 'bestOf=3')).toMatchObject({
      page: 'resultSeason',
      params: { season: '2026' },
      bestOf: '3',
    });
    expect(resultCsvRequest('/results.csv', '')).toMatchObject({ page: 'results', locale: 'de' });
    expect(resultCsvRequest('/results/4/bestBreeder.csv', '')?.page).toBe('resultBestBreeder');
    // No CSV of a page that is not a results page, nor of a path that is no page.
    for (const path of [
      '/event/4.csv',
      '/results/4/list',
      '/results/4/nothing.csv',
      '/admin/event/4/records.csv',
    ])
      expect({ path, request: resultCsvRequest(path, '') }).toEqual({ path, request: null });
  });
});
