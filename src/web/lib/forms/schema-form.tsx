import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { CustomValidator, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { SpinnerIcon } from '#web/components/form-icons';
import type { SchemaFormContext } from './field-state';
import type { FormDefinition } from './form-validator';
import { templates } from './templates';
import { baseWidgets } from './widgets';
import './forms.css';

/** Field → messages, as the API's 422 envelope carries them in `error`. */
export type FieldErrorMap = Record<string, string[] | undefined>;

export interface SchemaFormProps<T extends object> {
  /** The contract's request schema with its validator (defineForm). */
  form: FormDefinition<T>;
  uiSchema?: UiSchema<T>;
  /** Controlled data; omit to let the form keep its own (starting from `initialData`). */
  formData?: T;
  initialData?: T;
  onChange?(data: T): void;
  /** Called with valid data only. */
  onSubmit(data: T): void;
  submitLabel: string;
  /** The submit button's classes (default a primary button; a destructive secondary action passes `btn btn--ghost`). */
  submitClassName?: string;
  /** A request is in flight: the button shows a spinner and `busyLabel`, and cannot be pressed again. */
  busy?: boolean;
  busyLabel?: string;
  /** Keep the submit button disabled while the data is invalid (sign-up, verify OTP, change password). */
  disableSubmitWhileInvalid?: boolean;
  /**
   * The page's own rules, which the contract's schema cannot state because they depend on the page (a field required
   * only when two-factor is on, or only for one choice): add errors with `addFieldError` (lib/forms/page-rules.ts),
   * worded from the contract's `x-messages` wherever the contract has the words.
   */
  customValidate?: CustomValidator<T>;
  /** Field errors answered by the server (422): shown under their fields until the field changes. */
  serverErrors?: FieldErrorMap | null;
  /** Widgets beyond the base set (phone, country…), so that only the forms using them load them. */
  widgets?: RegistryWidgetsType;
  /** Extra values for custom widgets (read from registry.formContext). */
  context?: Record<string, unknown>;
  /** Id prefix of the fields (unique per page when a page shows two forms). */
  idPrefix?: string;
  /** Rendered between the fields and the submit button (e.g. a "Forgot password" link). */
  beforeSubmit?: ReactNode;
  /** Rendered after the submit button. */
  afterSubmit?: ReactNode;
  /** Focus the first field when the form opens (default true; a form inside a dialog leaves focus to the dialog). */
  autoFocusFirst?: boolean;
}

/** The fields a form can focus first (not hidden, not disabled). */
const FOCUSABLE_FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]), button[aria-haspopup]:not([disabled])';

/** The top-level property of an RJSF error path (".address.city" → "address"). */
const topProperty = (property: string | undefined) => (property ?? '').replace(/^\./, '').split(/[.[]/)[0] ?? '';

/** The names of the fields still missing or invalid, in the form's order, as the labels show them. */
export function missingFields(
  errors: readonly { property?: string }[],
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
): string[] {
  const order = (uiSchema?.['ui:order'] as string[] | undefined) ?? Object.keys(schema.properties ?? {});
  const props = [...new Set(errors.map((e) => topProperty(e.property)).filter(Boolean))];
  props.sort((a, b) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0));
  return props.map((prop) => {
    const ui = (uiSchema?.[prop] ?? {}) as UiSchema;
    const options = (ui['ui:options'] ?? {}) as { missingLabel?: string };
    const field = (schema.properties?.[prop] ?? {}) as { title?: string };
    return options.missingLabel ?? (ui['ui:title'] as string | undefined) ?? field.title ?? prop;
  });
}

const NONE: ReadonlySet<string> = new Set();

/** RJSF's field id of a property path (`root_password`, `root_address_city`). */
const fieldId = (prefix: string, property: string | undefined) =>
  [prefix, ...(property ?? '').replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean)].join('_');

/**
 * A form rendered by RJSF from a contract request schema (generated/schemas.ts), validated by the precompiled
 * validator with the contract's wording (x-messages, x-match). Errors appear under each field after it was left or
 * after a submit attempt; live afterwards. The submit button can stay disabled while the data is invalid.
 */
