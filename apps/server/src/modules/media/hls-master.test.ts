import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist, readAvcCodec, renderMasterPlaylist, renderStoryboardVtt } from './hls-master.js';
import { planExtras } from './transcode-plan.js';

describe('HLS playlists', () => {
  it('reads the init segment and segment durations of a media playlist', () => {
    const text =
      '#EXTM3U\n#EXT-X-MAP:URI="init_0.mp4"\n#EXTINF:4.000,\nsegment-0000.m4s\n#EXTINF:1.5,\nsegment-0001.m4s\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(text)).toEqual({
      init: 'init_0.mp4',
      segments: [
        { duration: 4, uri: 'segment-0000.m4s' },
        { duration: 1.5, uri: 'segment-0001.m4s' },
      ],
    });
  });

  it('names the H.264 profile and level from the avcC box', () => {
    const box = Buffer.concat([Buffer.from('....avcC', 'latin1'), Buffer.from([1, 0x64, 0x00, 0x1f, 0xff])]);
    expect(readAvcCodec(box)).toBe('avc1.64001f');
  });

  it('lists each variant with bandwidth, resolution, frame rate and codecs', () => {
    const master = renderMasterPlaylist(
      [
        {
          name: '360p',
          width: 640,
          height: 360,
          maxrateKbps: 900,
          playlist: '360p/index.m3u8',
          peakBandwidth: 800_000,
          averageBandwidth: 600_000,
          codecs: 'avc1.64001e,mp4a.40.2',
        },
      ],
      25,
    );
    expect(master).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=800000,AVERAGE-BANDWIDTH=600000,RESOLUTION=640x360,FRAME-RATE=25.000,' +
        'CODECS="avc1.64001e,mp4a.40.2"\n360p/index.m3u8\n',
    );
  });

  it('maps storyboard times to sprite tiles, row by row, ending at the video end', () => {
    const vtt = renderStoryboardVtt(planExtras(11.5), 11.5, 'storyboard.jpg');
    expect(vtt).toContain('00:00:09.000 --> 00:00:10.000\nstoryboard.jpg#xywh=1440,0,160,90');
    expect(vtt).toContain('00:00:11.000 --> 00:00:11.500\nstoryboard.jpg#xywh=160,90,160,90');
  });
});
