import { pageWindow, readListParams, withListParams } from '@web/lib/paging/listParams';
import { describe, expect, it } from 'vitest';

describe('a long list’s state in the address', () => {
  it('reads class, search and page, and anything it cannot read as the default', () => {
    expect(readListParams(new URLSearchParams('class=ELITE_F&q=%20brink%20&page=3'))).toEqual({
      classCode: 'ELITE_F',
      search: 'brink',
      page: 3,
    });
    expect(readListParams(new URLSearchParams('class=NONSENSE&page=-2'))).toEqual({
      classCode: null,
      search: '',
      page: 1,
    });
    expect(readListParams(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=all')).page).toBe('all');
    expect(readListParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).search).toHaveLength(100);
  });

  it('turns a page into the rows the API is asked for', () => {
    expect(pageWindow(1, 100)).toEqual({ offset: 0, limit: 100 });
    expect(pageWindow(3, 24)).toEqual({ offset: 48, limit: 24 });
    expect(pageWindow('all', 24)).toEqual({ offset: 0, limit: null });
  });

  it('changes one parameter and keeps the others', () => {
    const params = new URLSearchParams('class=ELITE_F&q=brink');
    expect(withListParams(params, { page: 2 })).toBe('?class=ELITE_F&q=brink&page=2');
    expect(withListParams(params, { classCode: null, search: '' })).toBe('');
  });
});
