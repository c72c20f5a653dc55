/**
 * Runs `callback` in a task right after the next paint (a frame callback runs just before that paint; the task
 * it queues runs after it, when layout is clean and reading it is cheap). Returns a function that cancels it.
 */
export function runAfterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
