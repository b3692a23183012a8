import { ARTICLE_CATEGORIES, ARTICLE_ONLINE_CHOICES, type ArticleInput } from '@csi/api-client';
import { Button, Input, Modal, requiredFieldError, TextArea } from '@csi/ui';
import { RichTextEditor } from '@csi/ui/editor';
import { type FormEvent, useState } from 'react';
import { useFeedback } from '../../../hooks/useFeedback';
import { plainOptions, Select } from '../../account/shared/Select';

/** An article form with nothing filled in. */
export const EMPTY_ARTICLE: ArticleInput = {
  title: '',
  summary: '',
  category: 'sql injection',
  content: '',
  articleIsOnline: true,
};

const ONLINE_OPTIONS = ARTICLE_ONLINE_CHOICES.map(({ label, value }) => ({ label, value: String(value) }));

/** Props of {@link ArticleForm}. */
export interface ArticleFormProps {
  /** 'create' for a new article, 'update' for the chosen one. */
  mode: 'create' | 'update';
  /** What the form starts with. */
  initial: ArticleInput;
  /** Closes the popup. */
  onClose: () => void;
  /** Saves; the popup closes itself when this resolves true. */
  onSave: (article: ArticleInput) => Promise<boolean>;
}

/** The article popup form ('Add New Article' or 'Update Article'): title, summary, category, online, content. */
export function ArticleForm({ mode, initial, onClose, onSave }: ArticleFormProps) {
  const { showModal } = useFeedback();
  const [article, setArticle] = useState(initial);
  const set = (changes: Partial<ArticleInput>) => setArticle({ ...article, ...changes });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredFieldError('Title', article.title) ?? requiredFieldError('Content', article.content);
    if (missing) return showModal('Validation Error', missing);
    if (await onSave(article)) onClose();
  };
  return (
    <Modal open title={mode === 'create' ? 'Add New Article' : 'Update Article'} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Input label="Title" required value={article.title} onChange={(e) => set({ title: e.target.value })} />
        <TextArea label="Summary" value={article.summary} onChange={(e) => set({ summary: e.target.value })} />
        <Select
          label="Category"
          value={article.category}
          options={plainOptions(ARTICLE_CATEGORIES)}
          onChange={(category) => set({ category })}
        />
        <Select
          label="Online"
          value={String(article.articleIsOnline)}
          options={ONLINE_OPTIONS}
          onChange={(online) => set({ articleIsOnline: online === 'true' })}
        />
        <RichTextEditor label="Content" required value={article.content} onChange={(content) => set({ content })} />
        <Button type="submit">{mode === 'create' ? 'Create Article' : 'Save Article'}</Button>
      </form>
    </Modal>
  );
}
