'use client';

import { forwardRef, type HTMLAttributes, useState } from 'react';
import { styled } from '../../theme/styled';
import { GENERATED_PASSWORD_LENGTH, generatePassword } from '../../lib/generatePassword';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { Input } from '../Input';

/** Props of PasswordGenerator. */
export interface PasswordGeneratorProps extends HTMLAttributes<HTMLDivElement> {
  /** Length of generated passwords. @default 16 */
  length?: number;
  /** Called with each generated password. */
  onGenerate?: (password: string) => void;
  /** Called with the message when copying fails ('No text to copy' before generating). */
  onCopyError?: (message: string) => void;
}

// Rows keep their own height (align-content) and the block its own (align-self) when a grid row around it is
// taller, e.g. beside the password analyzer: the button stays a button right under the field.
const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  align-self: start;
  & > button {
    justify-self: start;
  }
`;

/** Generates a strong random password, shows it read-only and copies it. */
export const PasswordGenerator = forwardRef<HTMLDivElement, PasswordGeneratorProps>(function PasswordGenerator(
  { length = GENERATED_PASSWORD_LENGTH, onGenerate, onCopyError, ...rest }: PasswordGeneratorProps,
  ref,
) {
  const [password, setPassword] = useState('');
  const generate = () => {
    const next = generatePassword(length);
    setPassword(next);
    onGenerate?.(next);
  };
  return (
    <Root ref={ref} {...rest} data-state={password ? 'generated' : 'empty'}>
      <Input
        label="Generated password"
        value={password}
        readOnly
        spellCheck={false}
        placeholder="Press Generate"
        endAdornment={<CopyButton text={password} label="Copy password" onError={onCopyError} />}
      />
      <Button onClick={generate}>Generate</Button>
    </Root>
  );
});
