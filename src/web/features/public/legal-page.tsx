import { company } from '#shared/company';
import { MailIcon, MapPinIcon, PhoneIcon } from '#web/components/icons';
import { LEGAL_DOWNLOADS, type LegalDocument } from './legal-text';
import { PageBanner } from './page-banner';
import { DownloadIcon } from './site-icons';
import { SocialLinks } from './social-links';
import './legal-page.css';

/** A legal text page: the text, a contact block, social links and both PDFs. */
export function LegalPage({ title, doc }: { title: string; doc: LegalDocument }) {
  return (
    <>
      <PageBanner title={title} crumbs={[{ label: 'Home', href: '/' }, { label: title }]} lead={doc.dateLine ?? undefined} />
      <div className="container legal">
        <aside className="legal__aside">
          <nav className="legal__toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className="legal__aside-title">
              On this page
            </h2>
            <ol>
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
                </li>
              ))}
            </ol>
          </nav>
          <section className="legal__downloads" aria-labelledby="legal-downloads-title">
            <h2 id="legal-downloads-title" className="legal__aside-title">
              Downloads
            </h2>
            <ul>
              {Object.values(LEGAL_DOWNLOADS).map((file) => (
                <li key={file.file}>
                  <a href={`/downloads/${file.file}`} download className="legal__download">
                    <DownloadIcon size={20} />
                    {file.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>

        <article className="legal__body">
          {doc.intro.map((text) => (
            <p key={text} className="legal__intro">
              {text}
            </p>
          ))}
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.blocks.map((block, i) =>
                block.kind === 'p' ? (
                  <p key={i}>{block.text}</p>
                ) : (
                  <ul key={i}>
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}

          <section className="legal__contact" aria-labelledby="legal-contact-title">
            <h2 id="legal-contact-title">Contact {company.name}</h2>
            <ul className="legal__contact-list">
              <li>
                <MapPinIcon size={20} />
                <address>{company.addressLine}</address>
              </li>
              <li>
                <MailIcon size={20} />
                <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
              </li>
              <li>
                <PhoneIcon size={20} />
                <a href={`tel:${company.phoneE164}`}>{company.phone}</a>
              </li>
            </ul>
            <SocialLinks />
          </section>
        </article>
      </div>
    </>
  );
}
