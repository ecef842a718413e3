import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "../_components/legal-page";

export const metadata: Metadata = {
  title: "Terms of Use",
  description: "The rules for using Gigline, the marketplace for temporary work: accounts, jobs, payments, reviews and in-app messaging.",
  alternates: { canonical: "/terms" },
};

// The platform rule of marketplace.md §1, word for word.
const OFF_PLATFORM_RULE =
  "It is a violation of our terms and conditions to use phone numbers, emails, or alternative means for communication other than our in-app messaging feature.";

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Use" updated="November 22, 2026">
      <p>
        These terms govern your use of Gigline, a marketplace where employers (&ldquo;customers&rdquo;) post temporary work and hire people
        (&ldquo;providers&rdquo;) to do it. By creating an account or using Gigline you agree to them. If you do not agree, please do not
        use the service.
      </p>

      <section>
        <h2>1. Your account</h2>
        <ul>
          <li>You must be at least 18 years old and able to enter into a binding contract.</li>
          <li>Give accurate information about yourself or your company and keep it up to date.</li>
          <li>
            Keep your password secret. You are responsible for what happens under your account; tell us at once if you think someone else is
            using it.
          </li>
          <li>One person or company per account. You may delete your account at any time from your profile settings.</li>
        </ul>
      </section>

      <section>
        <h2>2. Jobs, proposals and contracts</h2>
        <p>
          Gigline is a venue: it is not the employer of providers and not a party to the work agreed between a customer and a provider.
          Customers describe jobs honestly, including pay, duration and location. Providers only apply for work they are able and, where the
          law requires it, licensed to do. When a customer hires a provider, both are responsible for complying with the laws that apply to
          that work, including tax, safety and employment rules.
        </p>
      </section>

      <section>
        <h2>3. Payments and fees</h2>
        <p>
          Payments for work arranged on Gigline are made through Gigline. A service fee, shown as a percentage before you confirm a payment,
          is added to each payment. Paying or asking to be paid outside Gigline for work found on Gigline is not allowed.
        </p>
      </section>

      <section>
        <h2>4. Communication</h2>
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 font-medium text-amber-900">{OFF_PLATFORM_RULE}</p>
        <p>
          Messages that contain contact details (e-mail addresses, phone numbers, messenger handles or social-media links) may be flagged
          and blocked. Keeping conversations in Gigline protects both sides: there is a record if something goes wrong, and nobody&apos;s
          private contact details are exposed.
        </p>
      </section>

      <section>
        <h2>5. Reviews</h2>
        <p>
          After a contract is completed or cancelled, the customer may leave one review of the provider. Reviews must be honest and about
          the work done. We may remove reviews that are abusive, fake, or that contain personal data.
        </p>
      </section>

      <section>
        <h2>6. Background checks and partner offers</h2>
        <p>
          Customers may request background checks on candidates through our screening partner, at their own cost and only with the lawful
          consent the partner collects. Benefit offers (such as health insurance or a financial review) are provided by partners under their
          own terms.
        </p>
      </section>

      <section>
        <h2>7. What is not allowed</h2>
        <ul>
          <li>Harassment, discrimination, threats or hateful content.</li>
          <li>Fake jobs, fake profiles, spam, or asking for free work.</li>
          <li>Illegal work, or work that would require a licence you do not hold.</li>
          <li>Collecting other people&apos;s data, scraping, or trying to break or overload the service.</li>
        </ul>
        <p>We may suspend or close accounts that break these terms.</p>
      </section>

      <section>
        <h2>8. Disclaimers and liability</h2>
        <p>
          Gigline is provided &ldquo;as is&rdquo;. We work to keep it available and secure, but we do not guarantee that any job will be
          filled or that any person will perform as described. To the extent the law allows, Gigline is not liable for indirect or
          consequential losses arising from the use of the service or from work arranged through it.
        </p>
      </section>

      <section>
        <h2>9. Changes</h2>
        <p>
          We may update these terms. When the changes are significant we will tell you in the app before they take effect. Continuing to use
          Gigline after that means you accept the new terms. How we handle your data is described in our{" "}
          <Link href="/privacy" className="text-brand-700 underline hover:text-brand-600">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </LegalPage>
  );
}
