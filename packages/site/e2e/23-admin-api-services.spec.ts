import { adminToken } from './support/adminToken';
import { callApi } from './support/callApi';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { scanAndShotAtBothWidths } from './support/scanAndShotAtBothWidths';
import { signInWithToken } from './support/signInWithToken';

test("the admin form picks apiService from the server's services; a live API without one is refused, and users never see it", async ({
  page,
  request,
  issues,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const name = `Docs only API ${stamp}`;
  const services = await callApi<{ apiService: string; endpoints: string[] }[]>(
    request,
    token,
    'GET',
    '/v1/apis/all-services-admin',
  );
  expect(services.data.map((service) => service.apiService)).toEqual([
    'data-security',
    'metadata-viewer',
    'pdf-security',
  ]);

  await signInWithToken(page, token, '/ad/manage/apis');
  await page.getByRole('button', { name: 'New API' }).click();
  const form = page.getByRole('dialog', { name: 'Add New API' });
  const apiService = form.getByLabel('apiService');
  await expect(apiService.getByRole('option')).toHaveText([
    'data-security (serves /encrypt-data, /decrypt-data)',
    'metadata-viewer (serves /file/file-metadata)',
    'pdf-security (serves /file/encrypt-pdf)',
    'None: documentation only, cannot be live',
  ]);
  await expect(apiService).toHaveValue('none');
  await form.getByLabel('apiId').fill(`docs-${stamp}`);
  await form.getByLabel('name', { exact: true }).fill(name);
  await form.getByLabel('shortDescription').fill('How our partners sign webhooks; no calls to make yet.');
  await form.getByLabel('documentationLink').fill('/docs/g/csi-apis');
  await form.getByLabel('endpoint').fill(`/webhook-signing-${stamp}`);
  await form.getByLabel('cost (USD)').fill('0.001');
  await form.getByLabel('live').selectOption({ label: 'Live' });
  await scanAndShotAtBothWidths(page, 'api-form-service', apiService);

  issues.expect(/^http: HTTP 400 POST \/v1\/apis\/add-api$/);
  await form.getByRole('button', { name: 'Create API' }).click();
  await closeModal(
    page,
    'Create Error',
    'A documentation-only API (apiService none) cannot be live: choose the service behind it, or save it Offline.',
  );
  await apiService.selectOption({ label: 'pdf-security (serves /file/encrypt-pdf)' });
  await form.getByRole('button', { name: 'Create API' }).click();
  await closeModal(
    page,
    'Create Error',
    `The pdf-security service does not serve /webhook-signing-${stamp} (it serves /file/encrypt-pdf): a live API's endpoints must be its service's, or save it Offline.`,
  );
  await apiService.selectOption({ label: 'None: documentation only, cannot be live' });
  await form.getByLabel('live').selectOption({ label: 'Offline' });
  await form.getByRole('button', { name: 'Create API' }).click();
  await expect(page.getByRole('status').filter({ hasText: `API ${name} added.` })).toBeVisible();

  const user = await registerUser(request, 'apis7');
  await signInWithToken(page, user.token, '/ac/apis');
  await expect(page.getByRole('heading', { name: 'PDF Security' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  const listed = await request.get('/v1/apis/all-apis');
  const known = services.data.map((service) => service.apiService);
  for (const api of ((await listed.json()) as { data: { apiId: string; apiService: string; live: boolean }[] }).data) {
    expect({ apiId: api.apiId, live: api.live, known: known.includes(api.apiService) }).toEqual({
      apiId: api.apiId,
      live: true,
      known: true,
    });
  }
});
