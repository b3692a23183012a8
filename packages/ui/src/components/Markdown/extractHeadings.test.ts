import { extractHeadings } from './extractHeadings';

describe('extractHeadings', () => {
  it('lists headings with slug ids, plain text and levels', () => {
    const md = '# Key Features\n\ntext\n\n## Getting Started\n\n### Rate `Limits` *now*\n';
    expect(extractHeadings(md)).toEqual([
      { id: 'key-features', text: 'Key Features', level: 1 },
      { id: 'getting-started', text: 'Getting Started', level: 2 },
      { id: 'rate-limits-now', text: 'Rate Limits now', level: 3 },
    ]);
  });

  it('gives repeated headings distinct ids', () => {
    expect(extractHeadings('## Errors\n\n## Errors\n').map((h) => h.id)).toEqual(['errors', 'errors-1']);
  });

  it('ignores hashes inside code blocks', () => {
    expect(extractHeadings('```bash\n# not a heading\n```\n')).toEqual([]);
  });
});
