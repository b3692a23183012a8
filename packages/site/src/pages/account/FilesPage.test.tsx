import { screen, within } from '@testing-library/react';
import FilesPage from './FilesPage';
import { renderPage } from './testing/renderPage';

describe('FilesPage', () => {
  it('says honestly that no files are listed yet, where PDFs go and how long their link lasts, without a spinner', () => {
    renderPage(<FilesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeInTheDocument();
    const empty = screen.getByRole('region', { name: 'No files yet' });
    expect(empty).toHaveTextContent('its download link stays valid for one hour');
    expect(within(empty).getByRole('link', { name: 'PDF lab' })).toHaveAttribute(
      'href',
      '/ac/apis/s/api-lab/pdf-security',
    );
    expect(screen.queryByRole('status', { name: 'Page under development' })).not.toBeInTheDocument();
    expect(document.title).toBe('Files | CSI');
  });
});
