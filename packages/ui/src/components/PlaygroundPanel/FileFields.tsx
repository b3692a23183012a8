'use client';

import { useState } from 'react';
import { styled } from '../../theme/styled';
import { fileAcceptFor } from '../../lib/defaultPlaygroundMethod';
import { Button } from '../Button';
import { FileInput } from '../FileInput';
import { Input } from '../Input';
import { PasswordInput } from '../PasswordInput';
import type { UploadState } from '../UploadProgress/uploadState';

/** One extra multipart field sent with the file. */
export interface FormFieldEntry {
  /** Name of the multipart field. */
  key: string;
  /** Its value. */
  value: string;
}

/** Props of FileFields. */
export interface FileFieldsProps {
  /** Content types the file selector offers (the API's apiAccepts); '*\/*' and 'multipart/form-data' offer any file. */
  accept: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onFile: (file: File | null) => void;
  /** The extra fields added so far. */
  fields: FormFieldEntry[];
  /** Called with the new list of extra fields. */
  onFieldsChange: (fields: FormFieldEntry[]) => void;
  /** Whether the API encrypts PDFs and so needs a password. */
  withPassword: boolean;
  /** The PDF password. */
  password: string;
  /** Called with the new PDF password. */
  onPasswordChange: (password: string) => void;
  /** The chosen file's upload while it is sent. */
  upload: UploadState;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  & > button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  & code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

/** The FILE method's controls: a file selector with its upload's progress, extra key/value form fields and, for PDF, a password. */
export function FileFields({
  accept,
  onFile,
  fields,
  onFieldsChange,
  withPassword,
  password,
  onPasswordChange,
  upload,
}: FileFieldsProps) {
  const [draft, setDraft] = useState<FormFieldEntry>({ key: '', value: '' });
  const canAdd = draft.key.trim() !== '' && draft.value.trim() !== '';
  const add = () => {
    if (!canAdd) return;
    onFieldsChange([...fields, { key: draft.key.trim(), value: draft.value }]);
    setDraft({ key: '', value: '' });
  };
  return (
    <div>
      <FileInput
        label="File"
        accept={fileAcceptFor(accept)}
        upload={upload}
        onFiles={(files) => onFile(files[0] ?? null)}
      />
      {fields.length > 0 && (
        <List aria-label="Form fields">
          {fields.map((field, index) => (
            <li key={`${field.key}-${index}`}>
              <code>
                {field.key} = {field.value}
              </code>
              <Button
                variant="secondary"
                aria-label={`Remove field ${field.key}`}
                onClick={() => onFieldsChange(fields.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </List>
      )}
      <Row>
        <Input label="Field name" value={draft.key} onChange={(e) => setDraft({ ...draft, key: e.target.value })} />
        <Input
          label="Field value"
          value={draft.value}
          onChange={(e) => setDraft({ ...draft, value: e.target.value })}
        />
        <Button variant="secondary" disabled={!canAdd} onClick={add}>
          Add field
        </Button>
      </Row>
      {withPassword && (
        <PasswordInput
          label="Enter Pdf password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      )}
    </div>
  );
}
