/**
 * ARTFI for a number of points at a decimal rate ("0.01"), computed in integer base units (18 decimals) so
 * the preview shows exactly what the server will pay, never a floating-point approximation.
 */
export function previewTokens(points: number, artfiPerPoint: string): string {
  if (!Number.isSafeInteger(points) || points <= 0) return '0';
  const [whole = '0', fraction = ''] = artfiPerPoint.split('.');
  const rateWei = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0').slice(0, 18) || '0');
  const total = rateWei * BigInt(points);
  const integer = total / 10n ** 18n;
  const rest = (total % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer.toString();
}
