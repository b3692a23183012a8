import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../account/testing/renderPage';
import { parseReference } from './parseReference';
import { ReferenceView } from './ReferenceView';
import { SAMPLE_DOCUMENT } from './sampleDocument';

const renderReference = () =>
  renderPage(
    <ReferenceView tags={parseReference(SAMPLE_DOCUMENT)} renderTryIt={(op) => <p>Try {op.sandboxEndpoint}</p>} />,
  );

describe('ReferenceView', () => {
  it('shows a section per tag and a heading per operation with method, path and summary', () => {
    renderReference();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['usage', 'gateway']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'GET /usfw/api-usage/my-calls — Each gateway call, newest first',
      'POST /csi-p/api-sandbox/encrypt-data — Encrypt text with a fresh public/private key pair (sandbox)',
      'POST /csi-p/api-sandbox/file/file-metadata — Extract a file’s metadata (sandbox)',
    ]);
    expect(screen.getByText('3 operations.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'API areas' })).getByRole('link', { name: 'gateway' }),
    ).toHaveAttribute('href', '#tag-gateway');
  });

  it('opens an operation: authentication, request body schema and example, responses with their messages, try-it', async () => {
    const user = userEvent.setup();
    renderReference();
    const header = screen.getByRole('button', { name: /^POST \/csi-p\/api-sandbox\/encrypt-data/ });
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: header.textContent ?? '' });
    expect(within(region).getByRole('heading', { name: 'Authentication', level: 4 })).toBeInTheDocument();
    expect(region).toHaveTextContent('x-api-key + x-app-username');
    expect(region).toHaveTextContent('application/json, required');
    expect(region).toHaveTextContent('rawData: string;');
    expect(region).toHaveTextContent('"rawData": "Your data here"');
    expect(
      within(within(region).getByRole('list', { name: 'Messages of 400' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wrong x-api-key and/or x-app-username', 'rawData is required and must be a string.']);
    expect(within(region).getByText('Try /encrypt-data')).toBeInTheDocument();
  });

  it('a bearer call lists its parameters and has no try-it', async () => {
    const user = userEvent.setup();
    renderReference();
    const header = screen.getByRole('button', { name: /^GET \/usfw\/api-usage\/my-calls/ });
    await user.click(header);
    const region = screen.getByRole('region', { name: header.textContent ?? '' });
    const table = screen.getByRole('table', { name: 'Parameters of GET /usfw/api-usage/my-calls' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      "environmentquery'live' | 'sandbox'NoOnly calls of this environment.",
    );
    expect(within(region).getByText('Bearer token')).toBeInTheDocument();
    expect(within(region).queryByText(/^Try /)).toBeNull();
    expect(within(region).queryByRole('heading', { name: 'Try it in the sandbox' })).toBeNull();
  });

  it('filters the operations by method, path or summary', async () => {
    const user = userEvent.setup();
    renderReference();
    await user.type(screen.getByLabelText('Filter operations'), 'metadata');
    expect(screen.getByText('1 operation match “metadata”.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'POST /csi-p/api-sandbox/file/file-metadata — Extract a file’s metadata (sandbox)',
    ]);
    expect(screen.queryByRole('heading', { name: 'usage' })).toBeNull();
  });
});
