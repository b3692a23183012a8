import {
  API_ACCEPTS,
  type ApiDefinitionInput,
  type ApiService,
  DEFAULT_BODY_EXAMPLE,
  DOCUMENTATION_ONLY_SERVICE,
  validateAdminLink,
} from '@csi/api-client';
import { Button, Input, Modal, requiredFieldError, TextArea } from '@csi/ui';
import { type FormEvent, useState } from 'react';
import { useFeedback } from '../../../hooks/useFeedback';
import { plainOptions, Select } from '../../account/shared/Select';

/** A new API's form: nothing filled in but the default body example (SPEC section 3). */
export const EMPTY_API: ApiDefinitionInput = {
  apiId: '',
  name: '',
  shortDescription: '',
  documentationLink: '',
  specialPlayground: '0',
  endpoint: '',
  apiAccepts: 'application/json',
  bodyExample: DEFAULT_BODY_EXAMPLE,
  cost: 0,
  apiService: DOCUMENTATION_ONLY_SERVICE,
  live: false,
};

const LIVE_OPTIONS = [
  { value: 'true', label: 'Live' },
  { value: 'false', label: 'Offline' },
];

/** Props of {@link ApiForm}. */
export interface ApiFormProps {
  /** 'create' for a new API, 'update' for the chosen one. */
  mode: 'create' | 'update';
  /** What the form starts with. */
  initial: ApiDefinitionInput;
  /** The services the server has; apiService is one of them or documentation only. */
  services: ApiService[];
  /** Closes the popup. */
  onClose: () => void;
  /** Saves; the popup closes itself when this resolves true. */
  onSave: (api: ApiDefinitionInput) => Promise<boolean>;
}

/** apiService's choices: the server's services with the paths they serve, documentation only, and a stored unknown. */
function serviceOptions(services: ApiService[], current: string) {
  const options = [
    ...services.map(({ apiService, endpoints }) => ({
      value: apiService,
      label: `${apiService} (serves ${endpoints.join(', ')})`,
    })),
    { value: DOCUMENTATION_ONLY_SERVICE, label: 'None: documentation only, cannot be live' },
  ];
  return options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: `${current} (not a service of this server)` }, ...options];
}

/**
 * The API popup form: every field of an API definition, content type from the client's list, apiService from the
 * server's services (or documentation only), Live/Offline.
 */
export function ApiForm({ mode, initial, services, onClose, onSave }: ApiFormProps) {
  const { showModal } = useFeedback();
  const [api, setApi] = useState(initial);
  const [cost, setCost] = useState(String(initial.cost));
  const set = (changes: Partial<ApiDefinitionInput>) => setApi({ ...api, ...changes });
  const text = (label: string, key: 'apiId' | 'name' | 'documentationLink' | 'specialPlayground' | 'endpoint') => (
    <Input label={label} required value={api[key]} onChange={(e) => set({ [key]: e.target.value })} />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing =
      requiredFieldError('name', api.name) ??
      requiredFieldError('endpoint', api.endpoint) ??
      (api.documentationLink.trim() ? validateAdminLink('documentationLink', api.documentationLink) : undefined);
    if (missing) return showModal('Validation Error', missing);
    if (cost.trim() === '' || !(Number(cost) >= 0))
      return showModal('Validation Error', 'Cost must be a number of 0 or more.');
    if (await onSave({ ...api, cost: Number(cost) })) onClose();
  };
  return (
    <Modal open title={mode === 'create' ? 'Add New API' : 'Update API'} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {text('apiId', 'apiId')}
        {text('name', 'name')}
        <TextArea
          label="shortDescription"
          value={api.shortDescription}
          onChange={(e) => set({ shortDescription: e.target.value })}
        />
        {text('documentationLink', 'documentationLink')}
        {text('specialPlayground', 'specialPlayground')}
        {text('endpoint', 'endpoint')}
        <Select
          label="apiAccepts"
          value={api.apiAccepts}
          options={plainOptions(API_ACCEPTS)}
          onChange={(apiAccepts) => set({ apiAccepts })}
        />
        <TextArea
          label="bodyExample"
          spellCheck={false}
          value={api.bodyExample}
          onChange={(e) => set({ bodyExample: e.target.value })}
        />
        <Input label="cost (USD)" inputMode="decimal" value={cost} onChange={(e) => setCost(e.target.value)} />
        <Select
          label="apiService"
          value={api.apiService}
          options={serviceOptions(services, api.apiService)}
          onChange={(apiService) => set({ apiService })}
        />
        <Select
          label="live"
          value={String(api.live)}
          options={LIVE_OPTIONS}
          onChange={(live) => set({ live: live === 'true' })}
        />
        <Button type="submit">{mode === 'create' ? 'Create API' : 'Save API'}</Button>
      </form>
    </Modal>
  );
}
