import type { ApiDefinition, ApiDefinitionInput, ApiService } from '@csi/api-client';
import { Button, Card, SearchBox } from '@csi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DetailList } from '../../account/shared/DetailList';
import { Table } from '../../account/shared/Table';
import { ApiForm, EMPTY_API } from './ApiForm';
import { TableDetailLayout } from '../../account/shared/TableDetailLayout';

/** Props of {@link ApisAdminView}. */
export interface ApisAdminViewProps {
  /** Every API, offline ones too. */
  apis: ApiDefinition[];
  /** The services the server has, offered as apiService. */
  services: ApiService[];
  /** Creates (no id) or updates an API; resolves true on success. */
  onSave: (api: ApiDefinitionInput, id?: number) => Promise<boolean>;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** APIs: search by name, table with View, the 'APis Details' card, update/New and the API popup form. */
export function ApisAdminView({ apis, services, onSave }: ApisAdminViewProps) {
  const [query, setQuery] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [form, setForm] = useState<'create' | 'update' | null>(null);
  const shown = apis.filter((api) => api.name.toLowerCase().includes(query.trim().toLowerCase()));
  const chosen = apis.find((api) => api.id === chosenId);
  return (
    <TableDetailLayout>
      <div>
        <SearchBox label="Search APIs by name" placeholder="Search api..." value={query} onValueChange={setQuery} />
        <Toolbar>
          <Button disabled={!chosen} onClick={() => setForm('update')}>
            update Api
          </Button>
          <Button onClick={() => setForm('create')}>New API</Button>
        </Toolbar>
        {shown.length === 0 ? (
          <p role="status">
            {apis.length === 0 ? 'No APIs yet. Add one with New API.' : `No API name matches "${query}".`}
          </p>
        ) : (
          <Table caption="APIs" columns={['apiId', 'name', 'live', 'apiService', 'Action']}>
            {shown.map((api) => (
              <tr key={api.id} data-selected={api.id === chosenId}>
                <td data-wrap>{api.apiId}</td>
                <td data-wrap>{api.name}</td>
                <td>{api.live ? 'Live' : 'Offline'}</td>
                <td>{api.apiService}</td>
                <td>
                  <Button variant="secondary" aria-label={`View ${api.name}`} onClick={() => setChosenId(api.id)}>
                    View
                  </Button>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </div>
      <Card as="section" aria-label="APis Details">
        <h2>APis Details</h2>
        {chosen ? (
          <DetailList
            details={[
              { label: 'apiId', value: chosen.apiId },
              { label: 'name', value: chosen.name },
              { label: 'shortDescription', value: chosen.shortDescription },
              { label: 'documentationLink', value: chosen.documentationLink },
              { label: 'specialPlayground', value: chosen.specialPlayground },
              { label: 'endpoint', value: chosen.endpoint },
              { label: 'apiAccepts', value: chosen.apiAccepts },
              { label: 'cost', value: `${chosen.cost} USD` },
              { label: 'apiService', value: chosen.apiService },
              { label: 'live', value: chosen.live ? 'Active' : 'Inactive' },
            ]}
          />
        ) : (
          <p>Choose an API with View to see its details.</p>
        )}
      </Card>
      {form && (
        <ApiForm
          mode={form}
          initial={form === 'update' && chosen ? chosen : EMPTY_API}
          services={services}
          onClose={() => setForm(null)}
          onSave={(api) => onSave(api, form === 'update' ? chosen?.id : undefined)}
        />
      )}
    </TableDetailLayout>
  );
}
