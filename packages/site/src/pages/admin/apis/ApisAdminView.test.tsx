import type { ApiDefinition, ApiService } from '@csi/api-client';
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

const services: ApiService[] = [
  { apiService: 'data-security', endpoints: ['/encrypt-data', '/decrypt-data'] },
  { apiService: 'pdf-security', endpoints: ['/file/encrypt-pdf'] },
];

describe('ApisAdminView', () => {
  it("keeps 'update Api' disabled until an API is viewed; details say Inactive", async () => {
    renderPage(<ApisAdminView apis={[api]} services={services} onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'update Api' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'View Meta Data Viewer' }));
    expect(screen.getByRole('button', { name: 'update Api' })).toBeEnabled();
    const details = screen.getByRole('region', { name: 'APis Details' });
    expect(within(details).getByText('live').nextSibling).toHaveTextContent('Inactive');
    await userEvent.click(screen.getByRole('button', { name: 'update Api' }));
    expect(screen.getByLabelText('live')).toHaveDisplayValue('Offline');
  });

  it('starts a new API with the default body example', async () => {
    renderPage(<ApisAdminView apis={[api]} services={services} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'New API' }));
    expect(screen.getByLabelText('bodyExample')).toHaveValue(DEFAULT_BODY_EXAMPLE);
    expect(screen.getByLabelText('name')).toHaveValue('');
  });

  it('filters by name, case-insensitively', async () => {
    renderPage(<ApisAdminView apis={[api]} services={services} onSave={vi.fn()} />);
    await userEvent.type(screen.getByPlaceholderText('Search api...'), 'zzz');
    expect(screen.getByText('No API name matches "zzz".')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('Search api...'));
    await userEvent.type(screen.getByPlaceholderText('Search api...'), 'DATA');
    expect(screen.getByRole('cell', { name: 'Meta Data Viewer' })).toBeInTheDocument();
  });

  it("offers apiService from the server's services or documentation only; a new API starts documentation only", async () => {
    const onSave = vi.fn().mockResolvedValue(true);
    renderPage(<ApisAdminView apis={[api]} services={services} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'New API' }));
    const apiService = screen.getByLabelText('apiService');
    expect(
      within(apiService)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'data-security (serves /encrypt-data, /decrypt-data)',
      'pdf-security (serves /file/encrypt-pdf)',
      'None: documentation only, cannot be live',
    ]);
    expect(apiService).toHaveDisplayValue('None: documentation only, cannot be live');
    await userEvent.selectOptions(apiService, 'pdf-security (serves /file/encrypt-pdf)');
    await userEvent.type(screen.getByLabelText('name'), 'PDF v2');
    await userEvent.type(screen.getByLabelText('endpoint'), '/file/encrypt-pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Create API' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ apiService: 'pdf-security' }), undefined);
  });

  it('refuses a documentation link that is not https: or a path on this site, without saving', async () => {
    const onSave = vi.fn().mockResolvedValue(true);
    renderPage(<ApisAdminView apis={[api]} services={services} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'New API' }));
    await userEvent.type(screen.getByLabelText('name'), 'Docs');
    await userEvent.type(screen.getByLabelText('endpoint'), '/docs-only');
    await userEvent.type(screen.getByLabelText('documentationLink'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Create API' }));
    expect(await screen.findByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(
      'documentationLink must be an https:// address or a path on this site starting with /.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps a stored apiService the server does not have visible, marked as such', async () => {
    renderPage(<ApisAdminView apis={[api]} services={services} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Meta Data Viewer' }));
    await userEvent.click(screen.getByRole('button', { name: 'update Api' }));
    expect(screen.getByLabelText('apiService')).toHaveDisplayValue('metadata (not a service of this server)');
  });
});
