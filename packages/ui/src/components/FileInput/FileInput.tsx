'use client';

import { forwardRef, type InputHTMLAttributes, useId, useState } from 'react';
import { styled } from '../../theme/styled';
import { errorIdOf, FormField } from '../Input/FormField';
import { formatBytes, type UploadState } from '../UploadProgress/uploadState';
import { UploadProgress } from '../UploadProgress/UploadProgress';

/** Props of {@link FileInput}. */
export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'children'
> {
  /** Visible label; names the native file input. */
  label: string;
  /** Called with the chosen files (empty when the choice is cleared). */
  onFiles: (files: File[]) => void;
  /** The upload of the chosen file, shown as a progress bar under the field. @default idle */
  upload?: UploadState;
  /** Error message under the field. @default undefined */
  error?: string;
}

// The native input covers the whole box, transparent: click, keyboard, drag and drop and the label stay native.
const Box = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px dashed ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:hover > span:first-of-type {
    filter: brightness(1.1);
  }
  /* Disabled (e.g. while its file uploads): a muted button, still legible. */
  &[data-disabled='true'] > span:first-of-type {
    color: ${({ theme }) => theme.color.textMuted};
    background: transparent;
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.textMuted};
  }
  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  & > input:disabled {
    cursor: not-allowed;
  }
`;

const Pick = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-weight: 600;
  color: ${({ theme }) => theme.color.primaryText};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Chosen = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  &[data-empty='true'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** What the box says about the choice: the file's name and size, a count, or that nothing is chosen. */
function describe(files: File[]): string {
  if (files.length === 0) return 'No file chosen';
  if (files.length === 1) return `${files[0]?.name} (${formatBytes(files[0]?.size ?? 0)})`;
  return `${files.length} files: ${files.map((file) => file.name).join(', ')}`;
}

/**
 * A labelled, styled file field: a 'Choose file' button and the chosen file's name and size in a box that takes
 * clicks, the keyboard and dropped files, and under it the upload's progress bar when `upload` is given.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { label, onFiles, upload, error, id, multiple, disabled, ...rest },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FormField id={inputId} label={label} error={error}>
        <Box data-disabled={disabled === true}>
          <Pick aria-hidden="true">{multiple ? 'Choose files' : 'Choose file'}</Pick>
          <Chosen aria-hidden="true" data-empty={files.length === 0}>
            {describe(files)}
          </Chosen>
          <input
            {...rest}
            ref={ref}
            id={inputId}
            type="file"
            multiple={multiple}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf(inputId) : undefined}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              setFiles(chosen);
              onFiles(chosen);
            }}
          />
        </Box>
      </FormField>
      {upload && <UploadProgress state={upload} label={`Upload of ${label}`} />}
    </>
  );
});
