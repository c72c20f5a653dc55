import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

const marks = (container: HTMLElement) =>
  [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('HighlightedText', () => {
  it('marks each range and keeps every character once, in order', () => {
    const { container } = render(
      <HighlightedText
        text="Monet and Monet"
        ranges={[
          { start: 10, length: 5 },
          { start: 0, length: 5 },
        ]}
      />,
    );
    expect(marks(container)).toEqual(['Monet', 'Monet']);
    expect(container.textContent).toBe('Monet and Monet');
  });

  it('shows markup in the text as text, never as HTML', () => {
    const { container } = render(
      <HighlightedText text="<img src=x onerror=alert(1)> wave" ranges={[{ start: 29, length: 4 }]} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> wave');
    expect(marks(container)).toEqual(['wave']);
  });

  it('skips overlapping and out-of-range ranges instead of repeating text', () => {
    const { container } = render(
      <HighlightedText
        text="Water lilies"
        ranges={[
          { start: 0, length: 5 },
          { start: 2, length: 4 },
          { start: 40, length: 3 },
          { start: 6, length: 99 },
        ]}
      />,
    );
    expect(container.textContent).toBe('Water lilies');
    expect(marks(container)).toEqual(['Water', 'lilies']);
  });
});
