import { CompanyApplicationForm } from '../auth/company-application-form.tsx';
import type { PageProps } from '../page-props.ts';

/** /{lang}/create-company: the advanced company application (§2.1, §3). */
export function CreateCompanyPage({ route }: PageProps) {
  return (
    <div className="auth-page auth-page-wide">
      <CompanyApplicationForm route={route} />
    </div>
  );
}