export function SchemaForm<T extends object>({
  form,
  uiSchema,
  formData,
  initialData,
  onChange,
  onSubmit,
  submitLabel,
  submitClassName = 'btn btn--primary',
  busy = false,
  busyLabel,
  disableSubmitWhileInvalid = false,
  customValidate,
  serverErrors,
  widgets,
  context,
  idPrefix = 'root',
  beforeSubmit,
  afterSubmit,
  autoFocusFirst = true,
}: SchemaFormProps<T>) {
  const [ownData, setOwnData] = useState<T>(() => (initialData ?? ({} as T)));
  const data = formData ?? ownData;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // Server errors stay until their field changes; a new answer brings them all back.
  const [dismissed, setDismissed] = useState<{ for: FieldErrorMap | null | undefined; fields: ReadonlySet<string> }>({
    for: serverErrors,
    fields: new Set(),
  });
  const dismissedFields = dismissed.for === serverErrors ? dismissed.fields : NONE;

  // The form validates its data on every change itself (not RJSF's live validation): the templates show a field's
  // messages once it was left, even if it was never changed, and the submit button knows whether the data is valid.
  const errors = useMemo(() => form.validate(data, customValidate), [form, data, customValidate]);
  const valid = errors.length === 0;
  const fieldErrors = useMemo(() => {
    const map: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(serverErrors ?? {})) {
      if (list?.length && !dismissedFields.has(field)) (map[fieldId(idPrefix, field)] ??= []).push(...list);
    }
    for (const error of errors) if (error.message) (map[fieldId(idPrefix, error.property)] ??= []).push(error.message);
    return map;
  }, [errors, serverErrors, dismissedFields, idPrefix]);
  const formContext = useMemo<SchemaFormContext>(
    () => ({ ...context, touched, submitted, fieldErrors }),
    [context, touched, submitted, fieldErrors],
  );
  const allWidgets = useMemo(() => (widgets ? { ...baseWidgets, ...widgets } : baseWidgets), [widgets]);

  const handleChange = (event: IChangeEvent<T>) => {
    const next = (event.formData ?? {}) as T;
    if (serverErrors) {
      const changed = Object.keys(serverErrors).filter(
        (field) => (next as Record<string, unknown>)[field] !== (data as Record<string, unknown>)[field],
      );
      if (changed.length) setDismissed({ for: serverErrors, fields: new Set([...dismissedFields, ...changed]) });
    }
    if (formData === undefined) setOwnData(next);
    onChange?.(next);
  };

  // A field's messages appear when it is left. When it is left by pressing on something else (a link, a button),
  // they appear only once the press is over: a message pushing the page down during the press would move that
  // target away from under the pointer and the click would be lost.
  const pointerDown = useRef(false);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const flush = () => {
      pointerDown.current = false;
      setTimeout(() => {
        if (!pending.current.length) return;
        const ids = pending.current;
        pending.current = [];
        setTouched((current) => (ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids])));
      }, 0);
    };
    const down = () => {
      pointerDown.current = true;
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', flush, true);
    document.addEventListener('pointercancel', flush, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', flush, true);
      document.removeEventListener('pointercancel', flush, true);
    };
  }, []);

  const markTouched = (id: string) => {
    if (pointerDown.current) {
      pending.current.push(id);
      return;
    }
    setTouched((current) => (current.has(id) ? current : new Set([...current, id])));
  };

  // Issue 9: the first field has the focus when the form opens (unless something in the form already took it).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!autoFocusFirst || !root || root.contains(document.activeElement)) return;
    if (document.activeElement?.closest('[role="dialog"]') && !root.closest('[role="dialog"]')) return;
    root.querySelector<HTMLElement>(FOCUSABLE_FIELD)?.focus();
  }, []);

  const blockedByData = disableSubmitWhileInvalid && !valid;
  const disabled = busy || blockedByData;
  // A disabled submit says, beside it and to screen readers, what is still missing.
  const missing = useMemo(
    () => (blockedByData ? missingFields(errors, form.schema, uiSchema as UiSchema | undefined) : []),
    [blockedByData, errors, form.schema, uiSchema],
  );
  const reasonId = `${idPrefix}__submit-reason`;
  return (
    <div className="schema-form" ref={rootRef} onSubmitCapture={() => setSubmitted(true)}>
      <Form<T, RJSFSchema, SchemaFormContext>
        schema={form.schema}
        validator={form.validator}
        uiSchema={uiSchema}
        formData={data}
        formContext={formContext}
        templates={templates}
        widgets={allWidgets}
        idPrefix={idPrefix}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        customValidate={customValidate}
        onChange={handleChange}
        onBlur={markTouched}
        // The errors are shown under their fields; without a handler RJSF would also log them as console errors.
        onError={() => undefined}
        onSubmit={(event) => {
          if (!busy) onSubmit((event.formData ?? {}) as T);
        }}
      >
        {beforeSubmit}
        <div className="form__actions">
          <button
            type="submit"
            className={`${submitClassName} form__submit`}
            disabled={disabled}
            aria-busy={busy || undefined}
            aria-describedby={disableSubmitWhileInvalid ? reasonId : undefined}
          >
            {busy ? <SpinnerIcon size={18} /> : null}
            {busy ? (busyLabel ?? submitLabel) : submitLabel}
          </button>
          {disableSubmitWhileInvalid ? (
            <p id={reasonId} className="form__reason">
              {missing.length && !busy ? `To enable ${submitLabel}, complete: ${missing.join(', ')}.` : ''}
            </p>
          ) : null}
        </div>
        {afterSubmit}
      </Form>
    </div>
  );
}
