import { useState, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { Link } from 'wouter';
import updateProfileValidators, { schema as updateProfileSchema } from '#generated/validators/update-profile-request';
import type { components } from '#generated/api';
import { PageHeader } from '#web/components/page-header';
import { PageLoader } from '#web/components/page-loader';
import { isEnvelope } from '#web/lib/api-errors';
import { countryCodeOfName, countryName } from '#web/lib/forms/countries';
import { CountryWidget } from '#web/lib/forms/country-widget';
import type { FormDataOf } from '#web/lib/forms/form-data';
import { defineForm } from '#web/lib/forms/form-validator';
import { SchemaForm } from '#web/lib/forms/schema-form';
import type { PageProps } from '#web/lib/page';
import { useProfile, useUpdateProfile } from './api';
import { AvatarUpload } from './avatar-upload';
import { DataExportSection } from './data-export-section';
import './profile-page.css';
import { LoadProblem } from '#web/components/problem-state';

type User = components['schemas']['User'];
export type ProfileData = FormDataOf<'UpdateProfileRequest'>;

export const profileForm = defineForm<ProfileData>(updateProfileValidators, updateProfileSchema);

const widgets = { country: CountryWidget };

const uiSchema: UiSchema<ProfileData> = {
  'ui:order': ['firstname', 'lastname', 'country', 'address', 'city', 'zip', '*'],
  firstname: { 'ui:readonly': true, 'ui:classNames': 'field--half', 'ui:options': { autocomplete: 'given-name' } },
  lastname: { 'ui:readonly': true, 'ui:classNames': 'field--half', 'ui:options': { autocomplete: 'family-name' } },
  country: { 'ui:widget': 'country', 'ui:placeholder': 'Select country', 'ui:options': { valueIsCode: true } },
  country_code: { 'ui:widget': 'hidden' },
  city: { 'ui:placeholder': 'e.g. Abuja', 'ui:classNames': 'field--half', 'ui:options': { autocomplete: 'address-level2' } },
  zip: { 'ui:placeholder': 'e.g. 900288', 'ui:classNames': 'field--half', 'ui:options': { autocomplete: 'postal-code' } },
  address: { 'ui:placeholder': 'Street and house number', 'ui:options': { autocomplete: 'street-address' } },
};

/** The edit form's starting values: the profile's names and address (the address's country is a name). */
export function profileFormData(user: User): ProfileData {
  const name = user.address.country || user.country_code;
  const code = countryCodeOfName(name);
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    country: code,
    country_code: code ? countryName(code) : undefined,
    city: user.address.city || undefined,
    address: user.address.address || undefined,
    zip: user.address.zip || undefined,
  };
}

/** The PATCH body: the chosen country's code and name, the address trimmed (the names are read-only, not sent). */
export function profilePayload(data: ProfileData) {
  return {
    country: data.country ?? '',
    country_code: countryName(data.country) ?? data.country_code,
    city: data.city?.trim() ?? '',
    address: data.address?.trim() ?? '',
    zip: data.zip?.trim() ?? '',
  };
}

const notSet = (value: string) => (!value || value.toUpperCase() === 'N/A' ? null : value);

function Summary({ user }: { user: User }) {
  const mobile = user.mobile ? `${user.mobile_code ? `+${user.mobile_code} ` : ''}${user.mobile}` : null;
  const rows: [string, ReactNode][] = [
    ['Name', `${user.firstname} ${user.lastname}`.trim()],
    ['E-mail', user.email],
    ['Mobile', mobile ?? 'Not given'],
    ['Card number', notSet(user.card_no) ?? 'No card linked yet'],
    [
      'Two-factor authentication',
      <>
        <span className={`tfa-state tfa-state--${user.tfa_enabled ? 'on' : 'off'}`}>{user.tfa_enabled ? 'Enabled' : 'Disabled'}</span>{' '}
        <Link href="/my/user/twofactor">{user.tfa_enabled ? 'Manage' : 'Set up'}</Link>
      </>,
    ],
  ];
  return (
    <dl className="profile-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EditForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [data, setData] = useState<ProfileData>(() => profileFormData(user));
  const fieldErrors = update.isError && isEnvelope(update.error) ? (update.error.error ?? null) : null;

  return (
    <SchemaForm<ProfileData>
      form={profileForm}
      uiSchema={uiSchema}
      widgets={widgets}
      formData={data}
      onChange={(next) => setData({ ...next, country_code: countryName(next.country) })}
      onSubmit={(values) => update.mutate({ body: profilePayload(values) })}
      submitLabel="Update Profile"
      busy={update.isPending}
      busyLabel="Saving…"
      disableSubmitWhileInvalid
      serverErrors={fieldErrors}
      idPrefix="profile"
      autoFocusFirst={false}
    />
  );
}

/** Profile: the picture with its upload, the read-only summary, and the address form. */
export function ProfilePage({ title }: PageProps) {
  const profile = useProfile();
  const user = profile.data?.data;

  let body: ReactNode;
  if (profile.isPending) {
    body = <PageLoader label="Loading your profile…" />;
  } else if (profile.isError || !user) {
    body = (
      <LoadProblem id="profile-problem" title="We could not load your profile." onRetry={() => profile.refetch()} />
    );
  } else {
    const name = `${user.firstname} ${user.lastname}`.trim();
    body = (
      <div className="profile-grid">
        <section className="card profile-card" aria-labelledby="profile-summary-title">
          <AvatarUpload image={user.image} name={name} />
          <h2 id="profile-summary-title" className="visually-hidden">
            Your details
          </h2>
          <Summary user={user} />
        </section>
        <section className="card profile-edit" aria-labelledby="profile-edit-title">
          <h2 id="profile-edit-title" className="profile-edit__title">
            Your address
          </h2>
          <p className="profile-edit__lead">Your name is as registered; to change it, please open a support ticket.</p>
          {/* A fresher profile (the cache restored after a reload, then the server's answer) restarts the form from it. */}
          <EditForm key={JSON.stringify([user.address, user.firstname, user.lastname])} user={user} />
        </section>
        <section className="card profile-close" aria-labelledby="profile-close-title">
          <h2 id="profile-close-title" className="profile-edit__title">
            Close my account
          </h2>
          <p className="profile-edit__lead">
            Your personal data is erased and your remaining balance is paid back to you free of charge (except referral
            credit, which is laundry credit only), or given up if you choose. Records of payments are kept for 6 years, as the law requires, under a code that no longer names you.
          </p>
          <Link href="/my/user/close-account" className="btn btn--ghost">
            Close my account…
          </Link>
        </section>
      </div>
    );
    body = (
      <>
        {body}
        <DataExportSection />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} lead="Your picture, your details and your address." />
      {body}
    </>
  );
}
