import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { CategoryCard } from './category-card';

const painting = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'painting',
  name: 'Painting',
  description: 'Studio visits, restorations and the stories behind great canvases.',
  sortOrder: 10,
};

afterEach(async () => {
  await changeLanguage('en');
});

describe('CategoryCard', () => {
  it('names a platform category in Arabic on an Arabic page', async () => {
    await changeLanguage('ar');
    render(<CategoryCard category={painting} index={0} />);
    expect(screen.getByRole('heading', { name: 'الرسم' })).toBeTruthy();
    expect(screen.getByText('زيارات للمراسم وأعمال ترميم وقصص وراء اللوحات العظيمة.')).toBeTruthy();
  });

  it('keeps the stored name of a category the platform has no translation for', async () => {
    await changeLanguage('ar');
    render(<CategoryCard category={{ ...painting, slug: 'calligraphy', name: 'Calligraphy' }} index={1} />);
    expect(screen.getByRole('heading', { name: 'Calligraphy' })).toBeTruthy();
  });
});
