/** A text field of a submitted form, trimmed ('' when absent or a file). */
export function readFormText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
