import type { Article, ArticleInput } from '@csi/api-client';
import { Button, Modal } from '@csi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useServerAction } from '../../../hooks/useServerAction';
import { Table } from '../../account/shared/Table';
import { ArticleForm, EMPTY_ARTICLE } from './ArticleForm';

/** Props of {@link ArticlesView}. */
export interface ArticlesViewProps {
  /** Every article. */
  articles: Article[];
  /** Loads the articles again (also after each change). */
  onRefresh: () => void;
  /** Creates (no id) or updates an article; resolves with the server's msg, rejects on failure. */
  onSave: (article: ArticleInput, articleId?: number) => Promise<{ msg: string }>;
  /** Deletes an article; resolves with the server's msg, rejects on failure. */
  onDelete: (article: Article) => Promise<{ msg: string }>;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * Articles: the table with an edit action, Refresh, update/New/Delete and the article popup form. Each change shows
 * the server's msg in a success popup and refreshes, or fails with 'Create Error', 'Update Error' or 'Delete Error'.
 */
export function ArticlesView({ articles, onRefresh, onSave, onDelete }: ArticlesViewProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [form, setForm] = useState<'create' | 'update' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const attempt = useServerAction();
  const chosen = articles.find((a) => a.articleId === chosenId);
  const change = async (errorTitle: string, call: () => Promise<{ msg: string }>) => {
    const done = await attempt(errorTitle, call);
    if (done) onRefresh();
    return done;
  };
  const save = (article: ArticleInput) =>
    form === 'update' && chosen
      ? change('Update Error', () => onSave(article, chosen.articleId))
      : change('Create Error', () => onSave(article));
  return (
    <>
      <Toolbar>
        <Button variant="secondary" onClick={onRefresh}>
          Refresh Articles
        </Button>
        <Button disabled={!chosen} onClick={() => setForm('update')}>
          update Article
        </Button>
        <Button onClick={() => setForm('create')}>New Article</Button>
        <Button variant="danger" disabled={!chosen} onClick={() => setDeleting(true)}>
          Delete Article
        </Button>
      </Toolbar>
      {chosen && <p role="status">Chosen: {chosen.title}</p>}
      {articles.length === 0 ? (
        <p>No articles yet. Write the first one with New Article.</p>
      ) : (
        <Table caption="Articles" columns={['articleId', 'title', 'category', 'Action']}>
          {articles.map((article) => (
            <tr key={article.articleId} data-selected={article.articleId === chosenId}>
              <td>{article.articleId}</td>
              <td data-wrap>{article.title}</td>
              <td>{article.category}</td>
              <td>
                <Button
                  variant="secondary"
                  aria-label={`Edit ${article.title}`}
                  onClick={() => setChosenId(article.articleId)}
                >
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {form && (
        <ArticleForm
          mode={form}
          initial={form === 'update' && chosen ? chosen : EMPTY_ARTICLE}
          onClose={() => setForm(null)}
          onSave={save}
        />
      )}
      <Modal open={deleting && chosen !== undefined} title="Delete Article" onClose={() => setDeleting(false)}>
        <p>Delete &quot;{chosen?.title}&quot; for good? This cannot be undone.</p>
        <Button
          variant="danger"
          onClick={async () => {
            if (chosen && (await change('Delete Error', () => onDelete(chosen)))) setChosenId(null);
            setDeleting(false);
          }}
        >
          Delete
        </Button>
      </Modal>
    </>
  );
}
