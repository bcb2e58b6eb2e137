import type { Registry } from '@rjsf/utils';

/**
 * What the SchemaForm shares with its templates and widgets through RJSF's formContext: errors are shown under a
 * field once it has been left (touched) or the form was submitted, never while someone types into it the first time.
 */
export interface SchemaFormContext {
  touched: ReadonlySet<string>;
  submitted: boolean;
  /** Field id → its current messages (validation of the current data, then the server's answer). */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  [extra: string]: unknown;
}

export const errorIdOf = (id: string) => `${id}__error`;
export const labelIdOf = (id: string) => `${id}__label`;
export const hintIdOf = (id: string) => `${id}__hint`;

/**
 * The errors to show for the field with this id: none before it was touched or the form submitted. They come from
 * the SchemaForm's own validation of the current data (so leaving an untouched empty field shows its message).
 */
export function shownErrors(id: string, registry: Registry): string[] {
  const context = registry.formContext as Partial<SchemaFormContext> | undefined;
  const visible = !!context?.submitted || !!context?.touched?.has(id);
  const errors = context?.fieldErrors?.[id];
  if (!visible || !errors?.length) return [];
  return [...new Set(errors.filter(Boolean))];
}

/** aria-invalid / aria-describedby for a widget's control. */
export function fieldAria(id: string, registry: Registry, hint = false) {
  const invalid = shownErrors(id, registry).length > 0;
  const describedBy = [invalid ? errorIdOf(id) : null, hint ? hintIdOf(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
}
