import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "../_components/legal-page";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What Gigline collects, what is public on a provider profile, who we share data with, and how to delete your account.",
  alternates: { canonical: "/privacy" },
};

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 22, 2026">
      <p>
        This policy explains what information Gigline collects when you use the marketplace, why, and the choices you have. We collect only
        what we need to run the service, and we do not sell personal data.
      </p>

      <section>
        <h2>1. What we collect</h2>
        <ul>
          <li>
            Account details: name or company name, e-mail address, phone number, password (stored only as a one-way hash) and account type.
          </li>
          <li>Location: the address you enter, which we turn into coordinates to show nearby jobs and people.</li>
          <li>Profile details: photo, title, overview, skills, hourly rate, categories, education, work experience and resume.</li>
          <li>Activity: jobs, proposals, contracts, reviews, messages, notifications and payments made in the app.</li>
          <li>Technical data: sign-in times, IP addresses (used for security and rate limiting) and the device type you sign in from.</li>
        </ul>
      </section>

      <section>
        <h2>2. What is public</h2>
        <p>
          If you work on Gigline, your provider profile has a public page that anyone, including search engines, can see at{" "}
          <Link href="/pros" className="text-brand-700 underline hover:text-brand-600">
            /pros
          </Link>
          . It shows your first name and last initial, photo, title, city and state, hourly rate, rating, skills, categories, overview,
          education and work experience. It never shows your e-mail address, phone number, street address or resume. Signed-in users also
          see your full name. Deleting your account removes your public page.
        </p>
      </section>

      <section>
        <h2>3. How we use it</h2>
        <ul>
          <li>To run your account, match jobs with people, and deliver messages and notifications.</li>
          <li>To process payments and keep the records the law requires.</li>
          <li>To keep Gigline safe: preventing fraud, spam, and contact-detail sharing that breaks our Terms of Use.</li>
          <li>To send service e-mails such as password reset codes. We do not send marketing e-mail without your consent.</li>
        </ul>
      </section>

      <section>
        <h2>4. Who we share it with</h2>
        <p>
          With the other party of a job, as far as the job needs it (for example your name and profile when you apply). With service
          providers that host our servers and files, deliver e-mail and process payments, under contracts that limit their use of the data.
          With our background-check partner only when an employer requests a check and you consent to it with the partner. With authorities
          when the law requires it.
        </p>
      </section>

      <section>
        <h2>5. Cookies</h2>
        <p>
          We use one essential cookie to keep you signed in. We do not use advertising or cross-site tracking cookies. The ads shown in the
          app are for Gigline&apos;s own services.
        </p>
      </section>

      <section>
        <h2>6. Keeping and deleting data</h2>
        <p>
          You can edit your profile at any time and delete your account from your profile settings. When you delete it, you are signed out
          on every device, your public page disappears, and your e-mail address is removed from the account record. We keep records of
          payments and contracts for as long as tax and accounting laws require.
        </p>
      </section>

      <section>
        <h2>7. Security</h2>
        <p>
          Passwords are hashed with a slow, salted algorithm; sign-in and password-reset attempts are rate-limited; reset codes expire after
          15 minutes. No system is perfectly secure, so please use a password you do not use elsewhere.
        </p>
      </section>

      <section>
        <h2>8. Your rights and contact</h2>
        <p>
          Depending on where you live you may have the right to access, correct, export or delete your data, and to object to some uses of
          it. Ask us through the help chat in the app, and we will answer within 30 days. See also our{" "}
          <Link href="/terms" className="text-brand-700 underline hover:text-brand-600">
            Terms of Use
          </Link>
          .
        </p>
      </section>
    </LegalPage>
  );
}
