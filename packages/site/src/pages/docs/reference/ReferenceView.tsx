import { Accordion, Input } from '@csi/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { OperationDetails } from './OperationDetails';
import type { ReferenceOperation, ReferenceTag } from './ReferenceOperation';

/** Props of {@link ReferenceView}. */
export interface ReferenceViewProps {
  /** The operations by tag (see parseReference). */
  tags: readonly ReferenceTag[];
  /** The try-it form of a sandbox call. */
  renderTryIt: (operation: ReferenceOperation) => ReactNode;
}

const Sections = styled.div`
  display: grid;
  /* A track no wider than the page: a long code line scrolls inside its block instead of widening the reference. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  section > h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    text-transform: capitalize;
  }
  section > p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Contents = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    text-transform: capitalize;
  }
`;

/** Whether an operation's method, path or summary holds `words` (case-insensitive). */
const matches = (operation: ReferenceOperation, words: string) =>
  `${operation.method} ${operation.path} ${operation.summary}`.toLowerCase().includes(words.trim().toLowerCase());

/** The anchor of a tag's section. */
const tagAnchor = (name: string) => `tag-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

/**
 * The API reference: a contents list of the tags, a filter over method, path and summary, then per tag a section
 * whose operations open one by one (each a heading: method, path and summary).
 */
export function ReferenceView({ tags, renderTryIt }: ReferenceViewProps) {
  const [filter, setFilter] = useState('');
  const shown = tags
    .map((tag) => ({ ...tag, operations: tag.operations.filter((operation) => matches(operation, filter)) }))
    .filter((tag) => tag.operations.length > 0);
  const count = shown.reduce((sum, tag) => sum + tag.operations.length, 0);
  return (
    <>
      <Contents aria-label="API areas">
        <ul>
          {tags.map((tag) => (
            <li key={tag.name}>
              <a href={`#${tagAnchor(tag.name)}`}>{tag.name}</a>
            </li>
          ))}
        </ul>
      </Contents>
      <Input
        label="Filter operations"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="e.g. encrypt, my-calls, POST"
      />
      <p role="status">
        {count} {count === 1 ? 'operation' : 'operations'}
        {filter.trim() ? ` match “${filter.trim()}”` : ''}.
      </p>
      <Sections>
        {shown.map((tag) => (
          <section key={tag.name} id={tagAnchor(tag.name)} aria-labelledby={`${tagAnchor(tag.name)}-title`}>
            <h2 id={`${tagAnchor(tag.name)}-title`}>{tag.name}</h2>
            {tag.description && <p>{tag.description}</p>}
            <Accordion
              key={filter}
              headingLevel={3}
              lazy
              items={tag.operations.map((operation) => ({
                title: `${operation.method} ${operation.path} — ${operation.summary}`,
                answer: (
                  <OperationDetails
                    operation={operation}
                    tryIt={operation.sandboxEndpoint ? renderTryIt(operation) : undefined}
                  />
                ),
              }))}
            />
          </section>
        ))}
      </Sections>
    </>
  );
}
