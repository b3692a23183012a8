import type { ApiDefinition } from '@csi/api-client';
import { ApiCard } from '@csi/ui';
import styled from 'styled-components';
import { RouterLink } from '../../../shell/RouterLink';

/** Props of {@link ApisView}. */
export interface ApisViewProps {
  /** The APIs to list. */
  apis: ApiDefinition[];
}

// auto-fit: the cards share the whole row (three cards at 1366 px leave no empty fourth track).
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** The API cards, or a note when there are none. */
export function ApisView({ apis }: ApisViewProps) {
  if (apis.length === 0) return <p>No APIs are available yet. Please check back soon.</p>;
  return (
    <Grid>
      {apis.map((api) => (
        <ApiCard
          key={api.id}
          name={api.name}
          description={api.shortDescription}
          apiId={api.apiId}
          specialPlayground={api.specialPlayground}
          documentationLink={api.documentationLink}
          linkComponent={RouterLink}
        />
      ))}
    </Grid>
  );
}
