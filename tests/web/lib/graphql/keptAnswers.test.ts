import {
  forgetKeptAnswer,
  forgetKeptAnswers,
  keepAnswer,
  readKeptAnswer,
} from '@web/lib/graphql/keptAnswers';
import { afterEach, describe, expect, it } from 'vitest';

// jsdom's localStorage is a real store with the browsers' quota (5 million characters per origin).

afterEach(() => localStorage.clear());

describe('kept answers of the public pages', () => {
  it('reads back what was kept, with when it was fetched', () => {
    keepAnswer('EventCages:{"eventId":"4"}', { eventCages: [{ cageNumber: 1 }] }, 1_700_000_000_000);
    expect(readKeptAnswer('EventCages:{"eventId":"4"}')).toEqual({
      data: { eventCages: [{ cageNumber: 1 }] },
      fetchedAt: 1_700_000_000_000,
    });
    expect(readKeptAnswer('EventCages:{"eventId":"5"}')).toBeUndefined();
  });

  it('keeps the 30 newest answers', () => {
    for (let i = 1; i <= 32; i++) keepAnswer(`Page:${i}`, { i }, i * 1000);
    expect(readKeptAnswer('Page:1')).toBeUndefined();
    expect(readKeptAnswer('Page:2')).toBeUndefined();
    expect(readKeptAnswer('Page:3')).toEqual({ data: { i: 3 }, fetchedAt: 3000 });
    expect(readKeptAnswer('Page:32')).toEqual({ data: { i: 32 }, fetchedAt: 32_000 });
  });

  it('makes room for a new answer when the storage is full, dropping the oldest first', () => {
    // Four answers of 1.5 million characters do not fit in 5 million: the newest pushes out the oldest.
    const big = (n: number) => ({ rows: String(n).repeat(1_500_000) });
    for (let i = 1; i <= 4; i++) keepAnswer(`Results:${i}`, big(i), i * 1000);
    expect(readKeptAnswer('Results:1')).toBeUndefined();
    expect(readKeptAnswer('Results:2')?.fetchedAt).toBe(2000);
    expect(readKeptAnswer<ReturnType<typeof big>>('Results:4')?.data.rows).toHaveLength(1_500_000);
  });

  it('clears what an older version of the app kept before dropping answers of this one', () => {
    localStorage.setItem('public-answer-oldschema:Results:1', 'x'.repeat(2_000_000));
    keepAnswer('Results:2', { rows: 'a'.repeat(1_500_000) }, 2000);
    keepAnswer('Results:3', { rows: 'b'.repeat(1_500_000) }, 3000);
    expect(localStorage.getItem('public-answer-oldschema:Results:1')).toBeNull();
    expect(readKeptAnswer('Results:2')?.fetchedAt).toBe(2000);
    expect(readKeptAnswer('Results:3')?.fetchedAt).toBe(3000);
  });

  it('does not keep an answer too large for the store, and keeps the others', () => {
    keepAnswer('Results:1', { rows: 'a'.repeat(1_000_000) }, 1000);
    keepAnswer('Results:2', { rows: 'b'.repeat(3_000_000) }, 2000);
    expect(readKeptAnswer('Results:2')).toBeUndefined();
    expect(readKeptAnswer('Results:1')?.fetchedAt).toBe(1000);
  });

  it('counts answers kept before their times were noted as the oldest when the store is full', () => {
    // An earlier release of the app kept answers without noting their times.
    keepAnswer('Page:1', { i: 1 }, 1000);
    const prefix = Object.keys(localStorage)
      .find((name) => name.endsWith(':Page:1'))
      ?.slice(0, -'Page:1'.length);
    localStorage.setItem(
      `${prefix}Unnoted:1`,
      JSON.stringify({ data: 'x'.repeat(2_000_000), fetchedAt: 5000 }),
    );
    keepAnswer('Results:2', { rows: 'b'.repeat(2_000_000) }, 2000);
    keepAnswer('Results:3', { rows: 'c'.repeat(2_000_000) }, 3000);
    expect(localStorage.getItem(`${prefix}Unnoted:1`)).toBeNull();
    expect(readKeptAnswer('Page:1')?.fetchedAt).toBe(1000);
    expect(readKeptAnswer('Results:2')?.fetchedAt).toBe(2000);
    expect(readKeptAnswer('Results:3')?.fetchedAt).toBe(3000);
  });

  it('forgets one answer the server now answers with an error', () => {
    keepAnswer('EventCages:{"eventId":"4"}', { eventCages: [] }, 1000);
    keepAnswer('EventCages:{"eventId":"5"}', { eventCages: [] }, 2000);
    forgetKeptAnswer('EventCages:{"eventId":"4"}');
    expect(readKeptAnswer('EventCages:{"eventId":"4"}')).toBeUndefined();
    expect(readKeptAnswer('EventCages:{"eventId":"5"}')?.fetchedAt).toBe(2000);
  });

  it('forgets every kept answer at logout, and nothing else', () => {
    localStorage.setItem('locale', 'en');
    keepAnswer('Page:1', { i: 1 }, 1000);
    forgetKeptAnswers();
    expect(readKeptAnswer('Page:1')).toBeUndefined();
    expect(Object.keys(localStorage)).toEqual(['locale']);
  });
});
