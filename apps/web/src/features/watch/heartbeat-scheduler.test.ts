import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeatScheduler, type Beat } from './heartbeat-scheduler';

function setup() {
  let time = 0;
  const beats: { beat: Beat; final: boolean }[] = [];
  const scheduler = createHeartbeatScheduler({
    intervalMs: 5_000,
    readTime: () => time,
    send: (beat, final) => beats.push({ beat, final }),
  });
  // Plays the video for `seconds` of real time at normal speed, in 1 ms steps.
  const play = (seconds: number) => {
    for (let ms = 0; ms < Math.round(seconds * 1000); ms++) {
      time += 0.001;
      vi.advanceTimersByTime(1);
    }
  };
  const jump = (to: number) => (time = to);
  return { scheduler, beats, play, jump };
}

describe('heartbeat scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats every 5 s while playing with the position and a sequence rising from 0', () => {
    const { scheduler, beats, play } = setup();
    scheduler.play();
    play(4.9);
    expect(beats).toHaveLength(0);
    play(10.1);
    expect(beats.map(({ beat }) => beat)).toEqual([
      { currentTime: 5, playing: true, sequence: 0 },
      { currentTime: 10, playing: true, sequence: 1 },
      { currentTime: 15, playing: true, sequence: 2 },
    ]);
    scheduler.dispose();
  });

  it('closes the played interval on pause, then stays silent until playing again', () => {
    const { scheduler, beats, play } = setup();
    scheduler.play();
    play(7);
    scheduler.pause();
    play(30);
    scheduler.pause();
    expect(beats.map(({ beat }) => [beat.currentTime, beat.playing, beat.sequence])).toEqual([
      [5, true, 0],
      [7, true, 1],
    ]);
    scheduler.play();
    play(5);
    expect(beats.at(-1)?.beat).toEqual({ currentTime: 42, playing: true, sequence: 2 });
    scheduler.dispose();
  });

  it('on a seek, credits the part played before it and moves the position without credit', () => {
    const { scheduler, beats, play, jump } = setup();
    scheduler.play();
    play(3);
    jump(50);
    scheduler.seek(3, 50);
    play(5);
    expect(beats.map(({ beat }) => beat)).toEqual([
      { currentTime: 3, playing: true, sequence: 0 },
      { currentTime: 50, playing: false, sequence: 1 },
      { currentTime: 55, playing: true, sequence: 2 },
    ]);
    scheduler.dispose();
  });

  it('a seek while paused only moves the position', () => {
    const { scheduler, beats } = setup();
    scheduler.seek(0, 30);
    expect(beats.map(({ beat }) => beat)).toEqual([{ currentTime: 30, playing: false, sequence: 0 }]);
  });

  it('sends a final beat when the page goes away during playback, and none when paused', () => {
    const { scheduler, beats, play } = setup();
    scheduler.leave();
    expect(beats).toHaveLength(0);
    scheduler.play();
    play(2.3456);
    scheduler.leave();
    expect(beats).toEqual([{ beat: { currentTime: 2.346, playing: true, sequence: 0 }, final: true }]);
    play(20);
    expect(beats).toHaveLength(1);
  });

  it('stops beating once disposed', () => {
    const { scheduler, beats, play } = setup();
    scheduler.play();
    scheduler.dispose();
    play(20);
    expect(beats).toHaveLength(0);
  });
});
