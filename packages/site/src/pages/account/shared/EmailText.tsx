import { Fragment } from 'react';

/**
 * An e-mail address that, when it must wrap, wraps after its '@' or before a dot (a line break opportunity, `<wbr>`,
 * at each), never in the middle of a word while those fit.
 */
export function EmailText({ email }: { /** The address. */ email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
