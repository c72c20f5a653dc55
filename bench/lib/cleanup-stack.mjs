/**
 * @typedef {object} CleanupStack
 * @property {(name: string, step: () => Promise<void>) => void} add register a step; steps run last-in, first-out
 * @property {() => Promise<void>} run runs the steps registered so far, once each, even when called again while
 *   running (e.g. by a signal); steps added later (the next phase) run on the next call
 */

/** Collects what the run started so that success, failure and Ctrl-C all stop the same things. @returns {CleanupStack} */
export function createCleanupStack() {
  /** @type {{ name: string, step: () => Promise<void> }[]} */
  const steps = [];
  /** @type {Promise<void> | null} */
  let running = null;
  const runSteps = async () => {
    for (const { name, step } of steps.splice(0).reverse()) {
      await step().catch((/** @type {unknown} */ error) => {
        console.error(`Cleanup step "${name}" failed:`, error);
      });
    }
  };
  return {
    add: (name, step) => {
      steps.push({ name, step });
    },
    run: () =>
      (running ??= runSteps().finally(() => {
        running = null;
      })),
  };
}
