import { useEffect, useMemo, useState } from 'react';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import notificationSettingsValidators, { schema as notificationSettingsSchema } from '#generated/validators/update-notification-settings-request';
import type { components } from '#generated/api';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { isEnvelope } from '#web/lib/api-errors';
import { fieldAria, labelIdOf } from '#web/lib/forms/field-state';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import { notify } from '#web/lib/notify';
import type { PageProps } from '#web/lib/page';
import { useAddPushDevice, useHubs, useNotificationSettings, usePushKey, useRemovePushDevice, useSaveNotificationSettings, useSendTestNotification } from './api';
import { rememberDevice, rememberedDevice } from '#web/lib/push-device';
import { browserSubscription, deviceLabel, PushProblem, pushSupport, PUSH_MESSAGES, subscribeThisDevice, unsubscribeThisDevice } from './web-push';
import './notifications-page.css';
import { LoadProblem } from '#web/components/problem-state';

type Settings = components['schemas']['NotificationSettings'];
type EventRow = Settings['events'][number];

export const IPHONE_NOTE =
  'On iPhone and iPad, push notifications work only once e-laundry is on your Home Screen: in Safari tap Share, then "Add to Home Screen", and open e-laundry from there. Until then your alerts come by e-mail.';
export const MAX_HUBS = 10;
export const CHANGED_ELSEWHERE =
  'Your notification choices were changed somewhere else since you started editing. Saving keeps the choices shown here.';

