/** The X account social tasks ask members to follow, as the local X API server knows it. */
export const X_ACCOUNT = { id: '100', username: 'StreamItHQ', name: 'StreamIt' };

/** The X person the local OAuth server signs in; the X API server has them following X_ACCOUNT already. */
export const X_MEMBER = { id: '7001', username: 'lina_on_x', name: 'Lina on X' };

/** Changes the local X API server from a test worker (support/global-setup.ts started it). */
export async function controlX(action: 'revoke' | 'restore'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_X_API_PORT ?? ''}/__control`, {
    method: 'POST',
    body: JSON.stringify({ action }),
  });
  if (response.status !== 204) throw new Error(`X control answered ${String(response.status)}`);
}
