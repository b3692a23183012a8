import type { ApiDefinition } from '@csi/api-client';
import { DEFAULT_BODY_EXAMPLE } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../account/testing/renderPage';
import { ApisAdminView } from './ApisAdminView';

const api: ApiDefinition = {
  id: 3,
  apiId: 'meta-data-viewer',
  name: 'Meta Data Viewer',
  shortDescription: 'Reads file metadata',
  documentationLink: 'https://example.com/docs',
  specialPlayground: '0',
  endpoint: '/file/file-metadata',
  apiAccepts: 'multipart/form-data',
  bodyExample: '{}',
  cost: 0.002,
  apiService: 'metadata',
  live: false,
};

describe('ApisAdminView', () => {
  it("keeps 'update Api' disabled until an API is viewed; details say Inactive", async () => {
    renderPage(<ApisAdminView apis={[api]} onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'update Api' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'View Meta Data Viewer' }));
    expect(screen.getByRole('button', { name: 'update Api' })).toBeEnabled();
    const details = screen.getByRole('region', { name: 'APis Details' });
    expect(within(details).getByText('live').nextSibling).toHaveTextContent('Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'update Api' }));
    expect(screen.getByLabelText('live')).toHaveDisplayValue('Offline');
  });

  it('starts a new API with the default body example', async () => {
    renderPage(<ApisAdminView apis={[api]} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'New API' }));
    expect(screen.getByLabelText('bodyExample')).toHaveValue(DEFAULT_BODY_EXAMPLE);
    expect(screen.getByLabelText('name')).toHaveValue('');
  });

  it('filters by name, case-insensitively', async () => {
    renderPage(<ApisAdminView apis={[api]} onSave={vi.fn()} />);
    await userEvent.type(screen.getByPlaceholderText('Search api...'), 'zzz');
    expect(screen.getByText('No API name matches "zzz".')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('Search api...'));
    await userEvent.type(screen.getByPlaceholderText('Search api...'), 'DATA');
    expect(screen.getByRole('cell', { name: 'Meta Data Viewer' })).toBeInTheDocument();
  });
});