/** Profile → Notifications: which alerts reach you, by e-mail and by push, and the devices push goes to. */
export function NotificationsPage({ title }: PageProps) {
  const settings = useNotificationSettings();
  const lead = 'Choose what e-laundry tells you about, and how: by e-mail, by push notification on this device, or both.';

  if (settings.isPending) {
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <PageLoader label="Loading your notification settings…" />
      </>
    );
  }
  if (settings.isError || !settings.data) {
    return (
      <>
        <PageHeader title={title} lead={lead} />
        <LoadProblem id="notifications-error" title="We could not load your notification settings." onRetry={() => settings.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="notifications">
        <ChoicesForm settings={settings.data.data} />
        <ThisDevice settings={settings.data.data} />
      </div>
    </>
  );
}

/** The form's data: the request body's fields, as the server answered them or as the customer edits them. */
type Choices = FormDataOf<'UpdateNotificationSettingsRequest'>;
type EventChoice = NonNullable<Choices['events']>[number];

export const notificationsForm = defineForm<Choices>(notificationSettingsValidators, notificationSettingsSchema);

const choicesOf = (s: Settings): Choices => ({
  events: s.events.map(({ event, email, push }) => ({ event, email, push })),
  low_balance_threshold: s.low_balance_threshold === null ? undefined : Number(s.low_balance_threshold),
  followed_hub_ids: s.followed_hubs.map((h) => h.id),
});
const sameChoices = (a: Choices, b: Choices) => JSON.stringify(a) === JSON.stringify(b);

/** What the fields read beyond their data: the events' labels (the request carries only their keys). */
interface ChoicesContext {
  labels: Readonly<Record<string, string>>;
}

/** The events × channels table: one labelled checkbox per event and channel. */
function EventsField({ formData, onChange, fieldPathId, registry }: FieldProps<EventChoice[]>) {
  const { labels } = registry.formContext as unknown as ChoicesContext;
  const events = formData ?? [];
  const toggle = (event: EventRow['event'], channel: 'email' | 'push') =>
    onChange(
      events.map((r) => (r.event === event ? { ...r, [channel]: !r[channel] } : r)),
      fieldPathId.path,
    );
  return (
    <table className="notifications__table" id={fieldPathId.$id}>
      <caption className="visually-hidden">Alerts by event and channel</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">E-mail</th>
          <th scope="col">Push</th>
        </tr>
      </thead>
      <tbody>
        {events.map((row) => {
          const label = labels[row.event] ?? row.event;
          return (
            <tr key={row.event}>
              <th scope="row">{label}</th>
              {(['email', 'push'] as const).map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    className="check__input notifications__check"
                    checked={row[channel] === true}
                    onChange={() => toggle(row.event, channel)}
                    aria-label={`${label} by ${channel === 'email' ? 'e-mail' : 'push'}`}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const amountText = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value : '');

/**
 * The ₦ threshold as typed (commas allowed): a number for the form, nothing when empty (no alert), and the text itself
 * when it is not a number (the contract's check then says so). A value from the server shows with its kobo ("700.00").
 */
function ThresholdField({ formData, onChange, onBlur, fieldPathId, registry, uiSchema }: FieldProps<number | string>) {
  const id = fieldPathId.$id;
  const [text, setText] = useState(() => amountText(formData));
  const parse = (t: string): number | string | undefined => {
    const clean = t.trim().replace(/,/g, '');
    if (clean === '') return undefined;
    const n = Number(clean);
    return Number.isFinite(n) ? n : t;
  };
  // A value that did not come from this box (the saved answer, a refresh before any edit) replaces the text.
  const shown = parse(text) === formData ? text : amountText(formData);
  // A custom field has no label from the row (RJSF): it brings its own.
  return (
    <>
      <label id={labelIdOf(id)} htmlFor={id} className="field__label">
        {String(uiSchema?.['ui:title'] ?? '')}
      </label>
      <input
      id={id}
      name={id}
      className="field__input"
      inputMode="decimal"
      value={shown}
      placeholder={typeof uiSchema?.['ui:placeholder'] === 'string' ? uiSchema['ui:placeholder'] : undefined}
      {...fieldAria(id, registry)}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value), fieldPathId.path);
      }}
      onBlur={(event) => onBlur(id, event.target.value)}
      />
    </>
  );
}

/** The hubs followed (at most MAX_HUBS), by location. */
function HubsField({ formData, onChange, fieldPathId }: FieldProps<number[]>) {
  const hubs = useHubs();
  const followed = formData ?? [];
  const full = followed.length >= MAX_HUBS;
  const flip = (id: number) => onChange(followed.includes(id) ? followed.filter((x) => x !== id) : [...followed, id], fieldPathId.path);
  return (
    <fieldset className="notifications__hubs" id={fieldPathId.$id}>
      <legend className="field__label">Hubs I follow — tell me when a washer or dryer there is free</legend>
      {hubs.isPending ? <PageLoader label="Loading hubs…" /> : null}
      {hubs.isError ? (
        <p className="field__error" role="alert">
          We could not load the hubs. <button type="button" className="btn btn--ghost" onClick={() => hubs.refetch()}>Try again</button>
        </p>
      ) : null}
      {hubs.data && hubs.data.data.every((l) => l.hubs.length === 0) ? <p>No hubs yet.</p> : null}
      {hubs.data?.data
        .filter((l) => l.hubs.length)
        .map((location) => (
          <div key={location.id} className="notifications__location" role="group" aria-label={location.name}>
            <p className="notifications__location-name" aria-hidden="true">
              {location.name}
            </p>
            {location.hubs.map((hub) => (
              <label key={hub.id} className="check notifications__hub">
                <input
                  type="checkbox"
                  className="check__input"
                  checked={followed.includes(hub.id)}
                  disabled={full && !followed.includes(hub.id)}
                  onChange={() => flip(hub.id)}
                />
                <span className="check__label">{hub.name}</span>
              </label>
            ))}
          </div>
        ))}
      {full ? <p className="field__hint">You follow {MAX_HUBS} hubs, the most there can be.</p> : null}
    </fieldset>
  );
}

const uiSchema: UiSchema<Choices> = {
  'ui:order': ['events', 'low_balance_threshold', 'followed_hub_ids'],
  events: { 'ui:field': EventsField, 'ui:options': { label: false } },
  low_balance_threshold: {
    'ui:field': ThresholdField,
    'ui:title': 'Alert me when my balance falls below (₦)',
    'ui:placeholder': 'e.g. 500 — leave empty for no alert',
    'ui:classNames': 'notifications__threshold',
  },
  followed_hub_ids: { 'ui:field': HubsField, 'ui:options': { label: false } },
};

/**
 * The choices form. What it shows is the server's answer until the customer edits; from the first edit it is their
 * draft, which no background refresh of the settings query replaces (a device added, the window focused again). A save
 * ends the draft (the form shows the saved answer). When the server's answer changed under a draft (another tab, another
 * device), the draft stays and a note says so: saving keeps what the customer sees, nothing is overwritten silently.
 */
function ChoicesForm({ settings }: { settings: Settings }) {
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<{ base: Choices; choices: Choices } | null>(null);
  // Each save starts the form afresh: it shows the saved answer as the server words it.
  const [saves, setSaves] = useState(0);
  const server = choicesOf(settings);
  const choices = draft?.choices ?? server;
  const changedElsewhere = draft !== null && !sameChoices(draft.base, server);
  const edit = (next: Choices) => setDraft((d) => ({ base: d?.base ?? server, choices: next }));
  const labels = Object.fromEntries(settings.events.map((e) => [e.event, e.label]));
  const context = useMemo(() => ({ labels }), [JSON.stringify(labels)]);
  const serverErrors = isEnvelope(save.error) ? save.error.error : null;

  const submit = (values: Choices) => {
    save.mutate(
      {
        body: {
          events: (values.events ?? []).map(({ event, email, push }) => ({ event, email, push })),
          low_balance_threshold: typeof values.low_balance_threshold === 'number' ? values.low_balance_threshold : null,
          followed_hub_ids: values.followed_hub_ids ?? [],
        },
      },
      {
        onSuccess: () => {
          setDraft(null);
          setSaves((n) => n + 1);
          notify.success('Your notification choices are saved.');
        },
      },
    );
  };

  return (
    <section className="card notifications__choices" aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="notifications__title">
        Alerts
      </h2>
      <SchemaForm<Choices>
        key={saves}
        form={notificationsForm}
        uiSchema={uiSchema}
        formData={choices}
        onChange={edit}
        onSubmit={submit}
        context={context}
        idPrefix="notifications"
        autoFocusFirst={false}
        submitLabel="Save choices"
        busy={save.isPending}
        busyLabel="Saving…"
        serverErrors={serverErrors}
        beforeSubmit={
          changedElsewhere ? (
            <p className="notifications__note" role="status">
              {CHANGED_ELSEWHERE}
            </p>
          ) : null
        }
      />
    </section>
  );
}

/**
 * This browser's push: "Enable push on this device" when it is off, "Turn off push on this device" when it is on — on
 * meaning the browser really holds a subscription (PushManager.getSubscription()) and the account still lists the
 * device it was stored as. Turning off unsubscribes the browser as well as forgetting the server's row, from the top
 * control or from the device list's own row.
 */
function ThisDevice({ settings }: { settings: Settings }) {
  const key = usePushKey();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const test = useSendTestNotification();
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [browserEndpoint, setBrowserEndpoint] = useState<string | null | undefined>(undefined);
  const [remembered, setRemembered] = useState(rememberedDevice);
  const support = pushSupport();
  const serverPush = key.data?.data.enabled === true && key.data.data.public_key;

  useEffect(() => {
    let live = true;
    void browserSubscription().then((sub) => live && setBrowserEndpoint(sub?.endpoint ?? null));
    return () => {
      live = false;
    };
  }, []);
  const thisDeviceId =
    remembered && browserEndpoint === remembered.endpoint && settings.devices.some((d) => d.id === remembered.id) ? remembered.id : null;
  const remember = (device: { id: number; endpoint: string } | null) => {
    rememberDevice(device);
    setRemembered(device);
  };

  const enable = async () => {
    if (!serverPush) return;
    setBusy('on');
    try {
      const sub = await subscribeThisDevice(serverPush);
      if (!sub.endpoint || !sub.keys?.p256dh || !sub.keys.auth) throw new PushProblem(PUSH_MESSAGES.failed);
      const answer = await add.mutateAsync({ body: { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth }, label: deviceLabel() } });
      remember({ id: answer.data.id, endpoint: sub.endpoint });
      setBrowserEndpoint(sub.endpoint);
      notify.success('Push notifications are on for this device.');
    } catch (err) {
      notify.error(err instanceof PushProblem ? err.message : isEnvelope(err) ? err.message : PUSH_MESSAGES.failed);
    } finally {
      setBusy(null);
    }
  };

  /** Forgets the server's row (gone already is fine), then unsubscribes the browser. */
  const turnOffHere = async (id: number) => {
    setBusy('off');
    try {
      await remove.mutateAsync({ params: { path: { id } } }).catch((err: unknown) => {
        if (!(isEnvelope(err) && err.code === 404)) throw err;
      });
      remember(null);
      await unsubscribeThisDevice();
      setBrowserEndpoint(null);
      notify.success('Push notifications are off for this device.');
    } catch (err) {
      notify.error(err instanceof PushProblem ? err.message : isEnvelope(err) ? err.message : PUSH_MESSAGES.offFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card notifications__device" aria-labelledby="device-title">
      <h2 id="device-title" className="notifications__title">
        Push notifications
      </h2>
      <p className="notifications__note" role="note">
        {IPHONE_NOTE}
      </p>
      {support === 'unsupported' ? <p role="status">This browser does not support push notifications. Your alerts come by e-mail.</p> : null}
      {key.data && !serverPush ? <p role="status">Push notifications are not available on this server. Your alerts come by e-mail.</p> : null}
      {thisDeviceId !== null ? <p className="notifications__here">This device gets push notifications.</p> : null}
      <div className="notifications__actions">
        {thisDeviceId !== null ? (
          <button type="button" className="btn btn--ghost" onClick={() => turnOffHere(thisDeviceId)} disabled={busy !== null}>
            {busy === 'off' ? 'Turning off…' : 'Turn off push on this device'}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={enable} disabled={busy !== null || support !== 'supported' || !serverPush}>
            {busy === 'on' ? 'Turning on…' : 'Enable push on this device'}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost"
          disabled={test.isPending}
          onClick={() => test.mutate({}, { onSuccess: (answer) => notify.success(answer.message) })}
        >
          {test.isPending ? 'Sending…' : 'Send me a test notification'}
        </button>
      </div>
      <h3 className="notifications__subtitle">Devices with push on</h3>
      {settings.devices.length === 0 ? (
        <p>No devices yet. Enable push on this device to get alerts here.</p>
      ) : (
        <ul className="notifications__devices">
          {settings.devices.map((d) => (
            <li key={d.id}>
              <span>
                {d.label || 'A device'}
                {d.id === thisDeviceId ? <span className="notifications__this"> (this device)</span> : null}
              </span>{' '}
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={`Turn off push on ${d.label || 'a device'}${d.id === thisDeviceId ? ' (this device)' : ''}`}
                disabled={remove.isPending || busy !== null}
                onClick={() =>
                  d.id === thisDeviceId
                    ? turnOffHere(d.id)
                    : remove.mutate({ params: { path: { id: d.id } } }, { onSuccess: () => notify.success('Push notifications are off for that device.') })
                }
              >
                Turn off
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
