import { useEffect, useId, useState, type FormEvent } from 'react';
import type { components } from '#generated/api';
import { AlertIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { isEnvelope } from '#web/lib/api-errors';
import { notify } from '#web/lib/notify';
import type { PageProps } from '#web/lib/page';
import { useAddPushDevice, useHubs, useNotificationSettings, usePushKey, useRemovePushDevice, useSaveNotificationSettings, useSendTestNotification } from './api';
import { rememberDevice, rememberedDevice } from '#web/lib/push-device';
import { browserSubscription, deviceLabel, PushProblem, pushSupport, PUSH_MESSAGES, subscribeThisDevice, unsubscribeThisDevice } from './web-push';
import '#web/lib/forms/forms.css';
import './notifications-page.css';

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
        <section className="state state--error" aria-labelledby="notifications-error">
          <AlertIcon size={40} className="state__icon" />
          <p id="notifications-error" className="state__title">
            We could not load your notification settings.
          </p>
          <p className="state__text">Please check your connection and try again.</p>
          <div className="state__actions">
            <button type="button" className="btn btn--primary" onClick={() => settings.refetch()}>
              Try again
            </button>
          </div>
        </section>
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

/** The form's choices: what the server answered, or the customer's edit of them. */
interface Choices {
  events: EventRow[];
  threshold: string;
  followed: number[];
}
const choicesOf = (s: Settings): Choices => ({ events: s.events, threshold: s.low_balance_threshold ?? '', followed: s.followed_hubs.map((h) => h.id) });
const sameChoices = (a: Choices, b: Choices) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The choices form. What it shows is the server's answer until the customer edits; from the first edit it is their
 * draft, which no background refresh of the settings query replaces (a device added, the window focused again). A save
 * ends the draft (the form shows the saved answer). When the server's answer changed under a draft (another tab, another
 * device), the draft stays and a note says so: saving keeps what the customer sees, nothing is overwritten silently.
 */
function ChoicesForm({ settings }: { settings: Settings }) {
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<{ base: Choices; choices: Choices } | null>(null);
  const server = choicesOf(settings);
  const { events, threshold, followed } = draft?.choices ?? server;
  const changedElsewhere = draft !== null && !sameChoices(draft.base, server);
  const edit = (change: (c: Choices) => Partial<Choices>) =>
    setDraft((d) => {
      const current = d ?? { base: server, choices: server };
      return { ...current, choices: { ...current.choices, ...change(current.choices) } };
    });
  const setThreshold = (value: string) => edit(() => ({ threshold: value }));
  const setFollowed = (ids: number[]) => edit(() => ({ followed: ids }));
  const thresholdId = useId();
  const fieldErrors = save.isError && isEnvelope(save.error) ? (save.error.error ?? {}) : {};
  const thresholdError = fieldErrors.low_balance_threshold?.[0];

  const toggle = (event: EventRow['event'], channel: 'email' | 'push') =>
    edit((c) => ({ events: c.events.map((r) => (r.event === event ? { ...r, [channel]: !r[channel] } : r)) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = threshold.trim() === '' ? null : Number(threshold.replace(/,/g, ''));
    save.mutate(
      {
        body: {
          events: events.map(({ event, email, push }) => ({ event, email, push })),
          low_balance_threshold: amount !== null && Number.isFinite(amount) ? amount : null,
          followed_hub_ids: followed,
        },
      },
      {
        onSuccess: () => {
          setDraft(null);
          notify.success('Your notification choices are saved.');
        },
      },
    );
  };

  return (
    <form className="card notifications__choices" onSubmit={submit} aria-labelledby="alerts-title" noValidate>
      <h2 id="alerts-title" className="notifications__title">
        Alerts
      </h2>
      <table className="notifications__table">
        <caption className="visually-hidden">Alerts by event and channel</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">E-mail</th>
            <th scope="col">Push</th>
          </tr>
        </thead>
        <tbody>
          {events.map((row) => (
            <tr key={row.event}>
              <th scope="row">{row.label}</th>
              {(['email', 'push'] as const).map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    className="check__input notifications__check"
                    checked={row[channel]}
                    onChange={() => toggle(row.event, channel)}
                    aria-label={`${row.label} by ${channel === 'email' ? 'e-mail' : 'push'}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="field notifications__threshold">
        <label htmlFor={thresholdId} className="field__label">
          Alert me when my balance falls below (₦)
        </label>
        <input
          id={thresholdId}
          className="field__input"
          inputMode="decimal"
          value={threshold}
          placeholder="e.g. 500 — leave empty for no alert"
          onChange={(e) => setThreshold(e.target.value)}
          aria-invalid={thresholdError ? true : undefined}
          aria-describedby={thresholdError ? `${thresholdId}-error` : undefined}
        />
        {thresholdError ? (
          <p id={`${thresholdId}-error`} className="field__error" role="alert">
            {thresholdError}
          </p>
        ) : null}
      </div>

      <HubPicker followed={followed} onChange={setFollowed} error={fieldErrors.followed_hub_ids?.[0]} />

      {changedElsewhere ? (
        <p className="notifications__note" role="status">
          {CHANGED_ELSEWHERE}
        </p>
      ) : null}
      <div className="notifications__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save choices'}
        </button>
      </div>
    </form>
  );
}

function HubPicker({ followed, onChange, error }: { followed: number[]; onChange(ids: number[]): void; error?: string }) {
  const hubs = useHubs();
  const full = followed.length >= MAX_HUBS;
  const flip = (id: number) => onChange(followed.includes(id) ? followed.filter((x) => x !== id) : [...followed, id]);
  return (
    <fieldset className="notifications__hubs">
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
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
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
