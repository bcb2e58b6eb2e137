/**
 * A field's messages under it (`.field__errors`, one `.field__error` each), nothing when there are none. `alert`
 * announces them as they appear (a field outside the schema forms, checked as files are picked).
 */
export function FieldErrors({ id, errors, alert = false }: { id: string; errors: readonly string[]; alert?: boolean }) {
  return errors.length ? (
    <div id={id} className="field__errors" role={alert ? 'alert' : undefined}>
      {errors.map((message) => (
        <p key={message} className="field__error">
          {message}
        </p>
      ))}
    </div>
  ) : null;
}
