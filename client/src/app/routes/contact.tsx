import { usePageSubtitle } from '@/components/layout/page-subtitle';
import { PageTitle } from '@/lib/page-title';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';

/** /contact: write to the site's owners. */
export function ContactRoute() {
  usePageSubtitle('Contact us');
  return (
    <div className="space-y-8">
      <PageTitle title="Contact Us" />
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Contact Us</h1>
        <p className="text-lg text-ink-muted">
          A question about a beach, a photo to share, a beach we should add, or something on the
          site that does not work? Tell us.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="mb-4 text-xl font-semibold text-ink">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside aria-label="Other ways to reach us">
          <ContactInfo />
        </aside>
      </div>
    </div>
  );
}
