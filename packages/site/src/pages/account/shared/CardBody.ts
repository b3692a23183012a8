import styled from 'styled-components';

/** The inside of an account card (analytics, lab call details): its heading, controls and content stacked, shrinking with a narrow card. */
export const CardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;
