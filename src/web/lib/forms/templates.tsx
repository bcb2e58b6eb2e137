import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import {
  getInputProps,
  getUiOptions,
  type BaseInputTemplateProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type TemplatesType,
} from '@rjsf/utils';
import { errorIdOf, fieldAria, hintIdOf, labelIdOf, shownErrors } from './field-state';
import { FieldErrors } from './field-errors';

/**
 * One field row: label (with a required marker), the widget, an optional hint (`ui:help`), and the field's errors —
 * shown once the field was left or the form submitted. The contract's `description`s are developer notes and are
 * never shown; `ui:description` is. `ui:options.before` / `ui:options.after` (React nodes) are shown before / after the
 * row, e.g. what a choice means between it and the next field.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, hidden, required, displayLabel, uiSchema, registry, fieldPathId } = props;
  if (hidden) return <div hidden>{children}</div>;
  // The root object: no row of its own.
  if (!fieldPathId.path.length) return children;

  const options = getUiOptions(uiSchema);
  const before = options.before as ReactNode | undefined;
  const after = options.after as ReactNode | undefined;
  if (before != null || after != null) {
    return (
      <>
        {before}
        <FieldTemplate {...props} uiSchema={{ ...uiSchema, 'ui:options': { ...options, before: undefined, after: undefined } }} />
        {after}
      </>
    );
  }
  const errors = shownErrors(id, registry);
  const ownLabel = options.ownLabel === true || options.widget === 'terms' || options.widget === 'checkbox';
  const help = typeof options.help === 'string' ? options.help : undefined;
  const description = typeof options.description === 'string' ? options.description : undefined;
  const classes = ['field', typeof options.classNames === 'string' ? options.classNames : '', errors.length ? 'field--invalid' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      {displayLabel && !ownLabel ? (
        <label id={labelIdOf(id)} htmlFor={id} className="field__label">
          {label}
          {required ? (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {description ? <p className="field__description">{description}</p> : null}
      {children}
      {help ? (
        <p id={hintIdOf(id)} className="field__hint">
          {help}
        </p>
      ) : null}
      <FieldErrors id={errorIdOf(id)} errors={errors} />
    </div>
  );
}

/** Text-like inputs (text, email, tel…), styled, with the ARIA state of the field. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    registry,
    placeholder,
    required,
    type,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const isEmail = inputProps.type === 'email';
  const trim = isEmail || options.trim === true;
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const next = trim ? target.value.trim() : target.value;
    onChange(next === '' ? options.emptyValue : next);
  };
  return (
    <input
      id={id}
      name={htmlName || id}
      className="field__input"
      {...inputProps}
      value={value == null ? '' : value}
      placeholder={placeholder}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
      inputMode={isEmail ? 'email' : (options.inputMode as 'text' | undefined)}
      autoCapitalize={options.autoCapitalize === false || isEmail ? 'none' : undefined}
      spellCheck={options.spellCheck === false || isEmail ? false : undefined}
      aria-required={required || undefined}
      {...fieldAria(id, registry, typeof options.help === 'string')}
      onChange={onChangeOverride || handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}

/** The form's properties in order, without a fieldset or title (the page's h1 names the form). */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="form__fields">{properties.map((p) => p.content)}</div>;
}

const Nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  // Errors are shown under each field; titles and the contract's descriptions are not shown.
  ErrorListTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
};
