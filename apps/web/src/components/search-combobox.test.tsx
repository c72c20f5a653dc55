import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchCombobox, type SearchOption, type SearchStatus } from './search-combobox';

const RESULTS: SearchOption[] = [
  { id: 'a1', value: 'vermeer-up-close', title: 'Vermeer up close', detail: 'Video' },
  {
    id: 'a2',
    value: 'colour-of-rothko',
    title: 'The colour of Rothko',
    detail: 'Quiz',
    titleHighlights: [{ start: 14, length: 6 }],
  },
  { id: 'a3', value: 'inside-the-alhambra', title: 'Inside the Alhambra', detail: 'Featured' },
];

const MESSAGES = {
  loading: 'Searching…',
  empty: 'No activities match your search.',
  error: 'Search failed.',
  resultCount: (count: number) => `${String(count)} results`,
};

function Harness({
  status = 'ready',
  results = RESULTS,
  onSelect,
}: {
  status?: SearchStatus;
  results?: SearchOption[];
  onSelect: (option: SearchOption) => void;
}) {
  const [query, setQuery] = useState('');
  return (
    <SearchCombobox
      idPrefix="test"
      label="Search activities"
      placeholder="Search activities..."
      query={query}
      onQueryChange={setQuery}
      results={query ? results : []}
      status={query ? status : 'idle'}
      messages={MESSAGES}
      onSelect={onSelect}
    />
  );
}

describe('search combobox', () => {
  it('is a labelled combobox with the spec placeholder, collapsed while empty', () => {
    render(<Harness onSelect={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Search activities' });
    expect(box.getAttribute('placeholder')).toBe('Search activities...');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
  });

  it('lists results, moves the active option with the arrows (wrapping) and chooses it with Enter', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox');
    await user.type(box, 'art');

    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 results');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[2]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');

    expect(onSelect).toHaveBeenCalledWith(RESULTS[2]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
  });

  it('chooses a result with a click without losing focus', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'ro');
    const option = screen.getByRole('option', { name: /Rothko/ });
    expect(option.querySelector('mark')?.textContent).toBe('Rothko');
    await user.click(option);
    expect(onSelect).toHaveBeenCalledWith(RESULTS[1]);
  });

  it('closes the list on the first Escape and clears the box on the second', async () => {
    render(<Harness onSelect={vi.fn()} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox');
    await user.type(box, 'alh');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box).toHaveProperty('value', 'alh');
    await user.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');
  });

  it.each([
    ['loading', RESULTS, 'Searching…'],
    ['ready', [], 'No activities match your search.'],
    ['error', [], 'Search failed.'],
  ] as const)('says so while %s', async (status, results, message) => {
    render(<Harness status={status} results={[...results]} onSelect={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox'), 'x');
    expect(screen.getByRole('status').textContent).toBe(message);
  });
});
