import { ApiError, type Article } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../account/testing/renderPage';
import { ArticlesView } from './ArticlesView';

const article: Article = {
  articleId: 7,
  title: 'spotting-phishing-emails',
  summary: 'How to tell a phishing email.',
  category: 'phishing',
  content: '# Phishing',
  articleIsOnline: true,
  approved: true,
  datePosted: '2025-01-02T10:00:00Z',
};

describe('ArticlesView', { timeout: 20_000 }, () => {
  it("keeps 'update Article' disabled until an article is chosen, then opens 'Update Article' prefilled", async () => {
    renderPage(<ArticlesView articles={[article]} onRefresh={vi.fn()} onSave={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'update Article' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit spotting-phishing-emails' }));
    await userEvent.click(screen.getByRole('button', { name: 'update Article' }));
    expect(await screen.findByRole('dialog', { name: 'Update Article' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('spotting-phishing-emails');
    expect(screen.getByLabelText('Category')).toHaveValue('phishing');
  });

  it("opens an empty 'Add New Article' form and creates the article", async () => {
    const onSave = vi.fn().mockResolvedValue({ msg: 'Article created.' });
    const onRefresh = vi.fn();
    renderPage(<ArticlesView articles={[]} onRefresh={onRefresh} onSave={onSave} onDelete={vi.fn()} />);
    expect(screen.getByText('No articles yet. Write the first one with New Article.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New Article' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Article' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'new-title');
    await userEvent.type(screen.getByLabelText('Content'), 'Body');
    await userEvent.selectOptions(screen.getByLabelText('Online'), 'Offline');
    await userEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    expect(onSave).toHaveBeenCalledWith({
      title: 'new-title',
      summary: '',
      category: 'sql injection',
      content: 'Body',
      articleIsOnline: false,
    });
    expect(await screen.findByText('Article created.')).toBeInTheDocument();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Add New Article' })).not.toBeInTheDocument();
  });

  it("given a refused creation, shows 'Create Error' with the server's msg and keeps the form open", async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiError(409, 'An article with this title already exists.'));
    const onRefresh = vi.fn();
    renderPage(<ArticlesView articles={[article]} onRefresh={onRefresh} onSave={onSave} onDelete={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'New Article' }));
    await userEvent.type(await screen.findByLabelText('Title'), 'spotting-phishing-emails');
    await userEvent.type(screen.getByLabelText('Content'), 'Body');
    await userEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    const error = await screen.findByRole('dialog', { name: 'Create Error' });
    expect(within(error).getByText('An article with this title already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Article' })).toBeInTheDocument();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it("given a refused update, shows 'Update Error' with the server's msg", async () => {
    const onSave = vi.fn().mockRejectedValue(new ApiError(404, 'Article not found.'));
    renderPage(<ArticlesView articles={[article]} onRefresh={vi.fn()} onSave={onSave} onDelete={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit spotting-phishing-emails' }));
    await userEvent.click(screen.getByRole('button', { name: 'update Article' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Article' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'spotting-phishing-emails' }), 7);
    const error = await screen.findByRole('dialog', { name: 'Update Error' });
    expect(within(error).getByText('Article not found.')).toBeInTheDocument();
  });

  it("deletes the chosen article after confirmation, or shows 'Delete Error' with the server's msg", async () => {
    const onDelete = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'Only admins can delete articles.'))
      .mockResolvedValueOnce({ msg: 'Article deleted.' });
    const onRefresh = vi.fn();
    renderPage(<ArticlesView articles={[article]} onRefresh={onRefresh} onSave={vi.fn()} onDelete={onDelete} />);
    expect(screen.getByRole('button', { name: 'Delete Article' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit spotting-phishing-emails' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Article' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Article' })).getByRole('button', { name: 'Delete' }),
    );
    const error = await screen.findByRole('dialog', { name: 'Delete Error' });
    expect(within(error).getByText('Only admins can delete articles.')).toBeInTheDocument();
    expect(onRefresh).not.toHaveBeenCalled();
    await userEvent.click(within(error).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Article' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Article' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Article deleted.')).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledWith(article);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete Article' })).toBeDisabled();
  });
});
