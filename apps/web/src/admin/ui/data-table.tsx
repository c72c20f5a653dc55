import type { ReactNode } from 'react';

/** A column of DataTable: its heading and how its cells are written. */
export interface DataTableColumn {
  /** Needed when the label is not a string (a select-all box). */
  key?: string;
  label: ReactNode;
  /** The heading is read by screen readers only (a checkbox or an actions column). */
  hidden?: boolean;
  /** Writing direction of the column's cells: `ltr` for codes and addresses, `auto` for text people typed. */
  dir?: 'auto' | 'ltr';
  cellClassName?: string;
}

/** Props of DataTable. */
export interface DataTableProps {
  caption: string;
  heads: (string | DataTableColumn)[];
  /** Rows of cells; leave out and pass `children` when each row is a component (its own state or data attributes). */
  rows?: ReactNode[][];
  /** Rows as `<tr>` elements, for rows that keep their own state. */
  children?: ReactNode;
  /** The caption is read by screen readers only (a section heading already names the table). */
  captionHidden?: boolean;
  /** Names the sideways-scrolling box as a keyboard-reachable region (wide tables on a phone). */
  regionLabel?: string;
  /** Roomier rows, for tables with form fields or buttons in their cells. */
  roomy?: boolean;
  className?: string;
  /** Classes on the table itself (a screen's column widths, `mb-0` inside a card). */
  tableClassName?: string;
}

function columnOf(head: string | DataTableColumn): DataTableColumn {
  return typeof head === 'string' ? { label: head } : head;
}

function HeadCell({ column }: { column: DataTableColumn }) {
  return (
    <th scope="col">
      {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
    </th>
  );
}

function tableClasses(props: DataTableProps): string {
  return ['table', props.roomy ? '' : 'table-sm', 'align-middle', props.tableClassName]
    .filter(Boolean)
    .join(' ');
}

/** A captioned table for the admin screens: the scrolling frame, the caption and the headings in one place. */
export function DataTable(props: DataTableProps) {
  const columns = props.heads.map(columnOf);
  const region = props.regionLabel ? { role: 'region', 'aria-label': props.regionLabel, tabIndex: 0 } : {};
  return (
    <div className={`table-responsive ${props.className ?? ''}`.trim()} {...region}>
      <table className={tableClasses(props)}>
        <caption className={props.captionHidden ? 'visually-hidden' : 'caption-top fw-semibold'}>
          {props.caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <HeadCell
                key={column.key ?? (typeof column.label === 'string' ? column.label : index)}
                column={column}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows?.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, at) => (
                <td key={at} dir={columns[at]?.dir} className={columns[at]?.cellClassName}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
          {props.children}
        </tbody>
      </table>
    </div>
  );
}
