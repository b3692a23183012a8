import styled from 'styled-components';
import { displayValue } from './displayValue';

/** One labelled value of a detail list. */
export interface Detail {
  /** What the value is. */
  label: string;
  /** The value; booleans show Yes/No, empty values 'Not set'. */
  value: string | number | boolean | null | undefined;
}

/** Props of {@link DetailList}. */
export interface DetailListProps {
  /** The rows, in order. */
  details: Detail[];
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: contents;
`;

/** Label/value rows of a details card. */
export function DetailList({ details }: DetailListProps) {
  return (
    <List>
      {details.map(({ label, value }) => (
        <Row key={label}>
          <dt>{label}</dt>
          <dd>{displayValue(value)}</dd>
        </Row>
      ))}
    </List>
  );
}
