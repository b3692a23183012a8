import styled from 'styled-components';

/** The first focusable element: jumps past the navigation to `#main`, visible only when focused. */
export const SkipLink = styled.a.attrs({ href: '#main', children: 'Skip to main content' })`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;
