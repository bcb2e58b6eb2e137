import { company } from '#shared/company';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '#web/components/icons';

/** Address, phone, e-mail (and optionally office hours) from src/shared/company.ts. */
export function ContactList({ showHours = true, className = '' }: { showHours?: boolean; className?: string }) {
  return (
    <ul className={`contact-list ${className}`.trim()}>
      <li>
        <MapPinIcon size={18} />
        <address>{company.addressLine}</address>
      </li>
      <li>
        <PhoneIcon size={18} />
        <a href={`tel:${company.phoneE164}`}>{company.phone}</a>
      </li>
      <li>
        <MailIcon size={18} />
        <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
      </li>
      {showHours ? (
        <li>
          <ClockIcon size={18} />
          <span>{company.officeHours}</span>
        </li>
      ) : null}
    </ul>
  );
}
