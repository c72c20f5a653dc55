import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render-app';
import { emptyGameDraft } from './game-draft';
import { GameSettingsFields } from './game-settings-fields';

function renderPuzzleSettings() {
  return renderWithProviders(
    <GameSettingsFields draft={{ ...emptyGameDraft(), game: 'SLIDING_PUZZLE' }} onChange={vi.fn()} />,
  );
}

const difficulties = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the game settings fields', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  // A 3 × 3 grid has nine tiles (a few in Arabic), 4 × 4 sixteen (many); English always says "tiles".
  it("count a puzzle grid's tiles by the language's plural rules: a few and many in Arabic", async () => {
    await i18n.changeLanguage('ar');
    const { unmount } = renderPuzzleSettings();
    expect(difficulties('الصعوبة')).toEqual(['سهلة: 3 × 3 قطع', 'متوسطة: 3 × 3 قطع', 'صعبة: 4 × 4 قطعة']);
    unmount();
    await i18n.changeLanguage('en');
    renderPuzzleSettings();
    expect(difficulties('Difficulty')).toEqual([
      'Easy: 3 × 3 tiles',
      'Medium: 3 × 3 tiles',
      'Hard: 4 × 4 tiles',
    ]);
  });
});
