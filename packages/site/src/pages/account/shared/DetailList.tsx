import { CopyButton } from '@csi/ui';
import styled from 'styled-components';
import { displayValue, NOT_SET } from './displayValue';
import { EmailText } from './EmailText';

/** One labelled value of a detail list. */
export interface Detail {
  /** What the value is. */
  label: string;
  /** The value; booleans show Yes/No, empty values 'Not set'. */
  value: string | number | boolean | null | undefined;
  /**
   * How a long value wraps: `email` after its '@' or before a dot, `code` anywhere in a monospace box (a code has
   * no words). @default plain text, wrapping between words
   */
  kind?: 'email' | 'code';
  /** Offer a 'Copy {label}' button beside the value when it is set. @default false */
  copy?: boolean;
}

/** Props of {@link DetailList}. */
export interface DetailListProps {
  /** The rows, in order. */
  details: Detail[];
  /** Shows why copying a value failed. @default undefined */
  onCopyError?: (message: string) => void;
}

// The card decides the room: a narrow one puts each label above its value, so values get the whole width.
const Frame = styled.div`
  container-type: inline-size;
`;

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
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  @container (max-width: 22rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

const Row = styled.div`
  display: contents;
`;

const Value = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  &[data-kind='code'] {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

/** Label/value rows of a details card; e-mails and codes wrap at sensible points, with copy buttons where asked. */
export function DetailList({ details, onCopyError }: DetailListProps) {
  return (
    <Frame>
      <List>
        {details.map(({ label, value, kind, copy = false }) => {
          const shown = displayValue(value);
          const set = shown !== NOT_SET;
          return (
            <Row key={label}>
              <dt>{label}</dt>
              <dd>
                <Value data-kind={set ? kind : undefined}>
                  {set && kind === 'email' ? <EmailText email={shown} /> : shown}
                </Value>
                {set && copy && <CopyButton text={shown} label={`Copy ${label}`} onError={onCopyError} />}
              </dd>
            </Row>
          );
        })}
      </List>
    </Frame>
  );
}
