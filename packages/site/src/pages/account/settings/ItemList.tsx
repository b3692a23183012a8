import styled from 'styled-components';

/**
 * The settings' list of things the account holds (sessions, passkeys): one row per item, its description on the left
 * and its actions on the right, wrapping under it on a phone.
 */
export const ItemList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
