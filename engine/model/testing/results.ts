/** Test-only: unwrap an edit that must succeed, or read the reason of one that must be refused. */
import type { EditResult, TemplateInstance } from '../types';

export function applied(result: EditResult): TemplateInstance {
  if (!result.ok) throw new Error(`expected the edit to apply, got: ${result.reason}`);
  return result.instance;
}

export function refused(result: EditResult): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.reason;
}
