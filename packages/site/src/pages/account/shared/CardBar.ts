import styled from 'styled-components';

/** A row of a card that wraps on a narrow card: a message or count at the start, buttons at the end. */
export const CardBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;
