import styled from 'styled-components';

/** A titled group of the hire form (legend styled as a section heading). */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.sm};
    font-weight: 700;
    font-size: 1.15rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin-right: ${({ theme }) => theme.space.md};
  }
  input[type='checkbox'],
  input[type='radio'] {
    flex-shrink: 0;
    width: 1.2rem;
    height: 1.2rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  fieldset legend {
    padding: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1rem;
  }
  select,
  input[type='file'] {
    font: inherit;
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.textMuted};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
