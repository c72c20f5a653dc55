import type { ReactNode } from 'react';

/**
 * A portal table: a scrollable region named by its caption (keyboard users can scroll it at 390 px), the
 * caption for screen readers, and column heads; `numericFrom` right-aligns (end-aligns in RTL) the heads of
 * the number columns from that index on.
 */
export function PortalTable(props: {
  caption: string;
  heads: string[];
  numericFrom?: number;
  children: ReactNode;
}) {
  const numericFrom = props.numericFrom ?? props.heads.length;
  return (
    <div className="table-responsive" role="region" aria-label={props.caption} tabIndex={0}>
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.heads.map((head, index) => (
              <th scope="col" key={head} className={index >= numericFrom ? 'text-end' : undefined}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
