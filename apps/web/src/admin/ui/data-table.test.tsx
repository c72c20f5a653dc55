import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('names the table by its caption, keeps hidden headings for screen readers and writes cells by column', () => {
    render(
      <DataTable
        caption="Server errors"
        regionLabel="Server errors"
        heads={[
          { key: 'select', label: 'Select', hidden: true },
          'Status',
          { label: 'Request', dir: 'ltr', cellClassName: 'text-break' },
        ]}
        rows={[['', '500', 'req-1']]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Server errors' });
    expect(screen.getByRole('region', { name: 'Server errors' })).toBeInstanceOf(HTMLDivElement);
    expect(within(table).getByRole('columnheader', { name: 'Select' }).firstElementChild?.className).toBe(
      'visually-hidden',
    );
    const cell = within(table).getByRole('cell', { name: 'req-1' });
    expect(cell.getAttribute('dir')).toBe('ltr');
    expect(cell.className).toBe('text-break');
  });

  it('takes row components as children, each keeping its own row', () => {
    render(
      <DataTable caption="Staff" captionHidden roomy heads={['Name']}>
        <tr data-testid="staff-row">
          <th scope="row">Mona</th>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Staff' });
    expect(table.className).toBe('table align-middle');
    expect(within(table).getByRole('rowheader', { name: 'Mona' })).toBeInstanceOf(HTMLTableCellElement);
    expect(screen.getByTestId('staff-row').closest('tbody')).not.toBeNull();
  });
});
