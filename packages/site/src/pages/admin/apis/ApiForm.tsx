import { API_ACCEPTS, type ApiDefinitionInput, DEFAULT_BODY_EXAMPLE } from '@csi/api-client';
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
  apiService: '',
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
  /** Closes the popup. */
  onClose: () => void;
  /** Saves; the popup closes itself when this resolves true. */
  onSave: (api: ApiDefinitionInput) => Promise<boolean>;
}

/** The API popup form: every field of an API definition, content type from the client's list, Live/Offline. */
export function ApiForm({ mode, initial, onClose, onSave }: ApiFormProps) {
  const { showModal } = useFeedback();
  const [api, setApi] = useState(initial);
  const [cost, setCost] = useState(String(initial.cost));
  const set = (changes: Partial<ApiDefinitionInput>) => setApi({ ...api, ...changes });
  const text = (
    label: string,
    key: 'apiId' | 'name' | 'documentationLink' | 'specialPlayground' | 'endpoint' | 'apiService',
  ) => <Input label={label} required value={api[key]} onChange={(e) => set({ [key]: e.target.value })} />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredFieldError('name', api.name) ?? requiredFieldError('endpoint', api.endpoint);
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
        {text('apiService', 'apiService')}
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
