import styled from 'styled-components';

/** Two equal columns that stack below 850 px. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    grid-template-columns: 100%;
  }
`;
