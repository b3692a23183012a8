import { API_DESCRIPTION_LENGTH, ARTICLE_LIST_SUMMARY_LENGTH, ARTICLE_SUMMARY_LENGTH, truncate } from './truncate';

describe('truncate', () => {
  it('keeps the spec limits: 100 for cards, 150 for the list, 200 for API descriptions', () => {
    expect([ARTICLE_SUMMARY_LENGTH, ARTICLE_LIST_SUMMARY_LENGTH, API_DESCRIPTION_LENGTH]).toEqual([100, 150, 200]);
  });

  it('cuts a 101-character summary to 100 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(99) + 'bc';
    expect(truncate(text, 100)).toBe('a'.repeat(99) + 'b...');
  });

  it('leaves text of exactly the limit untouched', () => {
    expect(truncate('x'.repeat(150), 150)).toBe('x'.repeat(150));
    expect(truncate('x'.repeat(200), 200)).toBe('x'.repeat(200));
  });

  it('cuts a long API description to 200 characters plus "..."', () => {
    const result = truncate('d'.repeat(250), 200);
    expect(result).toHaveLength(203);
    expect(result.endsWith('d...')).toBe(true);
  });

  it('does not add an ellipsis to short text', () => {
    expect(truncate('Short', 100)).toBe('Short');
  });
});
