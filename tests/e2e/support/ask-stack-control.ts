import { e2eSlot } from './shared-stack.js';

/** Posts to the calling worker's stack control; its JSON answer, if any. */
export async function askStackControl<T = void>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${e2eSlot().controlUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
