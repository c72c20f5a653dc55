// The entry of a watch page whose HTML carries its video (watch-stream.html, decision 045). The browser's own HLS
// player needs this page's main thread for each of its steps, and evaluating the app holds that thread for 50-100 ms
// on a small machine: the app starts once the video can play (it is on screen already, in the player's place), or
// after a short wait at most. Dynamic imports only, so nothing here joins the chunks every page loads.

// The app renders after at most this long, whatever the stream does.
const APP_START_WAIT_LIMIT_MS = 300;

void import('./features/watch/warm-stream')
  .then(({ whenWarmVideoPlayable }) => whenWarmVideoPlayable(APP_START_WAIT_LIMIT_MS))
  .catch(() => undefined)
  .then(() => import('./main'));
