import type { FieldProps } from '@rjsf/utils';
import type { components } from '#generated/api';
import { errorIdOf, hintIdOf, shownErrors } from '#web/lib/forms/field-state';
import { $staffApi } from '#web/lib/staff-api';

export type ServiceCentre = components['schemas']['StaffServiceCentre'];

/** The service centres in the member's scope with their locations (listStaffServiceCentres), cached a minute. */
export const useServiceCentres = () => $staffApi.useQuery('get', '/staff/service-centres', {}, { staleTime: 60_000 });

/** The locations of a list of centres, each once, in the list's order (by location name). */
export function locationsOf(centres: readonly ServiceCentre[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const c of centres) if (!seen.has(c.location_id)) seen.set(c.location_id, c.location);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** "Port Harcourt, Abuja" for ids, by the names of the list (an id the list lacks — out of scope — as "#7"). */
export function placeNames(ids: readonly number[], places: readonly { id: number; name: string }[]): string {
  const names = new Map(places.map((p) => [p.id, p.name]));
  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

/**
 * Places as checkboxes, by name, from listStaffServiceCentres: `ui:options.kind` 'centres' (grouped under their
 * locations) or 'locations'. `ui:options.required`: at least one (a management card's hubs); otherwise none means
 * everywhere (a staff member's scope). Loading and error states are said in the field; the ids stay the form's data.
 */
export function PlacePickerField({ fieldPathId, formData, onChange, schema, uiSchema, disabled, readonly, registry }: FieldProps<number[]>) {
  const id = fieldPathId.$id;
  const options = (uiSchema?.['ui:options'] ?? {}) as { kind?: 'centres' | 'locations'; required?: boolean };
  const kind = options.kind ?? 'centres';
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  // RJSF fills an array with minItems with empty items ([null]): only ids count.
  const chosen = new Set((formData ?? []).filter((n): n is number => Number.isInteger(n)));
  const centres = useServiceCentres();
  const list = centres.data?.data ?? [];
  const toggle = (placeId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(placeId);
    else next.delete(placeId);
    onChange([...next].sort((a, b) => a - b), fieldPathId.path);
  };
  const box = (placeId: number, label: string) => (
    <label key={placeId} className="place-picker__option">
      <input type="checkbox" checked={chosen.has(placeId)} disabled={disabled || readonly} onChange={(event) => toggle(placeId, event.target.checked)} />
      <span>{label}</span>
    </label>
  );
  const groups = kind === 'locations' ? [] : locationsOf(list).map((l) => ({ ...l, centres: list.filter((c) => c.location_id === l.id) }));
  return (
    <fieldset id={id} className="place-picker" aria-describedby={[shownErrors(id, registry).length ? errorIdOf(id) : null, hintIdOf(id)].filter(Boolean).join(' ')}>
      <legend className="field__label">
        {title}
        {options.required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          ' (optional)'
        )}
      </legend>
      {centres.isPending ? (
        <p role="status" className="field__hint">
          Loading the hubs…
        </p>
      ) : centres.isError ? (
        <p role="alert" className="field__hint">
          The hubs could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void centres.refetch()}>
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="field__hint">There is no hub in your places yet.</p>
      ) : kind === 'locations' ? (
        <div className="place-picker__options">{locationsOf(list).map((l) => box(l.id, l.name))}</div>
      ) : (
        groups.map((g) => (
          <div key={g.id} className="place-picker__group" role="group" aria-label={g.name}>
            <span className="place-picker__location">{g.name}</span>
            <div className="place-picker__options">{g.centres.map((c) => box(c.id, c.name))}</div>
          </div>
        ))
      )}
      <p id={hintIdOf(id)} className="field__hint">
        {options.required ? 'At least one.' : 'None: everywhere.'}
      </p>
    </fieldset>
  );
}
