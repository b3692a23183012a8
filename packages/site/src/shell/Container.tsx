import styled from 'styled-components';

/** The page's content column: centred, padded, at most 1200 px wide. */
export const Container = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
`;
