import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuizMediaView } from './quiz-media';

describe('quiz question media', () => {
  it('shows a stored picture from the media prefix and a full URL as it is', () => {
    const { unmount } = render(
      <QuizMediaView media={{ kind: 'IMAGE', ref: 'quiz/venus.jpg' }} label="Question picture" />,
    );
    expect(screen.getByRole('img', { name: 'Question picture' }).getAttribute('src')).toBe(
      '/media/quiz/venus.jpg',
    );
    unmount();
    render(
      <QuizMediaView media={{ kind: 'IMAGE', ref: 'https://example.org/a.png' }} label="Question picture" />,
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://example.org/a.png');
  });

  it('plays only the clip window of a video', () => {
    const media = { kind: 'VIDEO' as const, ref: 'clips/fresco.mp4', startSeconds: 12, endSeconds: 30 };
    const { container } = render(<QuizMediaView media={media} label="Question clip" />);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/clips/fresco.mp4#t=12,30');
    expect(video?.getAttribute('aria-label')).toBe('Question clip');
    expect(video?.hasAttribute('controls')).toBe(true);
  });
});
