/** A promise's state, readable synchronously while fake timers advance. */
export interface TrackedPromise<T> {
  status: 'pending' | 'resolved' | 'rejected';
  value: T | undefined;
  error: unknown;
}

/** Follows a promise so a test can assert whether it has settled yet, without awaiting it. */
export function trackPromise<T>(promise: Promise<T>): TrackedPromise<T> {
  const state: TrackedPromise<T> = { status: 'pending', value: undefined, error: undefined };
  void promise.then(
    (value) => {
      state.status = 'resolved';
      state.value = value;
    },
    (error: unknown) => {
      state.status = 'rejected';
      state.error = error;
    },
  );
  return state;
}
