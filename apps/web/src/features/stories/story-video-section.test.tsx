import type { StoryReadSection } from '@streamit/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StoryVideoSection } from './story-video-section';
import { StoryVideoSlotContext, type StoryVideoPlayerProps } from './story-video-slot';

type VideoSection = Extract<StoryReadSection, { kind: 'VIDEO' }>;

const SECTION: VideoSection = {
  kind: 'VIDEO',
  activityId: '00000000-0000-4000-8000-000000000001',
  caption: 'The window, filmed',
  title: 'Delft',
  thumbnailUrl: '/media/delft.jpg',
  hlsUrl: '/media/delft/master.m3u8',
  unavailable: null,
  durationSeconds: 20,
  minSeconds: 20,
};

function FakePlayer({ title, src }: StoryVideoPlayerProps) {
  return <p data-testid="player">{`${title} ${src}`}</p>;
}

function WithSlot({ section }: { section: VideoSection }) {
  const [playing, play] = useState<string | null>(null);
  return (
    <StoryVideoSlotContext value={{ Player: FakePlayer, playing, play }}>
      <StoryVideoSection section={section} />
    </StoryVideoSlotContext>
  );
}

describe('a story’s video section (decision 069, amendment 2)', () => {
  it('mounts the player only when the reader presses the poster’s play button', () => {
    render(<WithSlot section={SECTION} />);
    expect(screen.queryByTestId('player')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video “Delft” here' }));
    expect(screen.getByTestId('player').textContent).toBe('Delft /media/delft/master.m3u8');
    expect(screen.getByText('The window, filmed')).toBeTruthy();
  });

  it('shows the poster and the reason when the video cannot play', () => {
    const soon = { ...SECTION, hlsUrl: null, unavailable: 'COMING_SOON' as const };
    const { container } = render(<WithSlot section={soon} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('premiere later');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/delft.jpg');
  });
});
