import { useEffect, useState } from 'react';
import { company } from '#shared/company';
import { MailIcon, MapPinIcon, PhoneIcon } from '#web/components/icons';
import { LEGAL_DOWNLOADS, type LegalDocument, type LegalSection } from './legal-text';
import { PageBanner } from './site/page-banner';
import { DownloadIcon } from './site/site-icons';
import { SocialLinks } from './site/social-links';
import './legal-page.css';

/** The page's header offset plus some air: a section counts as current once its top has passed this line. */
const CURRENT_LINE_PX = 120;

/**
 * The section being read on a wide screen (its top has passed under the header), for the table of contents; null
 * while prerendering and hydrating (the markup must match) and above the first section.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let found: string | null = null;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= CURRENT_LINE_PX) found = id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);
  return current;
}

function TocList({ sections, current }: { sections: readonly LegalSection[]; current?: string | null }) {
  return (
    <ol>
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className={section.id === current ? 'is-current' : undefined}
            aria-current={section.id === current ? 'location' : undefined}
          >
            {section.heading.replace(/^\d+\.\s*/, '')}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A legal text page: the text, a contact block, social links and both PDFs. The table of
 * contents is a collapsible "On this page" list at the top on narrow screens, and a sticky list beside the text on
 * wide ones, where the section being read is marked.
 */
export function LegalPage({ title, doc }: { title: string; doc: LegalDocument }) {
  const current = useCurrentSection(doc.sections.map((s) => s.id));
  return (
    <>
      <PageBanner title={title} crumbs={[{ label: 'Home', href: '/' }, { label: title }]} lead={doc.dateLine ?? undefined} />
      <div className="container legal">
        <aside className="legal__aside">
          <nav className="legal__toc-narrow" aria-label="On this page">
            <details>
              <summary>On this page</summary>
              <TocList sections={doc.sections} />
            </details>
          </nav>
          <nav className="legal__toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className="legal__aside-title">
              On this page
            </h2>
            <TocList sections={doc.sections} current={current} />
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
