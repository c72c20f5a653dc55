// hls.js ships no declarations for its light build (no alternate audio, subtitles, DRM or CMCD, none of which the
// player uses: captions are <track> files). It is the same API, so it takes the full build's types.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
