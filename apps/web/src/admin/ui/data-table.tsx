import type { ReactNode } from 'react';

/** Props of DataTable. */
export interface DataTableProps {
  caption: string;
  heads: string[];
  rows: ReactNode[][];
  /** The caption is read by screen readers only (a section heading already names the table). */
  captionHidden?: boolean;
  /** Names the sideways-scrolling box as a keyboard-reachable region (wide tables on a phone). */
  regionLabel?: string;
  className?: string;
}

/** A captioned table of rows of cells, for the admin screens' read-only views. */
export function DataTable({
  caption,
  heads,
  rows,
  captionHidden,
  regionLabel,
  className = '',
}: DataTableProps) {
  const region = regionLabel ? { role: 'region', 'aria-label': regionLabel, tabIndex: 0 } : {};
  return (
    <div className={`table-responsive ${className}`.trim()} {...region}>
      <table className={`table table-sm align-middle${captionHidden ? ' mb-0' : ''}`}>
        <caption className={captionHidden ? 'visually-hidden' : 'caption-top fw-semibold'}>{caption}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
