// A payroll provider's venue links (companyId, venueId, token, shouldAddTip): shown on the
// provider's integration page.
export { PayrollLinks } from './payroll-links.tsx';
