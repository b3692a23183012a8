import type { ApiCallsQuery } from '@csi/api-client';
import styled from 'styled-components';
import { Select, type SelectOption } from '../shared/Select';

/** The filters the page offers ('' is "all"). */
export interface CallFilterValues {
  environment: '' | NonNullable<ApiCallsQuery['environment']>;
  status: '' | NonNullable<ApiCallsQuery['status']>;
  api: string;
}

/** No filter: every call. */
export const NO_CALL_FILTERS: CallFilterValues = { environment: '', status: '', api: '' };

/** Props of {@link CallFilters}. */
export interface CallFiltersProps {
  value: CallFilterValues;
  /** The endpoints to offer in the API filter. */
  endpoints: readonly string[];
  onChange: (value: CallFilterValues) => void;
}

const ENVIRONMENTS: SelectOption<CallFilterValues['environment']>[] = [
  { value: '', label: 'All environments' },
  { value: 'live', label: 'Live' },
  { value: 'sandbox', label: 'Sandbox' },
];
const STATUSES: SelectOption<CallFilterValues['status']>[] = [
  { value: '', label: 'All statuses' },
  { value: 'ok', label: 'Succeeded (2xx)' },
  { value: 'error', label: 'Failed (4xx, 5xx)' },
];

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  column-gap: ${({ theme }) => theme.space.md};
`;

/** Environment, status class and API filters of the call table. */
export function CallFilters({ value, endpoints, onChange }: CallFiltersProps) {
  const apis: SelectOption<string>[] = [
    { value: '', label: 'All APIs' },
    ...endpoints.map((endpoint) => ({ value: endpoint, label: endpoint })),
  ];
  return (
    <Row role="group" aria-label="Filter calls">
      <Select
        label="Environment"
        value={value.environment}
        options={ENVIRONMENTS}
        onChange={(environment) => onChange({ ...value, environment })}
      />
      <Select
        label="Status"
        value={value.status}
        options={STATUSES}
        onChange={(status) => onChange({ ...value, status })}
      />
      <Select label="API" value={value.api} options={apis} onChange={(api) => onChange({ ...value, api })} />
    </Row>
  );
}

/** The query of the chosen filters (an empty filter is left out). */
export function filtersToQuery({ environment, status, api }: CallFilterValues): ApiCallsQuery {
  return {
    ...(environment ? { environment } : {}),
    ...(status ? { status } : {}),
    ...(api ? { api } : {}),
  };
}
